/**
 * The changes to public content a request made are told to the storefront once, when the request's work is done and
 * committed, before its answer leaves (ADR 0031): an editor who sees "Published" finds it live on the storefront.
 * At most SEND_TIMEOUT_MS more when the storefront hangs; nothing more when it is down.
 */
import { collectChanges, sendChanges, stopCollecting } from '../lib/storefront-events';

export default () => async (ctx: { state: Record<string, unknown> }, next: () => Promise<void>) => {
  const pending = collectChanges(ctx);
  try {
    await next();
  } finally {
    // Work the request left running (none does today) tells the storefront by itself from now on.
    stopCollecting(ctx);
    if (pending.size > 0) await sendChanges([...pending.values()]);
  }
};
