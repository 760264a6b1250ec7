/** Personal Information (spec 2.8), with the data-use consent dialog before anything is saved. */
import { Form, Link, useNavigation } from '@remix-run/react';
import { useRef, type FormEvent } from 'react';
import { Button, buttonClasses } from '~/components/ui/button';
import { SelectField, TextField } from '~/components/ui/field';
import { RoleOptions } from '~/components/ui/role-options';
import type { ProfileScreenData } from '~/lib/profile-screen.server';
import { useProfileMessages } from '~/messages/profile';
import type { ProfileActionData } from '~/lib/pages/profile.server';
import { Card } from './profile-card';

/** What the consent means: in a dialog with JavaScript, in the page without it. */
export function ConsentText() {
  const p = useProfileMessages();
  return (
    <>
      {p.consentDialog.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 24)} className="mt-3 text-sm text-slate-800">
          {paragraph}
        </p>
      ))}
    </>
  );
}

export function SaveButton() {
  const p = useProfileMessages();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save-profile';
  return (
    <Button type="submit" disabled={saving}>
      {saving ? p.saving : p.save}
    </Button>
  );
}

export function PersonalInformation({ profile, result }: { profile: ProfileScreenData; result?: ProfileActionData }) {
  const p = useProfileMessages();
  const { user } = profile;
  const form = useRef<HTMLFormElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLInputElement>(null);
  const fields = result?.intent === 'save-profile' ? result.fields : {};

  // Spec 2.8 and 4: saving with consent newly ticked opens the consent dialog; nothing is saved until I Agree.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const ticked = new FormData(event.currentTarget).get('hasConsentedToDataUse') === 'on';
    if (ticked && !user.hasConsentedToDataUse && confirm.current?.value !== '1') {
      event.preventDefault();
      dialog.current?.showModal();
    }
  };
  const agree = () => {
    if (confirm.current) confirm.current.value = '1';
    dialog.current?.close();
    form.current?.requestSubmit();
  };
  const cancel = () => dialog.current?.close();

  return (
    <Card id="personal-title" title={p.personalTitle}>
      <Form
        ref={form}
        method="post"
        action="/profile"
        onSubmit={onSubmit}
        className="space-y-4"
        key={`${user.role}-${user.organization}-${user.hasConsentedToDataUse}`}
        noValidate
      >
        <input type="hidden" name="intent" value="save-profile" />
        <input ref={confirm} type="hidden" name="confirmConsent" defaultValue="" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={p.firstName} name="firstName" defaultValue={user.firstName ?? ''} readOnly />
          <TextField label={p.lastName} name="lastName" defaultValue={user.lastName ?? ''} readOnly />
        </div>
        <TextField label={p.email} name="email" type="email" defaultValue={user.email} readOnly hint={p.readOnly} />
        <SelectField label={p.role} name="role" required defaultValue={user.role ?? ''} error={fields.role}>
          <RoleOptions prompt={p.chooseRole} />
        </SelectField>
        <TextField
          label={p.organization}
          name="organization"
          autoComplete="organization"
          defaultValue={user.organization ?? ''}
          error={fields.organization}
        />
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="hasConsentedToDataUse"
            defaultChecked={user.hasConsentedToDataUse}
            aria-invalid={fields.hasConsentedToDataUse ? true : undefined}
            aria-describedby={fields.hasConsentedToDataUse ? 'hasConsentedToDataUse-error' : undefined}
            className="mt-0.5 h-5 w-5 shrink-0"
          />
          <span>{p.consent}</span>
        </label>
        {fields.hasConsentedToDataUse ? (
          <p id="hasConsentedToDataUse-error" className="text-sm font-medium text-red-700">
            {fields.hasConsentedToDataUse}
          </p>
        ) : null}
        <SaveButton />
      </Form>

      <dialog
        ref={dialog}
        aria-labelledby="consent-title"
        className="m-auto max-w-lg rounded-2xl p-6 backdrop:bg-slate-900/60"
        data-testid="consent-dialog"
      >
        <h2 id="consent-title" className="text-xl font-bold">
          {p.consentDialog.title}
        </h2>
        <ConsentText />
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={cancel}>
            {p.consentDialog.cancel}
          </Button>
          <Button onClick={agree}>{p.consentDialog.agree}</Button>
        </div>
      </dialog>
    </Card>
  );
}

/** Without JavaScript, ticking consent comes back here first: the same explanation, and I Agree to save. */
export function ConsentPanel({ pending }: { pending: NonNullable<ProfileActionData['needsConsent']> }) {
  const p = useProfileMessages();
  return (
    <section aria-labelledby="consent-panel-title" className="rounded-2xl border-2 border-teal-700 bg-teal-50 p-5">
      <h2 id="consent-panel-title" className="text-xl font-bold">
        {p.consentDialog.title}
      </h2>
      <ConsentText />
      <Form method="post" action="/profile" className="mt-6 flex flex-wrap justify-end gap-2">
        <input type="hidden" name="role" value={pending.role} />
        <input type="hidden" name="organization" value={pending.organization} />
        <input type="hidden" name="hasConsentedToDataUse" value="on" />
        <input type="hidden" name="confirmConsent" value="1" />
        <input type="hidden" name="intent" value="save-profile" />
        <Link to="/profile" className={buttonClasses('ghost')}>
          {p.consentDialog.cancel}
        </Link>
        <Button type="submit">{p.consentDialog.agree}</Button>
      </Form>
    </section>
  );
}
