/**
 * One question of the assistant's benchmark (issue 20, ADR 0034) and what its answer must be. A case may come after
 * earlier messages of the same conversation (a follow-up, or an unrelated earlier question) and may be asked by a
 * signed-in learner of a category.
 *
 * The answer is correct (top-1) when its first source is one of `top` (or, for `scope`, it names no source and says
 * what Kumul can help with) and it contains every phrase of `says` (case-insensitive; an array is any one of them).
 *
 * Sources are keys `<kind>:<slug>` with the slug from seed/data: `faq:<slug>` (seed/data/faqs.yaml),
 * `course:<slug>` (seed/data/courses/<slug>.yaml, its modules included), `alert:<slug>`
 * (seed/data/awareness-alerts.yaml), `domain:<slug>` (seed/data/domains.yaml).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { TargetRole } from '@kundu/cms-contract/vocabulary';

export type ChatCase = {
  /** Earlier messages of the same visitor, asked first, in order (their answers are not checked). */
  before?: string[];
  /** The signed-in learner's category, when the question is asked by one. */
  learner?: TargetRole;
  question: string;
  /** The language the learner chose on the site (sent as Accept-Language): said by questions too short or mixed to
   * say their own. English when absent. */
  chosen?: 'en' | 'tpi';
  /** Acceptable first sources, or `scope`: no source, and the answer says what Kumul can help with. */
  top: string[] | 'scope';
  /** Phrases the answer must contain (case-insensitive); an array entry is satisfied by any one of its phrases. */
  says?: Array<string | string[]>;
};

/** A seeded course as the benchmark's expected answers quote it, read from seed/data so that a new price or duration
 * in the content does not make a right answer look wrong. */
function seededCourse(slug: string): { duration: string; isFree: boolean; priceKina?: number } {
  const file = new URL(`../../seed/data/courses/${slug}.yaml`, import.meta.url);
  return parse(readFileSync(file, 'utf8')) as { duration: string; isFree: boolean; priceKina?: number };
}

/** "K40": the price an answer about a paid course must name. */
export const priceOf = (slug: string): string => `K${seededCourse(slug).priceKina}`;

/** "40 minutes": the duration an answer about a course must name. */
export const durationOf = (slug: string): string => seededCourse(slug).duration;
