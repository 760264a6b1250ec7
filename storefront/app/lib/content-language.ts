/**
 * Content in the learner's language (ADR 0049). A learner who reads Tok Pisin gets the English documents' structure
 * with the Tok Pisin text of the same documents laid over it; a text with no Tok Pisin version yet stays English.
 * Such an item names those fields in `inEnglish` (absent when there are none, and always for English readers), and
 * the screens wrap them in `lang="en"` and mark a title **English** (`components/ui/in-english.tsx`).
 */
export type InEnglish = {
  /** The item's text fields shown in English to a learner who reads another language. */
  inEnglish?: string[];
};

/** Whether `field` of `item` is shown in English to a learner who chose another language. */
export function isInEnglish(item: InEnglish, field: string): boolean {
  return item.inEnglish?.includes(field) ?? false;
}
