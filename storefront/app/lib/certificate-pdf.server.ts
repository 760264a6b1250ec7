/** A printable A4 landscape PDF of a certificate, for "Download Certificate" (spec 2.12). */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Certificate } from './certificates.server';
import { formatDate } from './format';
import { messages } from '~/messages/messages.server';

const TEAL = rgb(0.06, 0.46, 0.43);
const INK = rgb(0.06, 0.09, 0.16);
const GREY = rgb(0.28, 0.33, 0.41);

/** The standard PDF fonts only know Latin-1; anything else is replaced rather than failing the download. */
function printable(text: string): string {
  return text.normalize('NFC').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const safe = printable(text);
  const width = font.widthOfTextAtSize(safe, size);
  page.drawText(safe, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

export async function renderCertificatePdf(certificate: Certificate, verifyUrl: string): Promise<Uint8Array> {
  const t = messages();
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(t.certificate.shareTitle(certificate.courseName)));
  pdf.setAuthor(printable(certificate.organizationName));
  const page = pdf.addPage([841.89, 595.28]);
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
  const completed = `${t.certificate.completedOn} ${formatDate(certificate.completionDate)}`;
  const duration = certificate.duration ? `  |  ${t.certificate.duration}: ${certificate.duration}` : '';
  centred(page, completed + duration, 270, regular, 12, GREY);
  if (certificate.skills.length > 0) {
    centred(page, `${t.certificate.skills}: ${certificate.skills.join(', ')}`, 245, regular, 11, GREY);
  }

  page.drawLine({ start: { x: 300, y: 170 }, end: { x: 542, y: 170 }, thickness: 1, color: INK });
  centred(page, certificate.issuerName, 150, bold, 13);
  centred(page, certificate.issuerTitle, 133, regular, 11, GREY);

  centred(page, `${t.certificate.certificateId}: ${certificate.verificationCode}`, 80, bold, 11);
  centred(page, `${t.certificate.verifyAt} ${verifyUrl}`, 62, regular, 10, GREY);
  return pdf.save();
}
