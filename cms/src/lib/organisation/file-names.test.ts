import { describe, expect, it } from 'vitest';
import { membersFileName } from './file-names';

describe('the members export’s file name', () => {
  it('is the organisation’s name and the day in Papua New Guinea, which from 14:00 UTC is the next one', () => {
    expect(membersFileName('Lae Baptist Church', new Date('2026-11-25T13:59:00Z'))).toBe(
      'lae-baptist-church-members-2026-11-25.csv',
    );
    expect(membersFileName('Lae Baptist Church', new Date('2026-11-25T15:30:00Z'))).toBe(
      'lae-baptist-church-members-2026-11-26.csv',
    );
    expect(membersFileName('¿¿', new Date('2026-11-25T00:00:00Z'))).toBe('organisation-members-2026-11-25.csv');
  });
});
