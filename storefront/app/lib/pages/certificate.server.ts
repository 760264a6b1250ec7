/**
 * The certificate page's owner: the learner who earned it sees "This is your certificate" and may correct the name
 * printed on it; every valid certificate of theirs is then re-issued under its code (ADR 0015).
 */
import { data, redirect } from '@remix-run/node';
import { fieldErrors } from '@kundu/cms-contract/account-forms';
import { nameCorrectionSchema } from '@kundu/cms-contract/learning-forms';
import type { Notice } from '~/components/ui/outcome';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { correctCertificateName, myCertificateCodes } from '~/lib/cms/learning.server';
import { setFlash } from '~/lib/flash.server';
import { readFormData } from '~/lib/http.server';
import type { Session } from '~/lib/session.server';
import { messages } from '~/messages/messages.server';
import type { ActionResult } from '~/lib/action-result';

export type NameCorrectionData = ActionResult<string, { notice: Notice }>;

/** The owner's names to prefill the form with, when the signed-in visitor owns this certificate. */
export async function ownerOf(session: Session, code: string) {
  if (!session.user || !session.token) return null;
  try {
    const mine = await myCertificateCodes(session.token);
    if (!mine.ok || !mine.data.codes.includes(code)) return null;
  } catch (error) {
    // The certificate still shows; only the owner's form is left out while the CMS cannot say whose it is.
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return null;
  }
  return { firstName: session.user.firstName ?? '', lastName: session.user.lastName ?? '' };
}

export async function handleNameCorrection(session: Session, request: Request, code: string) {
  const t = messages().certificate;
  const path = `/certificate/${code}`;
  if (!session.user || !session.token) throw redirect(`/auth?redirect=${encodeURIComponent(path)}`);
  const form = await readFormData(request);
  const refuse = (fields: Record<string, string>, description: string, status: number) =>
    data<NameCorrectionData>(
      { fields, notice: { title: t.nameNotChangedTitle, description, variant: 'destructive' } },
      { status },
    );
  const parsed = nameCorrectionSchema.safeParse({ firstName: form.get('firstName'), lastName: form.get('lastName') });
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return refuse(fields, Object.values(fields)[0] ?? t.nameNotChangedDefault, 400);
  }
  try {
    const answer = await correctCertificateName(session.token, code, parsed.data);
    if (!answer.ok) return refuse(answer.fields, answer.message || t.nameNotChangedDefault, answer.status);
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return refuse({}, t.nameNotChangedDefault, 503);
  }
  throw redirect(path, {
    headers: { 'Set-Cookie': await setFlash({ title: t.reissuedTitle, description: t.reissuedText }) },
  });
}
