/** A printable A4 landscape PDF of a certificate, for "Download Certificate" (spec 2.12). */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDate } from './format';
import { drawQrCode, printable } from './pdf-drawing.server';
import type { Language } from './language';
import { certificateMessages } from '~/messages/certificate';

/** What the PDF shows; its own shape, so the PDF does not depend on where certificates come from. */
export type CertificatePdfInput = {
  verificationCode: string;
  organizationName: string;
  recipientName: string;
  courseName: string;
  courseDescription: string | null;
  completionDate: string;
  duration: string | null;
  skills: string[];
  issuerName: string;
  issuerTitle: string;
  reissuedAt: string | null;
  /** The language it was issued in: the whole document is printed in it, whoever downloads it (ADR 0049). */
  language: Language;
};

const TEAL = rgb(0.06, 0.46, 0.43);
const INK = rgb(0.06, 0.09, 0.16);
const GREY = rgb(0.28, 0.33, 0.41);

const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const INNER_BORDER = 34;
/** Centred lines keep this far from the inner border. */
const TEXT_WIDTH = PAGE_WIDTH - 2 * (INNER_BORDER + 24);

const QR_SIDE = 96;
const QR_X = PAGE_WIDTH - INNER_BORDER - 12 - QR_SIDE;
const QR_Y = INNER_BORDER + 22;
/** Lines as low as the QR code stay this narrow, so that however long the URL is they never run into it. */
const BESIDE_QR_WIDTH = 2 * (QR_X - 12 - PAGE_WIDTH / 2);

/** Long names and course titles shrink to fit instead of running off the page. */
function centred(
  page: PDFPage,
  text: string,
  y: number,
  font: PDFFont,
  size: number,
  color = INK,
  maxWidth = TEXT_WIDTH,
) {
  const safe = printable(text);
  const natural = font.widthOfTextAtSize(safe, size);
  const fitted = natural > maxWidth ? (size * maxWidth) / natural : size;
  const width = font.widthOfTextAtSize(safe, fitted);
  page.drawText(safe, { x: (page.getWidth() - width) / 2, y, size: fitted, font, color });
}

export async function renderCertificatePdf(certificate: CertificatePdfInput, verifyUrl: string): Promise<Uint8Array> {
  const t = { certificate: certificateMessages(certificate.language) };
  const pdf = await PDFDocument.create();
  // The info dictionary is UTF-16, so these keep every character the page itself cannot show.
  pdf.setTitle(t.certificate.shareTitle(certificate.courseName));
  pdf.setAuthor(certificate.organizationName);
  pdf.setSubject(certificate.courseName);
  pdf.setKeywords([[certificate.verificationCode, ...certificate.skills].join(', ')]);
  pdf.setCreator(certificate.organizationName);
  pdf.setCreationDate(new Date());
  const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  page.drawRectangle({ x: 24, y: 24, width: 793.89, height: 547.28, borderColor: TEAL, borderWidth: 4 });
  page.drawRectangle({ x: 34, y: 34, width: 773.89, height: 527.28, borderColor: TEAL, borderWidth: 1 });

  centred(page, certificate.organizationName, 510, bold, 18, TEAL);
  centred(page, t.certificate.heading, 460, bold, 34);
  centred(page, t.certificate.certifies, 415, regular, 14, GREY);
  centred(page, certificate.recipientName, 375, bold, 30);
  centred(page, t.certificate.completed, 340, regular, 14, GREY);
  centred(page, certificate.courseName, 305, bold, 22, TEAL);
  const completed = `${t.certificate.completedOn} ${formatDate(certificate.completionDate, certificate.language)}`;
  const duration = certificate.duration ? `  |  ${t.certificate.duration}: ${certificate.duration}` : '';
  let y = 270;
  centred(page, completed + duration, y, regular, 12, GREY);
  if (certificate.reissuedAt) {
    y -= 18;
    centred(
      page,
      t.certificate.reissuedOn(formatDate(certificate.reissuedAt, certificate.language)),
      y,
      regular,
      11,
      GREY,
    );
  }
  if (certificate.skills.length > 0) {
    y -= certificate.reissuedAt ? 20 : 25;
    centred(page, `${t.certificate.skills}: ${certificate.skills.join(', ')}`, y, regular, 11, GREY);
  }

  page.drawLine({ start: { x: 300, y: 170 }, end: { x: 542, y: 170 }, thickness: 1, color: INK });
  centred(page, certificate.issuerName, 150, bold, 13, INK, BESIDE_QR_WIDTH);
  centred(page, certificate.issuerTitle, 133, regular, 11, GREY, BESIDE_QR_WIDTH);

  const id = `${t.certificate.certificateId}: ${certificate.verificationCode}`;
  centred(page, id, 80, bold, 11, INK, BESIDE_QR_WIDTH);
  centred(page, `${t.certificate.verifyAt} ${verifyUrl}`, 62, regular, 10, GREY, BESIDE_QR_WIDTH);

  drawQrCode(page, verifyUrl, QR_X, QR_Y, QR_SIDE);
  const caption = printable(t.certificate.scanToVerify);
  const captionWidth = regular.widthOfTextAtSize(caption, 8);
  page.drawText(caption, { x: QR_X + (QR_SIDE - captionWidth) / 2, y: QR_Y - 10, size: 8, font: regular, color: GREY });
  return pdf.save();
}
