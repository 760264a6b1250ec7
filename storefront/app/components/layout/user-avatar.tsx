import type { SessionUser } from '~/lib/routing';
import { useLowData } from './low-data-switch';

/** The profile image when there is one, otherwise (and in low-data mode) initials (spec 2.2). */
export function UserAvatar({ user }: { user: SessionUser }) {
  const initials =
    [user.firstName, user.lastName]
      .filter((part): part is string => Boolean(part))
      .map((part) => part[0]?.toUpperCase())
      .join('') || user.email[0]?.toUpperCase();
  const lowData = useLowData();
  return user.profileImageUrl && !lowData ? (
    <img src={user.profileImageUrl} alt="" width={36} height={36} className="h-9 w-9 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="grid h-9 w-9 place-items-center rounded-full bg-teal-700 text-sm font-bold text-white"
    >
      {initials}
    </span>
  );
}
