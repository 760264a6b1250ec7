/**
 * Reading content in the learner's language (ADR 0049): the English documents as they are (relations, order, ids,
 * everything that is not text), and for a learner who reads Tok Pisin, the Tok Pisin text of the same documents
 * (`locale=tpi`, text fields only) laid over them field by field.
 */
import { z } from 'zod';
import type { InEnglish } from '../content-language';
import { DEFAULT_LANGUAGE, type Language } from '../language';
import { cmsCache } from './cache.server';
import { CmsUnavailableError } from './core.server';

/** The Tok Pisin version's text for the English one: a string, or lists and objects holding strings. */
type Laid = { value: unknown; english: boolean };

/**
 * One field: a Tok Pisin text replaces the English one when it is not empty. A list is taken whole: the Tok Pisin
 * one when it has as many items as the English one, each with its text (an item keeps what is not text, its level
 * or icon, from the English item); else the English list. An English text that is empty is not "in English".
 */
function lay(english: unknown, tokPisin: unknown): Laid {
  if (typeof english === 'string') {
    if (typeof tokPisin === 'string' && tokPisin.trim() !== '') return { value: tokPisin, english: false };
    return { value: english, english: english.trim() !== '' };
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(tokPisin) || tokPisin.length !== english.length)
      return { value: english, english: english.length > 0 };
    const items = english.map((item, index) => lay(item, tokPisin[index]));
    if (items.some((item) => item.english)) return { value: english, english: true };
    return { value: items.map((item) => item.value), english: false };
  }
  if (english && typeof english === 'object') {
    if (!tokPisin || typeof tokPisin !== 'object') return { value: english, english: true };
    const value: Record<string, unknown> = { ...english };
    let inEnglish = false;
    for (const [key, text] of Object.entries(tokPisin as Record<string, unknown>)) {
      if (!(key in english)) continue;
      const laid = lay((english as Record<string, unknown>)[key], text);
      value[key] = laid.value;
      inEnglish ||= laid.english;
    }
    return { value, english: inEnglish };
  }
  return { value: english, english: false };
}

/**
 * An English item with the Tok Pisin text of `fields` laid over it; the fields left in English are named in
 * `inEnglish`. Without a Tok Pisin version (undefined), every non-empty field is in English.
 */
export function layText<T extends object>(
  english: T,
  tokPisin: Partial<Record<keyof T, unknown>> | undefined,
  fields: ReadonlyArray<keyof T & string>,
): T & InEnglish {
  const result = { ...english } as Record<string, unknown>;
  const inEnglish: string[] = [];
  for (const field of fields) {
    const laid = lay(english[field], tokPisin?.[field]);
    result[field] = laid.value;
    if (laid.english) inEnglish.push(field);
  }
  return (inEnglish.length > 0 ? { ...result, inEnglish } : result) as T & InEnglish;
}

/** Whether a learner reading `language` gets text laid over the English documents. */
export const readsTokPisin = (language: Language) => language !== DEFAULT_LANGUAGE;

/** The rows of a version in another language: its documentId and its text fields, any of which may be empty. */
export const textRows = <S extends z.ZodRawShape>(shape: S) => z.object({ documentId: z.string(), ...shape });

/**
 * A language's versions of one kind of content, by documentId, cached apart from the English answers (`key`, made
 * with `inLanguage`; the CMS's change notices drop both). When they cannot be read, the learner reads the English
 * text, marked, rather than nothing.
 */
export async function readTexts<T extends { documentId: string }>(
  key: string,
  load: () => Promise<T[]>,
): Promise<Map<string, T>> {
  try {
    return new Map((await cmsCache.get(key, load)).map((row) => [row.documentId, row]));
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return new Map();
  }
}
