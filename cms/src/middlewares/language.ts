/**
 * Every request is answered in the language its Accept-Language asks for (lib/language.ts, ADR 0046): a refusal's
 * `message` in Tok Pisin for `tpi`. First in the chain, so policies, controllers, services and the error
 * middlewares all run inside it. Content is not translated here: only the CMS's own words.
 */
import { languageOf, withLanguage } from '../lib/language';

type Context = { request: { header: Record<string, string | string[] | undefined> } };

export default () => (ctx: Context, next: () => Promise<void>) =>
  withLanguage(languageOf(ctx.request.header['accept-language']), next);
