import { en, type Messages } from './en';

/** The whole catalogue, for loaders, actions and API routes (server only). */
export function messages(): Messages {
  return en;
}
