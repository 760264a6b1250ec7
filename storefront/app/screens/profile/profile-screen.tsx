/**
 * The profile (spec 2.8): Complete Your Profile until role, data-use consent and photo are all there, then Profile
 * Settings. Every form posts to /profile and works without JavaScript; with it, uploads go through the /api upload
 * flow with progress, notices are toasts, and ticking consent opens the consent dialog before anything is saved.
 */
import { useNavigate } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { Outcome } from '~/components/ui/outcome';
import type { ProfileScreenData } from '~/lib/profile-screen.server';
import { useProfileMessages } from '~/messages/profile';
import type { ProfileActionData } from '~/lib/pages/profile.server';
import { Card } from './profile-card';
import { OrganisationsCard, type ProfileOrganisations } from './organisations-card';
import { PhotoCard } from './photo-card';
import { ConsentPanel, PersonalInformation } from './personal-information';
import { IdentityDocuments } from './identity-documents';
import { AccountInformation, YourData } from './account-cards';

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
