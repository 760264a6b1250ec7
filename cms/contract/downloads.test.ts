import { describe, expect, it } from 'vitest';
import { disposition } from './downloads';

describe('a download’s Content-Disposition', () => {
  it('names the file in ASCII for every browser and in UTF-8 for those that read filename*', () => {
    expect(disposition('Lae Baptist Church members 2026-11-23.csv')).toBe(
      'attachment; filename="Lae Baptist Church members 2026-11-23.csv"',
    );
    expect(disposition('Église "Saint" Paul\r\n.csv')).toBe(
      `attachment; filename="glise Saint Paul .csv"; filename*=UTF-8''%C3%89glise%20Saint%20Paul%20.csv`,
    );
    expect(disposition('Kundu – kaunsil.pdf')).toContain(`filename*=UTF-8''Kundu%20%E2%80%93%20kaunsil.pdf`);
  });

  it('opens a document in the browser when asked, with no character a header or a file system would misread', () => {
    expect(disposition('id/../card "front".png', 'inline')).toBe('inline; filename="id .. card front .png"');
    expect(disposition('', 'inline')).toBe('inline; filename="document"');
  });
});
