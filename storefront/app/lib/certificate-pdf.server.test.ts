import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/support/pdf';
import { renderCertificatePdf, type CertificatePdfInput } from './certificate-pdf.server';

const CODE = 'KCA-7Q2MX-K9D4R-H3W8N-B6T1Z';
const VERIFY_URL = `https://kundu.example/certificate/${CODE}`;

const certificate: CertificatePdfInput = {
  verificationCode: CODE,
  organizationName: 'Kundu Cyber Academy',
  recipientName: 'Grace Pomat',
  courseName: 'Spot and Stop SMS and WhatsApp Scams',
  courseDescription: 'Recognise the tricks scammers use on phones and what to do about them.',
  completionDate: '2026-03-14',
  duration: '2 hours',
  skills: ['Scam awareness', 'Mobile safety'],
  issuerName: 'Dr. Kila Wari',
  issuerTitle: 'Director, Kundu Cyber Academy',
  reissuedAt: null,
  language: 'en',
};

// Rendering a page and searching two million pixels for a QR code takes about half a second, more on a busy machine.
describe('certificate PDF', { timeout: 20_000 }, () => {
  it('is one small A4 page with the certificate and a QR code of its public page', async () => {
    const bytes = await renderCertificatePdf(certificate, VERIFY_URL);
    const pdf = await readPdf(bytes);

    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Grace Pomat');
    expect(pdf.text).toContain('Spot and Stop SMS and WhatsApp Scams');
    expect(pdf.text).toContain('Dr. Kila Wari');
    expect(pdf.text).toContain(`Certificate ID: ${CODE}`);
    expect(pdf.text).toContain('Completed on 14 Mar 2026');
    expect(pdf.text).toContain('Scan to verify');
    expect(pdf.qrCodes).toEqual([VERIFY_URL]);
    expect(bytes.byteLength).toBeLessThan(100 * 1024);
  });

  it('is printed in the language it was issued in, whatever language it is downloaded in (ADR 0049)', async () => {
    const pdf = await readPdf(await renderCertificatePdf({ ...certificate, language: 'tpi' }, VERIFY_URL));
    expect(pdf.text).toContain('Setifiket bilong Pinisim Kos');
    expect(pdf.text).toContain('Dispela setifiket i tok olsem');
    expect(pdf.text).toContain('Pinis long 14 Mas 2026');
    expect(pdf.text).toContain(`ID bilong Setifiket: ${CODE}`);
    expect(pdf.text).not.toContain('Certificate of Completion');
  });

  it('says when it was re-issued, and only then', async () => {
    const reissued = await readPdf(
      await renderCertificatePdf({ ...certificate, reissuedAt: '2026-12-03T01:00:00.000Z' }, VERIFY_URL),
    );
    const original = await readPdf(await renderCertificatePdf(certificate, VERIFY_URL));

    expect(reissued.text).toContain('Re-issued on 3 Dec 2026');
    expect(reissued.qrCodes).toEqual([VERIFY_URL]);
    expect(original.text).not.toContain('Re-issued');
  });

  it('still renders names the standard fonts cannot show', async () => {
    const bytes = await renderCertificatePdf({ ...certificate, recipientName: 'Ōkaluhu 🎓' }, VERIFY_URL);
    const pdf = await readPdf(bytes);

    expect(pdf.text).toContain('Okaluhu ?');
    expect(pdf.qrCodes).toEqual([VERIFY_URL]);
  });
});
