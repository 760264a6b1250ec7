/**
 * The profile (spec 2.8): Complete Your Profile until role, data-use consent and photo are all there, then Profile
 * Settings. Every form posts to /profile and works without JavaScript; with it, uploads go through the /api upload
 * flow with progress, notices are toasts, and ticking consent opens the consent dialog before anything is saved.
 */
import { Form, Link, useNavigate, useNavigation, useRevalidator, useRouteLoaderData } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Badge } from '~/components/ui/badge';
import { Button, ButtonLink, buttonClasses } from '~/components/ui/button';
import { SelectField, TextField } from '~/components/ui/field';
import { RoleOptions } from '~/components/ui/role-options';
import { displayName } from '~/components/layout/site-header';
import { useLowData } from '~/components/layout/low-data-switch';
import { Icon } from '~/components/ui/icon';
import { ProgressBar } from '~/components/ui/progress';
import { Outcome } from '~/components/ui/outcome';
import { useToast } from '~/components/ui/toast';
import type { IdentityDocument } from '~/lib/cms/accounts.server';
import { formatDate, formatTime } from '~/lib/format';
import type { ProfileScreenData } from '~/lib/profile-screen.server';
import { MAX_UPLOAD_BYTES, UPLOAD_KINDS, type UploadKind } from '~/lib/file-types';
import { isSessionExpired, uploadFile } from '~/lib/upload-client';
import { useHydrated } from '~/lib/use-hydrated';
import { useMessages } from '~/messages';
import { usePersonalDataMessages } from '~/messages/personal-data';
import { useProfileMessages } from '~/messages/profile';
import { useUploadMessages } from '~/messages/uploads';
import type { ProfileActionData } from '~/lib/pages/profile.server';
import type { loader as rootLoader } from '~/root';
import { OrganisationsCard, type ProfileOrganisations } from './organisations-card';

