/**
 * Reads a PDF the way a person would: its text as a viewer extracts it, and its QR codes as a phone camera sees
 * them once the page is printed (rendered to pixels, then decoded). Node only, no network, no worker.
 */
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, VerbosityLevel, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js needs the metrics of the 14 standard fonts to draw their text; without them it warns on the console
 * and falls back to a guessed font. The package ships them, so they are read from disk rather than a CDN. */
const STANDARD_FONTS = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

/** About 4-5 pixels per QR module at the certificate's size, which is plenty for jsQR and quick to render. */
const SCALE = 2;

export type PdfReading = { pages: number; text: string; qrCodes: string[] };

/** A part of a page in PDF points (origin bottom left), to look for one QR code in when a page has several. */
export type PdfRegion = { x: number; y: number; width: number; height: number };

export async function readPdf(bytes: Uint8Array, options: { qrRegions?: PdfRegion[] } = {}): Promise<PdfReading> {
  const task = getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given; the caller keeps theirs.
    data: bytes.slice(),
    standardFontDataUrl: STANDARD_FONTS,
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    // Warnings go to console.log; anything really wrong still rejects.
    verbosity: VerbosityLevel.ERRORS,
  });
  const pdf = await task.promise;
  try {
    const lines: string[] = [];
    const qrCodes: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      lines.push(await extractText(page));
      for (const code of await decodeQrCodes(page, options.qrRegions)) if (code !== null) qrCodes.push(code);
    }
    return { pages: pdf.numPages, text: lines.join('\n'), qrCodes };
  } finally {
    await task.destroy();
  }
}

async function extractText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  // pdf.js adds the spaces between words itself and marks each line's end with an empty item.
  return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
}

async function decodeQrCodes(page: PDFPageProxy, regions?: PdfRegion[]): Promise<Array<string | null>> {
  const viewport = page.getViewport({ scale: SCALE });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const canvas = createCanvas(width, height);
  // pdf.js's types name the browser's canvas; in Node it draws on @napi-rs/canvas, the same one it would create.
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: 'white' }).promise;
  const context = canvas.getContext('2d');
  const areas = (regions ?? [{ x: 0, y: 0, width: viewport.width / SCALE, height: viewport.height / SCALE }]).map(
    (region) => ({
      left: Math.floor(region.x * SCALE),
      top: Math.floor(height - (region.y + region.height) * SCALE),
      width: Math.ceil(region.width * SCALE),
      height: Math.ceil(region.height * SCALE),
    }),
  );
  return areas.map((area) => {
    const pixels = context.getImageData(area.left, area.top, area.width, area.height);
    // Printed codes are dark on light; looking for inverted ones too doubles the time on a page without any.
    return jsQR(pixels.data, area.width, area.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  });
}
