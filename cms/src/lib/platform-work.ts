/**
 * Work the platform does on its own account while an administrator's request is being answered: deleting an account
 * that Learner support was asked to delete (ADR 0051) revokes and anonymises certificates as the platform, not as the
 * administrator, whom the admin panel's rules hold to revoking alone (ADR 0037).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const platformWork = new AsyncLocalStorage<true>();

/** Runs `work` as the platform's own. */
export function asPlatform<T>(work: () => Promise<T>): Promise<T> {
  return platformWork.run(true, work);
}

export function isPlatformWork(): boolean {
  return platformWork.getStore() === true;
}
