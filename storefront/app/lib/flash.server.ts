/**
 * One-time notices carried across a redirect (a toast after signing in or out, or after a form without
 * JavaScript), in a signed cookie that the next page reads and clears.
 */
import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { env } from '~/env.server';

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
  return { flash: parsed.success ? parsed.data : null, clear: await flashCookie.serialize('', { maxAge: 0 }) };
}
