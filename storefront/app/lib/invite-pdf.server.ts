/**
 * An organisation's invite, printed (ADR 0029): an A4 poster for a notice board or a church hall, and an A4 sheet
 * of eight wallet cards to cut out and hand round. Each carries a QR code of the join link and the link in words,
 * for phones without a scanner.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawQrCode, fittedSize, printable } from './pdf-drawing.server';
import { messages } from '~/messages/messages.server';

export type InviteFormat = 'poster' | 'cards';
export type InvitePdfInput = { organisationName: string; joinUrl: string; supportEmail: string };

const TEAL = rgb(0.06, 0.46, 0.43);
const INK = rgb(0.06, 0.09, 0.16);
const GREY = rgb(0.28, 0.33, 0.41);
const LIGHT = rgb(0.8, 0.83, 0.87);
const WHITE = rgb(1, 1, 1);

const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;

/** Text centred in [left, left + width], shrunk to fit. */
function centred(
  page: PDFPage,
  text: string,
  y: number,
  font: PDFFont,
  size: number,
  color = INK,
  left = 0,
  width = A4_WIDTH,
) {
  const safe = printable(text);
  const fitted = fittedSize(font, safe, size, width - 8);
  const textWidth = font.widthOfTextAtSize(safe, fitted);
  page.drawText(safe, { x: left + (width - textWidth) / 2, y, size: fitted, font, color });
}

/** Words wrapped into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

async function newDocument(input: InvitePdfInput, format: InviteFormat) {
  const t = messages().invitePdf;
  const pdf = await PDFDocument.create();
  pdf.setTitle(t.documentTitle(input.organisationName, format));
  pdf.setAuthor(t.brand);
  pdf.setCreator(t.brand);
  pdf.setSubject(input.joinUrl);
  pdf.setCreationDate(new Date());
  const page = pdf.addPage([A4_WIDTH, A4_HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return { pdf, page, regular, bold, t };
}

async function poster(input: InvitePdfInput): Promise<Uint8Array> {
  const { pdf, page, regular, bold, t } = await newDocument(input, 'poster');
  page.drawRectangle({ x: 0, y: A4_HEIGHT - 64, width: A4_WIDTH, height: 64, color: TEAL });
  centred(page, t.brand, A4_HEIGHT - 42, bold, 20, WHITE);
  centred(page, t.posterTitle(input.organisationName), A4_HEIGHT - 120, bold, 34, INK, 40, A4_WIDTH - 80);
  centred(page, t.posterSubtitle, A4_HEIGHT - 150, regular, 18, TEAL);
  let y = A4_HEIGHT - 185;
  for (const line of wrap(t.posterPitch, regular, 13, A4_WIDTH - 140)) {
    centred(page, line, y, regular, 13, GREY);
    y -= 18;
  }
  const side = 280;
  const qrTop = y - 10;
  drawQrCode(page, input.joinUrl, (A4_WIDTH - side) / 2, qrTop - side, side);
  y = qrTop - side - 22;
  centred(page, t.scan, y, bold, 14);
  y -= 20;
  centred(page, t.orOpen, y, regular, 12, GREY);
  y -= 22;
  centred(page, input.joinUrl, y, bold, 16, TEAL, 40, A4_WIDTH - 80);
  y -= 42;
  page.drawText(printable(t.stepsTitle), { x: 90, y, size: 14, font: bold, color: INK });
  for (const step of t.steps(input.organisationName)) {
    y -= 20;
    const safe = printable(step);
    page.drawText(safe, { x: 90, y, size: fittedSize(regular, safe, 12, A4_WIDTH - 180), font: regular, color: INK });
  }
  y -= 34;
  for (const line of wrap(t.privacy, regular, 10, A4_WIDTH - 160)) {
    centred(page, line, y, regular, 10, GREY);
    y -= 14;
  }
  centred(page, t.questions(input.supportEmail), 40, regular, 10, GREY);
  return pdf.save();
}

/** Eight 85 × 55 mm cards (the size of a bank card), two across and four down, with light cut lines. */
export const CARD_WIDTH = 240.94;
export const CARD_HEIGHT = 155.91;
export const COLUMNS = 2;
export const ROWS = 4;

async function cards(input: InvitePdfInput): Promise<Uint8Array> {
  const { pdf, page, regular, bold, t } = await newDocument(input, 'cards');
  const left = (A4_WIDTH - COLUMNS * CARD_WIDTH) / 2;
  const bottom = (A4_HEIGHT - ROWS * CARD_HEIGHT) / 2;
  const qrSide = 96;
  const textWidth = CARD_WIDTH - qrSide - 22;
  for (let row = 0; row < ROWS; row += 1) {
    for (let column = 0; column < COLUMNS; column += 1) {
      const x = left + column * CARD_WIDTH;
      const y = bottom + row * CARD_HEIGHT;
      page.drawRectangle({ x, y, width: CARD_WIDTH, height: CARD_HEIGHT, borderColor: LIGHT, borderWidth: 0.5 });
      page.drawRectangle({ x, y: y + CARD_HEIGHT - 8, width: CARD_WIDTH, height: 8, color: TEAL });
      // The name across the card, shrunk to one line; the text and the code share the space below it.
      const title = printable(t.cardTitle(input.organisationName));
      const titleSize = fittedSize(bold, title, 13, CARD_WIDTH - 24);
      page.drawText(title, { x: x + 12, y: y + CARD_HEIGHT - 28, size: titleSize, font: bold, color: INK });
      let lineY = y + CARD_HEIGHT - 46;
      lineY -= 4;
      for (const line of wrap(t.cardText, regular, 9, textWidth)) {
        page.drawText(line, { x: x + 12, y: lineY, size: 9, font: regular, color: GREY });
        lineY -= 12;
      }
      drawQrCode(page, input.joinUrl, x + CARD_WIDTH - qrSide - 8, y + 20, qrSide);
      const scan = printable(t.cardScan);
      page.drawText(scan, { x: x + 12, y: y + 30, size: 8, font: regular, color: GREY });
      const url = printable(input.joinUrl);
      const urlSize = fittedSize(bold, url, 8, CARD_WIDTH - 20);
      page.drawText(url, { x: x + 12, y: y + 10, size: urlSize, font: bold, color: TEAL });
    }
  }
  return pdf.save();
}

export function renderInvitePdf(input: InvitePdfInput, format: InviteFormat): Promise<Uint8Array> {
  return format === 'poster' ? poster(input) : cards(input);
}
