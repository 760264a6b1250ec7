import { describe, expect, it } from 'vitest';
import { membersFileName } from './organisation-files.server';

describe('the members export’s name', () => {
  it('has the day in Papua New Guinea (UTC+10): from 14:00 UTC, the next day', () => {
    expect(membersFileName('Lae Baptist Church', new Date('2026-11-25T13:59:00Z'))).toBe(
      'Lae Baptist Church members 2026-11-25.csv',
    );
    expect(membersFileName('Lae Baptist Church', new Date('2026-11-25T15:30:00Z'))).toBe(
      'Lae Baptist Church members 2026-11-26.csv',
    );
  });
});
