import { en, type Messages } from './en';

/** The message catalogue for the visitor's language. English until Tok Pisin is added. */
export function messages(): Messages {
  return en;
}
