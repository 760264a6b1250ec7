import { unstable_parseMultipartFormData, type AppLoadContext, type UploadHandler } from '@remix-run/node';
import { ORGANISATION_MESSAGES, PROVINCES } from '@kundu/cms-contract/organisations';
import { MEMBER_CSV_MAX_BYTES } from '@kundu/cms-contract/limits';
import { organisationOverview, startImport } from '~/lib/cms/organisation-admin.server';
import { readFormData } from '~/lib/http.server';
import { organisationHref } from '~/lib/organisation-links';
import {
  answerFor,
  doneWith,
  frameOf,
  formFailure,
  requireOrganisation,
  requireOrganisationForAction,
} from '~/lib/organisation-pages.server';
import { orUnavailable } from '~/lib/page-errors.server';
import { organisationAdminMessages } from '~/messages/organisation-admin';

/** The largest CSV an import takes (ADR 0029): the contract's, which the CMS checks again. */
export const MAX_CSV_BYTES = MEMBER_CSV_MAX_BYTES;

export async function loadImport(request: Request, context: AppLoadContext) {
  const admin = await requireOrganisation(request, context);
  // Asked of the CMS so that it decides whether this account administers the organisation.
  await answerFor(request, organisationOverview(admin.token, admin.organisationId));
  return {
    ...frameOf(admin),
    provinces: PROVINCES,
    maxBytes: MAX_CSV_BYTES,
    tooLargeMessage: ORGANISATION_MESSAGES.csvTooLarge,
  };
}
export type ImportData = Awaited<ReturnType<typeof loadImport>>;

type Upload = { fileName: string; bytes: Buffer } | 'too-large' | null;

/**
 * The form's one file, counted as it arrives: past 2 MB the rest is read and dropped (so the browser receives the
 * answer), and the answer is the contract's words. Nothing is stored: the bytes go to the CMS as they are.
 */
async function readUpload(request: Request): Promise<Upload> {
  let upload: Upload = null;
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const wanted = name === 'file' && Boolean(filename) && upload === null;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.length;
      if (wanted && size <= MAX_CSV_BYTES) chunks.push(chunk);
    }
    if (!wanted) return undefined;
    upload = size > MAX_CSV_BYTES ? 'too-large' : { fileName: filename!, bytes: Buffer.concat(chunks) };
    return filename;
  };
  await readFormData(request, () => unstable_parseMultipartFormData(request, handler));
  return upload;
}

export async function handleImportAction(request: Request, context: AppLoadContext) {
  const { token, organisationId } = await requireOrganisationForAction(request, context);
  const t = organisationAdminMessages();
  const intent = 'import';
  let upload: Upload;
  try {
    upload = await readUpload(request);
  } catch (error) {
    // A body that is not a well-formed multipart form (cut off, or a plain form): said in words.
    if (error instanceof Response) throw error;
    return formFailure(request, intent, { status: 400, message: t.import.notAForm });
  }
  if (upload === 'too-large')
    return formFailure(request, intent, { status: 400, message: ORGANISATION_MESSAGES.csvTooLarge });
  if (upload === null || upload.bytes.length === 0) {
    return formFailure(request, intent, { status: 400, message: ORGANISATION_MESSAGES.csvRequired });
  }
  const answer = await orUnavailable(
    startImport(token, organisationId, { fileName: upload.fileName.slice(0, 200), csv: upload.bytes }),
  );
  if (!answer.ok) return formFailure(request, intent, answer);
  const started = answer.data.import;
  return doneWith(organisationHref(`imports/${started.id}`, organisationId), {
    title: t.import.startedTitle,
    description: started.totalRows > 0 ? t.import.startedText(started.totalRows) : undefined,
  });
}
