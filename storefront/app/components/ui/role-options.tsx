/** The options of a learner-category select: a prompt, then the six categories (spec 2.9) by their names. */
import { TARGET_ROLES } from '~/lib/catalogue';
import { useMessages } from '~/messages';

export function RoleOptions({ prompt }: { prompt: string }) {
  const t = useMessages();
  return (
    <>
      <option value="">{prompt}</option>
      {TARGET_ROLES.map((role) => (
        <option key={role} value={role}>
          {t.roles[role]}
        </option>
      ))}
    </>
  );
}
