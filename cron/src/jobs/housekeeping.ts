/**
 * housekeeping: asks the CMS to delete used and expired password-reset links, verification links a month past their
 * expiry, ended sign-in sessions, rate-limit
 * counters past every window, old advisory-import records, expired links to learners' data and Kumul's conversations a day old (cms/src/api/housekeeping). Each table's count is in
 * the summary.
 */
import { z } from 'zod';
import { emptySummary } from '../summary';
import type { Job } from './context';

const report = z.object({
  data: z.object({
    passwordResets: z.number(),
    contactVerifications: z.number().default(0),
    sessions: z.number(),
    rateLimits: z.number(),
    alertImports: z.number(),
    personalDataLinks: z.number().default(0),
    chatConversations: z.number().default(0),
  }),
});

const LABELS: Record<keyof z.infer<typeof report>['data'], [one: string, many: string]> = {
  passwordResets: ['used or expired password-reset link', 'used or expired password-reset links'],
  contactVerifications: ['verification link a month past its expiry', 'verification links a month past their expiry'],
  sessions: ['ended sign-in session', 'ended sign-in sessions'],
  rateLimits: ['stale rate-limit counter', 'stale rate-limit counters'],
  alertImports: ['advisory-import record older than a year', 'advisory-import records older than a year'],
  personalDataLinks: ['expired link to a learner’s data', 'expired links to learners’ data'],
  chatConversations: ['conversation with Kumul a day old', 'conversations with Kumul a day old'],
};

export const housekeeping: Job = {
  name: 'housekeeping',
  async run({ cms }) {
    const summary = emptySummary('housekeeping');
    const { data } = await cms.post('housekeeping/run', {}, report);
    for (const [key, count] of Object.entries(data) as Array<[keyof typeof LABELS, number]>) {
      summary.removed += count;
      if (count > 0) summary.removedDetail.push(`${count} ${LABELS[key][count === 1 ? 0 : 1]}`);
    }
    return summary;
  },
};
