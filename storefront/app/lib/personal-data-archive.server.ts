/**
 * "Download my data" as one ZIP file (issue 23, ADR 0051): a README in the learner's language, `my-data.json` (what
 * the CMS collected) and the files from storage (the photo, the identity documents). Streamed as it is made: nothing
 * is written to disk, and a phone starts receiving at once. A file that cannot be read is listed in the README rather
 * than failing the whole download.
 */
import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import { pngDay } from '@kundu/cms-contract/png-time';
import type { ArchiveFile, OpenedExport } from '@kundu/cms-contract/personal-data';
import { detectFileType } from './file-types';
import { formatDate } from './format';
import { storage } from './storage.server';
import { messages } from '~/messages/messages.server';

const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The photo's name in the archive, from its first bytes (its type is not recorded). */
async function photoPath(file: ArchiveFile): Promise<string> {
  const type = detectFileType(await storage.head(file.storageKey, 16));
  return `photo.${PHOTO_EXTENSIONS[type ?? ''] ?? 'jpg'}`;
}

/** The files that are there, each with its name in the archive; those that cannot be read apart. */
async function readableFiles(files: ArchiveFile[]) {
  const found: Array<{ file: ArchiveFile; path: string }> = [];
  const missing: string[] = [];
  for (const file of files) {
    try {
      if ((await storage.size(file.storageKey)) === null) throw new Error('not in storage');
      const path = file.path === 'photo' ? await photoPath(file) : file.path;
      found.push({ file, path });
    } catch (error) {
      console.error(`A learner's file for their data archive could not be read (${file.storageKey}):`, error);
      missing.push(file.path);
    }
  }
  return { found, missing };
}

function readme(opened: OpenedExport, photo: string | null, missing: string[], support: string, site: string): string {
  const t = messages().personalData.archive;
  const { account } = opened.data;
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email;
  const lines = [
    t.title,
    '',
    t.made(formatDate(opened.data.exportedAt), name),
    '',
    t.filesTitle,
    `- ${t.files.json}`,
    ...(photo ? [`- ${t.files.photo(photo)}`] : []),
    ...(opened.data.identityDocuments.length ? [`- ${t.files.documents}`] : []),
    '',
    t.sectionsTitle,
    ...t.sections.map((section) => `- ${section}`),
    '',
    t.notKept,
    ...(missing.length ? ['', t.missingTitle, t.missing(support), ...missing.map((path) => `- ${path}`)] : []),
    '',
    t.questions(support, site),
    '',
  ];
  return lines.join('\r\n');
}

/** The archive as a stream, and the name to save it under. */
export async function personalDataArchive(
  opened: OpenedExport,
  { support, site }: { support: string; site: string },
): Promise<{ fileName: string; body: Readable }> {
  const { found, missing } = await readableFiles(opened.files);
  const photo = found.find(({ file }) => file.path === 'photo')?.path ?? null;
  const data = {
    ...opened.data,
    account: { ...opened.data.account, profilePhoto: opened.data.account.profilePhoto ? photo : null },
  };
  const zip = new yazl.ZipFile();
  const mtime = new Date(opened.data.exportedAt);
  zip.addBuffer(Buffer.from(readme(opened, photo, missing, support, site), 'utf8'), 'README.txt', { mtime });
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8'), 'my-data.json', { mtime });
  for (const { file, path } of found) {
    // Photos and PDFs are compressed already: stored as they are, the phone's unzip has less to do. Each file is
    // opened when the archive reaches it: a slow phone does not keep every file's connection to the bucket waiting.
    zip.addReadStreamLazy(path, { mtime, compress: false }, (opened) => {
      storage.read(file.storageKey).then(
        (stream) => opened(null, stream),
        (error: unknown) => opened(error, undefined as never),
      );
    });
  }
  zip.end();
  const body = new PassThrough();
  zip.outputStream.on('error', (error: Error) => body.destroy(error)).pipe(body);
  return { fileName: messages().personalData.archive.fileName(pngDay(mtime)), body };
}
