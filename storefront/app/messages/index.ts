import { en, type Messages } from './en';

/**
 * The message catalogue for the visitor's language. English until Tok Pisin is added; then these two functions
 * choose the catalogue (from the request on the server, from context in components) and nothing else changes.
 */
export function messages(): Messages {
  return en;
}

/** The catalogue, in components. */
export function useMessages(): Messages {
  return en;
}

export type { Messages };
