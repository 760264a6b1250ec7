/**
 * Every request is answered in the language its Accept-Language asks for (lib/language.ts, ADR 0046): a refusal's
 * `message` in Tok Pisin for `tpi`. First in the chain, so policies, controllers, services and the error
 * middlewares all run inside it. Content is not translated here: only the CMS's own words.
 */
import { languageOf, withLanguage } from '../lib/language';
import type { Context } from '../lib/request';

export default () => (ctx: Context, next: () => Promise<void>) =>
  withLanguage(languageOf(ctx.request.header['accept-language']), next);
