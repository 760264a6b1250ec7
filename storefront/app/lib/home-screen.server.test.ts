import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_CHARS, cardDescription } from './home-screen.server';

describe("a threat card's description", () => {
  it('is sent whole when short, and otherwise cut at a word with an ellipsis, past what the card shows', () => {
    expect(cardDescription('Criminals lock patient records.')).toBe('Criminals lock patient records.');
    const long = `${'Hospitals and clinics are a favourite target, '.repeat(10)}end.`;
    const cut = cardDescription(long);
    expect(cut.length).toBeLessThanOrEqual(CARD_DESCRIPTION_CHARS + 1);
    expect(cut.length).toBeGreaterThan(140);
    expect(cut).toMatch(/\w…$/);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});
