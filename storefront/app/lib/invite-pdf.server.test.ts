import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/support/pdf';
import { CARD_HEIGHT, CARD_WIDTH, COLUMNS, ROWS, renderInvitePdf } from './invite-pdf.server';

/** Where the eight cards are on the A4 sheet (in points), to read each card's code as a phone would. */
const cardRegions = Array.from({ length: COLUMNS * ROWS }, (_, index) => ({
  x: (595.28 - COLUMNS * CARD_WIDTH) / 2 + (index % COLUMNS) * CARD_WIDTH,
  y: (841.89 - ROWS * CARD_HEIGHT) / 2 + Math.floor(index / COLUMNS) * CARD_HEIGHT,
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
}));

const input = {
  organisationName: 'Lae United Church',
  joinUrl: 'https://kundu.example/join/7Q2MXK9D4RH3W8NB',
  supportEmail: 'support@kundu.example',
};

describe('invite PDFs', { timeout: 30_000 }, () => {
  it('print an A4 poster whose QR code opens the join link, with the link and the steps in words', async () => {
    const bytes = await renderInvitePdf(input, 'poster');
    const pdf = await readPdf(bytes);
    const text = pdf.text.replace(/\s+/g, ' ');

    expect(pdf.pages).toBe(1);
    expect(text).toContain('Join Lae United Church');
    expect(text).toContain(input.joinUrl);
    expect(text).toContain('2. Sign in, or create a free account.');
    expect(text).toContain('3. Press "Join Lae United Church".');
    expect(text).toContain('Never your phone number, documents or password.');
    expect(text).toContain('Questions? Write to support@kundu.example.');
    expect(pdf.qrCodes).toEqual([input.joinUrl]);
    expect(bytes.byteLength).toBeLessThan(60 * 1024);
  });

  it('print eight cards on a sheet, each with a QR code of the link', async () => {
    const bytes = await renderInvitePdf(input, 'cards');
    const pdf = await readPdf(bytes, { qrRegions: cardRegions });
    const text = pdf.text.replace(/\s+/g, ' ');

    expect(pdf.pages).toBe(1);
    expect(text.split('Join Lae United Church').length - 1).toBe(8);
    expect(pdf.qrCodes).toEqual(Array(8).fill(input.joinUrl));
    expect(bytes.byteLength).toBeLessThan(100 * 1024);
  });

  it('keep a long organisation name with characters the fonts lack on the page', async () => {
    const name = 'Ōro Provincial Youth Fellowship of the Evangelical Lutheran Church of Papua New Guinea 🙏';
    const pdf = await readPdf(await renderInvitePdf({ ...input, organisationName: name }, 'poster'));

    expect(pdf.text).toContain('Join Oro Provincial Youth Fellowship');
    expect(pdf.qrCodes).toEqual([input.joinUrl]);
  });
});
