/** On every route the storefront calls: a 401 or 403 from a controller keeps its message (lib/refusals.ts). */
import { inWords } from '../lib/refusals';

export default () => async (_ctx: unknown, next: () => Promise<void>) => {
  try {
    await next();
  } catch (error) {
    throw inWords(error);
  }
};
