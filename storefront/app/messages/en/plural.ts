import { plural as pluralIn } from '~/lib/count';

/** "1 module", "3 modules" (Intl.PluralRules). */
export const plural = (count: number, one: string, many: string) => pluralIn(count, one, many, 'en');
