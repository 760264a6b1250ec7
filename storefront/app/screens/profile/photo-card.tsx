/** The profile photo card (spec 2.8). */
import { displayName } from '~/components/layout/site-header';
import { useLowData } from '~/components/layout/low-data-switch';
import { Icon } from '~/components/ui/icon';
import type { ProfileScreenData } from '~/lib/profile-screen.server';
import { useMessages } from '~/messages';
import { useProfileMessages } from '~/messages/profile';
import { Card } from './profile-card';
import { Uploader } from './uploader';

export function PhotoCard({ profile }: { profile: ProfileScreenData }) {
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
