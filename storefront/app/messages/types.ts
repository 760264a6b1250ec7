/**
 * The shape another language's catalogue must have: the English one's (ADR 0010, 0046). The CMS's catalogues use the
 * same type, so it lives in the contract.
 */
export type { Translation } from '@kundu/cms-contract/language';