const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
const SESSION_EXPIRED_RELOAD_MS = 2000;

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Checklist({ missing }: { missing: ProfileScreenData['missing'] }) {
  const p = useProfileMessages();
  return (
    <ul className="mt-4 grid gap-2 sm:grid-cols-3" data-testid="profile-checklist">
      {(['role', 'consent', 'photo'] as const).map((step) => {
        const done = !missing.includes(step);
        return (
          <li
            key={step}
            className={`flex items-center gap-2 rounded-lg border p-3 text-sm ${
              done ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-amber-300 bg-amber-50 text-amber-950'
            }`}
          >
            <Icon name={done ? 'check' : 'alert'} />
            <span>
              {p.checklist[step]} <span className="sr-only">({done ? p.done : p.todo})</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Choose a file, then Upload it or Cancel the choice (spec 2.8). A plain multipart form without JavaScript. */
const COMPLETE_BAR_MS = 600;

function Uploader({
  kind,
  documentKind,
  label,
  what,
}: {
  kind: UploadKind;
  documentKind?: 'government_id' | 'additional';
  label: string;
  /** What is uploaded ("Profile Photo", "Government ID"): the buttons' names for screen readers, as a page has
   * several Upload buttons. */
  what: string;
}) {
  const p = useProfileMessages();
  const uploadMessages = useUploadMessages();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inputId = `${kind}-${documentKind ?? 'file'}`;
  const accept = kind === 'photo' ? 'image/*' : '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

  const clear = () => {
    setFile(null);
    setProgress(null);
    if (input.current) input.current.value = '';
  };

  const choose = (chosen: File | null) => {
    if (!chosen) return clear();
    // Spec 5: more than 5 MB, or a photo that is not an image, is refused before anything is sent.
    if (chosen.size > MAX_UPLOAD_BYTES) {
      toast({ title: p.tooLargeTitle, description: uploadMessages.tooLarge(MAX_UPLOAD_MB), variant: 'destructive' });
      return clear();
    }
    // The same types the server accepts, so a file it would refuse is not sent over a costly connection first.
    const allowed: readonly string[] = UPLOAD_KINDS[kind];
    if (!allowed.includes(chosen.type)) {
      const description = kind === 'photo' ? uploadMessages.photoType : uploadMessages.documentType;
      toast({ title: p.invalidTypeTitle, description, variant: 'destructive' });
      return clear();
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || progress !== null) return;
    try {
      await uploadFile(kind, file, {
        documentKind,
        unavailable: uploadMessages.unavailable(root?.supportEmail ?? ''),
        storageFailed: p.storageFailed,
        // Each step shows (spec 4: 0, 50 after storage, 100 after the server), not only the last of a batch.
        onProgress: (value) => flushSync(() => setProgress(value)),
      });
      toast({
        title: kind === 'photo' ? p.photoUploadedTitle : p.documentUploadedTitle,
        description: p.uploadedText(file.name),
      });
      revalidator.revalidate();
      // The full bar stays a moment, so the learner sees the upload finish.
      window.setTimeout(clear, COMPLETE_BAR_MS);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      setProgress(null);
      if (isSessionExpired(message)) {
        toast({ title: p.sessionExpiredTitle, description: p.sessionExpiredText, variant: 'destructive' });
        window.setTimeout(() => window.location.reload(), SESSION_EXPIRED_RELOAD_MS);
        return;
      }
      toast({ title: p.uploadFailedTitle, description: message || p.uploadFailedText, variant: 'destructive' });
    }
  };

  const busy = progress !== null;
  return (
    <form
      method="post"
      action={`/profile?intent=upload-${kind}`}
      encType="multipart/form-data"
      onSubmit={submit}
      className="space-y-3"
    >
      {documentKind ? <input type="hidden" name="documentKind" value={documentKind} /> : null}
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          name="file"
          accept={accept}
          required
          disabled={busy}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-teal-50 file:px-4 file:font-semibold file:text-teal-900"
        />
      </div>
      {busy ? <ProgressBar value={progress} label={p.progress} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={hydrated && (!file || busy)}>
          {busy ? p.uploading : p.upload}
          <span className="sr-only">: {what}</span>
        </Button>
        {file && !busy ? (
          <Button variant="ghost" onClick={clear}>
            {p.cancel}
            <span className="sr-only">: {what}</span>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function PhotoCard({ profile }: { profile: ProfileScreenData }) {
  const p = useProfileMessages();
  const { user } = profile;
  const name = displayName(user);
  const lowData = useLowData();
  const showImage = useMessages().lowData.showImage;
  return (
    <Card id="photo-title" title={p.photoTitle}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {user.profileImageUrl && lowData ? (
          // Low-data mode (ADR 0048): the photo is one link away.
          <a href={user.profileImageUrl} className="text-teal-700 underline">
            {showImage}
            <span className="sr-only">: {p.photoAlt(name)}</span>
          </a>
        ) : user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt={p.photoAlt(name)}
            width={96}
            height={96}
            className="h-24 w-24 rounded-full object-cover"
          />
        ) : (
          <div className="grid h-24 w-24 place-items-center rounded-full bg-slate-100 text-center text-xs text-slate-600">
            <Icon name="user" className="h-8 w-8" />
            <span className="sr-only">{p.noPhoto}</span>
          </div>
        )}
        <div className="min-w-0 flex-1">
          <p className="mb-3 text-sm text-slate-700">{p.photoHint}</p>
          <Uploader kind="photo" label={p.chooseFile} what={p.photoTitle} />
        </div>
      </div>
    </Card>
  );
}

/** What the consent means: in a dialog with JavaScript, in the page without it. */
function ConsentText() {
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

function SaveButton() {
  const p = useProfileMessages();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save-profile';
  return (
    <Button type="submit" disabled={saving}>
      {saving ? p.saving : p.save}
    </Button>
  );
}

function PersonalInformation({ profile, result }: { profile: ProfileScreenData; result?: ProfileActionData }) {
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
function ConsentPanel({ pending }: { pending: NonNullable<ProfileActionData['needsConsent']> }) {
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

function DocumentList({ documents }: { documents: IdentityDocument[] }) {
  const p = useProfileMessages();
  if (documents.length === 0) return <p className="text-sm text-slate-600">{p.noDocuments}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center gap-2 p-3" data-testid="identity-document">
          <Icon name="file-text" className="text-slate-600" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{document.fileName}</p>
            <p className="text-xs text-slate-600">
              {p.fileDetails(Math.max(1, Math.round(document.fileSize / 1024)), formatDate(document.uploadedAt))}
            </p>
          </div>
          <a
            href={`/api/user/documents/${document.id}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('ghost')}
            aria-label={p.viewNamed(document.fileName)}
          >
            {p.view}
          </a>
          <Form method="post" action="/profile">
            <input type="hidden" name="documentId" value={document.id} />
            <Button
              type="submit"
              name="intent"
              value="delete-document"
              variant="ghost"
              aria-label={p.removeNamed(document.fileName)}
            >
              {p.remove}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function IdentityDocuments({ documents }: { documents: IdentityDocument[] }) {
  const p = useProfileMessages();
  const sections = [
    { kind: 'government_id' as const, title: p.governmentId },
    { kind: 'additional' as const, title: p.additionalDocuments },
  ];
  return (
    <Card id="documents-title" title={p.documentsTitle}>
      <p className="text-sm text-slate-700">{p.documentsHint}</p>
      {sections.map((section) => (
        <section key={section.kind} aria-labelledby={`${section.kind}-title`} className="mt-5 space-y-3">
          <h3 id={`${section.kind}-title`} className="font-semibold">
            {section.title}
          </h3>
          <DocumentList documents={documents.filter((document) => document.kind === section.kind)} />
          <Uploader
            kind="document"
            documentKind={section.kind}
            label={p.chooseFileFor(section.title)}
            what={section.title}
          />
        </section>
      ))}
    </Card>
  );
}

function AccountInformation({ profile }: { profile: ProfileScreenData }) {
  const p = useProfileMessages();
  const rows: Array<[string, ReactNode]> = [
    [
      p.status,
      <Badge key="status" tone="success">
        {p.active}
      </Badge>,
    ],
    [p.memberSince, profile.memberSince],
    [p.completion, `${profile.completion}%`],
    [
      p.verification,
      <Badge key="verification" tone="warning">
        {p.pendingDocuments}
      </Badge>,
    ],
  ];
  return (
    <Card id="account-title" title={p.accountTitle}>
      <dl className="space-y-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-center justify-between gap-3">
            <dt className="text-slate-700">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * Your Data (ADR 0051): "Download my data" makes a link to one ZIP file of everything kept about the learner, shown
 * here for 30 minutes; "Delete my account" leads to the page that says what deleting does. Plain forms and links.
 */
function YourData({ result }: { result?: ProfileActionData }) {
  const t = usePersonalDataMessages();
  const navigation = useNavigation();
  const preparing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'export-data';
  const link = result?.intent === 'export-data' ? result.dataLink : undefined;
  return (
    <section
      aria-labelledby="your-data-title"
      id="your-data"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="your-data-title" className="text-lg font-bold">
        {t.cardTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t.cardIntro}</p>
      {link ? (
        <div
          role="status"
          className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3"
          data-testid="data-ready"
        >
          <p className="font-semibold">{t.readyTitle}</p>
          <a href={link.href} className={buttonClasses('primary', 'mt-2 w-full')}>
            <Icon name="download" />
            {t.readyLink}
          </a>
          <p className="mt-2 text-xs text-slate-700">{t.readyText(formatTime(link.expiresAt))}</p>
        </div>
      ) : (
        <Form method="post" action="/profile#your-data" className="mt-4">
          <input type="hidden" name="intent" value="export-data" />
          <Button type="submit" variant="secondary" className="w-full" disabled={preparing}>
            {preparing ? t.preparing : t.download}
          </Button>
          <p className="mt-2 text-xs text-slate-600">{t.downloadHint}</p>
        </Form>
      )}
      <div className="mt-5 border-t border-slate-200 pt-4">
        <Link to="/profile/delete" className="text-sm font-semibold text-red-800 underline underline-offset-2">
          {t.deleteLink}
        </Link>
        <p className="mt-1 text-xs text-slate-600">{t.deleteHint}</p>
      </div>
    </section>
  );
}

/** When the last missing piece arrives through an upload, the learner goes on to their dashboard. */
function useOnwardWhenComplete(missing: number) {
  const navigate = useNavigate();
  const before = useRef(missing);
  useEffect(() => {
    if (before.current > 0 && missing === 0) navigate('/');
    before.current = missing;
  }, [missing, navigate]);
}

export function ProfileScreen({
  profile,
  result,
  organisations,
}: {
  profile: ProfileScreenData;
  result?: ProfileActionData;
  /** On /profile only (ADR 0029); absent on / while the profile is incomplete, or when the list did not load. */
  organisations?: ProfileOrganisations | null;
}) {
  const p = useProfileMessages();
  const incomplete = profile.missing.length > 0;
  useOnwardWhenComplete(profile.missing.length);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{incomplete ? p.completeTitle : p.settingsTitle}</h1>
      <p className="mt-2 text-slate-700">{incomplete ? p.completeIntro : p.settingsIntro}</p>
      {incomplete ? <Checklist missing={profile.missing} /> : null}
      <div className="mt-6 space-y-4">
        <Outcome notice={result?.notice} />
        {result?.needsConsent ? <ConsentPanel pending={result.needsConsent} /> : null}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <PhotoCard profile={profile} />
          <PersonalInformation profile={profile} result={result} />
          <IdentityDocuments documents={profile.documents} />
        </div>
        <div className="space-y-6">
          <AccountInformation profile={profile} />
          {organisations ? <OrganisationsCard data={organisations} /> : null}
          <YourData result={result} />
          <Card id="actions-title" title={p.actionsTitle}>
            <ButtonLink to="/api/logout" reloadDocument variant="secondary" className="w-full">
              <Icon name="arrow-left" />
              {p.signOut}
            </ButtonLink>
          </Card>
        </div>
      </div>
    </div>
  );
}
