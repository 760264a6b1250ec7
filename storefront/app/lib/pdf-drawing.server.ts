/** Drawing helpers shared by the platform's PDFs (certificates, organisations' invite posters and cards). */
import {
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingColor,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import QRCode from 'qrcode';

const BLACK = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);

/** Scanners need 4 modules of white around the code (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/** The standard PDF fonts only know Latin-1. Accents outside it are dropped (Ō becomes O), and anything else
 * is replaced rather than failing the download. */
export function printable(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    if (/[\u0020-\u007e\u00a0-\u00ff]/.test(char)) return char;
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    return /^[\u0020-\u007e\u00a0-\u00ff]+$/.test(bare) ? bare : '?';
  }).join('');
}

/** Vector squares stay sharp when printed at any size. Runs of dark modules along a row become one rectangle,
 * all in a single path: the file stays small and no hairline seams appear between neighbouring modules. */
export function drawQrCode(page: PDFPage, text: string, x: number, y: number, side: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = side / (modules.size + 2 * QUIET_ZONE);
  page.drawRectangle({ x, y, width: side, height: side, color: WHITE });
  const path: PDFOperator[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      const top = y + side - (QUIET_ZONE + row) * cell;
      path.push(rectangle(x + (QUIET_ZONE + start) * cell, top - cell, (col - start) * cell, cell));
    }
  }
  page.pushOperators(pushGraphicsState(), setFillingColor(BLACK), ...path, fill(), popGraphicsState());
}

/** The text in the font and size, shrunk to fit the width if it is wider. */
export function fittedSize(font: PDFFont, text: string, size: number, maxWidth: number): number {
  const natural = font.widthOfTextAtSize(text, size);
  return natural > maxWidth ? (size * maxWidth) / natural : size;
}
