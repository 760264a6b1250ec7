/**
 * How the assistant's benchmark judges an answer (bench/chat-case.ts): its first source is one the case accepts (or,
 * for `scope`, it has none and is one of Kumul's own answers saying what it can help with), and it says every phrase
 * the case requires.
 */
import type { ChatCase } from './chat-case';

export type Judged = { response: string; keys: string[] };

export function correct(entry: ChatCase, answer: Judged, scopeAnswers: readonly string[]): boolean {
  const text = answer.response.toLowerCase();
  const first =
    entry.top === 'scope'
      ? answer.keys.length === 0 && scopeAnswers.some((scope) => answer.response.includes(scope))
      : answer.keys.length > 0 && entry.top.includes(answer.keys[0]!);
  const says = (entry.says ?? []).every((phrase) =>
    (Array.isArray(phrase) ? phrase : [phrase]).some((option) => text.includes(option.toLowerCase())),
  );
  return first && says;
}

/** What a failing case got, for the tuning set's report (never printed for the held-out set). */
export function describeMiss(entry: ChatCase, answer: Judged): string {
  const asked = [...(entry.before ?? []), entry.question].map((text) => `"${text}"`).join(' → ');
  const who = entry.learner ? ` (signed in as ${entry.learner})` : '';
  const wanted = entry.top === 'scope' ? 'scope' : entry.top.slice(0, 3).join(' | ');
  const says = entry.says?.length ? `; saying ${JSON.stringify(entry.says)}` : '';
  return `  ${asked}${who}\n     wanted ${wanted}${says}\n     got ${answer.keys.join(' | ') || '(no source)'}: ${answer.response.slice(0, 140).replace(/\n/g, ' / ')}`;
}
