/**
 * One-time notices carried across a redirect (a toast after signing in or out, or after a form without
 * JavaScript), in a signed cookie that the next page reads and clears.
 */
import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { env } from '~/env.server';
import { CHAT_MESSAGE_MAX_LENGTH } from '@kundu/cms-contract/limits';

const flashCookie = createCookie('kundu_flash', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: 60,
  secrets: [env.SESSION_SECRET],
});

const flashSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(['default', 'destructive']).optional(),
  /** A message Kumul could not answer: the /chat page shows it once more, with the apology (spec 8). */
  unanswered: z.string().max(CHAT_MESSAGE_MAX_LENGTH).optional(),
});

export type Flash = z.infer<typeof flashSchema>;

export function setFlash(flash: Flash): Promise<string> {
  return flashCookie.serialize(flash);
}

/** The notice waiting for this request, if any, and the header that clears it. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const raw: unknown = await flashCookie.parse(request.headers.get('cookie'));
  if (raw === null || raw === undefined) return { flash: null, clear: null };
  const parsed = flashSchema.safeParse(raw);
  // The unanswered chat message is for the /chat page's own loader (peekFlash), not for every page's data.
  const flash = parsed.success ? { ...parsed.data, unanswered: undefined } : null;
  return { flash, clear: await flashCookie.serialize('', { maxAge: 0 }) };
}

/** The notice waiting for this request, if any, left for the root to take and clear. */
export async function peekFlash(request: Request): Promise<Flash | null> {
  const parsed = flashSchema.safeParse(await flashCookie.parse(request.headers.get('cookie')));
  return parsed.success ? parsed.data : null;
}
