import { pick, type Language } from '~/lib/language';
import { en, type Messages } from './en';
import { tpi } from './tpi';

const byLanguage: Record<Language, Messages> = { en, tpi };

/** The whole catalogue in the language of the request being handled (server only: loaders, actions, API routes). */
export function messages(): Messages {
  return pick(byLanguage);
}
