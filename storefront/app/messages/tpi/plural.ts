import { plural as pluralIn } from '~/lib/count';

/** Tok Pisin nouns mostly keep one form ("1 kos", "3 kos"), but the rule is Intl.PluralRules' all the same. */
export const plural = (count: number, one: string, many: string) => pluralIn(count, one, many, 'tpi');
