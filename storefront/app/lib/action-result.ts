/**
 * What every form action answers when it does not redirect (ADR 0011, 0055): the words for each field that was
 * refused, what was typed (a failed form loses nothing), and a notice (a toast with JavaScript, in the page
 * without). A page adds what is its own (`Extra`): the quiz its result, the profile its download link.
 */
import type { Notice } from '~/components/ui/outcome';

export type ActionResult<Intent extends string = string, Extra extends object = object> = {
  /** Which of the page's forms answered, when it has several. */
  intent?: Intent;
  /** Each refused field's words, by the field's name. */
  fields: Record<string, string>;
  /** What was typed, to show again. */
  values?: Record<string, string>;
  notice?: Notice;
} & Extra;
