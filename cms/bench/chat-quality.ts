/**
 * The assistant benchmark's scoring without a CMS (issue 20, ADR 0034): each case of a set answered by the default
 * engine over the seed content as the CMS indexes it, its conversation asked first and its learner signed in, as
 * the CMS's chat service does (`converse`), judged by bench/chat-score.ts.
 */
import type { ChatCase } from './chat-case';
import { correct, describeMiss } from './chat-score';
import { converseIn, type Answer, type Indexes, type Turn } from '../src/lib/chat/compose';
import { chatMessages } from '../src/lib/chat/messages';

export const BENCH_SUPPORT = 'help@kundu.test';

/** The answer to a case's question, after its earlier messages, each in its own language (issue 22). */
export function answerCase(indexes: Indexes, entry: ChatCase, support = BENCH_SUPPORT): Answer {
  const t = chatMessages(support);
  const history: Turn[] = [];
  const learner = entry.learner ? { role: entry.learner } : undefined;
  const chosen = entry.chosen ?? 'en';
  for (const question of entry.before ?? []) {
    const { answer } = converseIn(indexes, question, history, t, support, learner, chosen);
    history.push({ question, keys: answer.keys });
  }
  return converseIn(indexes, entry.question, history, t, support, learner, chosen).answer;
}

export type Score = { right: number; total: number; misses: string[] };

export function score(index: Indexes, cases: ChatCase[], support = BENCH_SUPPORT): Score {
  const scope = chatMessages(support).scopeAnswers;
  const misses: string[] = [];
  let right = 0;
  for (const entry of cases) {
    const answer = answerCase(index, entry, support);
    if (correct(entry, answer, scope)) right += 1;
    else misses.push(describeMiss(entry, answer));
  }
  return { right, total: cases.length, misses };
}

export const percent = ({ right, total }: Score) => `${right}/${total} = ${((100 * right) / total).toFixed(1)} %`;
