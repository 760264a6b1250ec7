import { describe, expect, it } from 'vitest';
import {
  greetingName,
  invitationEmail,
  invitationWhatsApp,
  welcomeEmail,
  welcomeWhatsApp,
} from './invitation-messages';

const common = {
  organisation: 'Lae Baptist Church',
  link: 'https://kundu.example/auth?reset=abc',
  stopLink: 'https://kundu.example/not-me/xyz',
};

describe('the name an invitation greets by (ADR 0036)', () => {
  it('is a first name as typed, of letters, up to three words', () => {
    for (const name of ['Grace', 'Maria-José', "O'Neil", 'Mary Ann', 'Ō Kila', ' Kila  Tau ']) {
      expect(greetingName(name), name).toBe(name.trim().replace(/\s+/g, ' '));
    }
  });

  it('is nothing for text that is no name: digits, a link, an address, a sentence, too long', () => {
    for (const text of [
      'WIN K5000 NOW',
      'Kila http://spam.example',
      'visit scam.example/x',
      'mary@example.org',
      'Call me on 7123 4567',
      'Please send your PIN to this number',
      'A'.repeat(31),
      '',
      null,
    ]) {
      expect(greetingName(text), String(text)).toBeNull();
    }
  });
});

describe('the messages an import sends', () => {
  it('start with the organisation’s name and carry the "not me" link', () => {
    const welcome = welcomeEmail({ ...common, name: 'Grace', email: 'grace@example.org', support: 'help@kundu.test' });
    const invitation = invitationEmail({ ...common, name: 'Rosa', support: 'help@kundu.test' });
    for (const email of [welcome, invitation]) {
      expect(email.subject.startsWith('Lae Baptist Church ')).toBe(true);
      expect(email.text.startsWith('Lae Baptist Church ')).toBe(true);
      expect(email.text).toContain(common.stopLink);
    }
    expect(welcome.text).toContain('Hello Grace,');
    expect(invitation.text).toContain('Hello Rosa,');
    for (const whatsApp of [welcomeWhatsApp(common), invitationWhatsApp(common)]) {
      expect(whatsApp.parameters).toEqual([common.organisation, common.link, common.stopLink]);
      expect(whatsApp.text.startsWith('Lae Baptist Church ')).toBe(true);
    }
  });

  it('greet without a name when the file’s first name is no name', () => {
    const email = welcomeEmail({
      ...common,
      name: 'WIN K5000 at scam.example',
      email: 'a@example.org',
      support: 'help@kundu.test',
    });
    expect(email.text).toMatch(/^Hello,$/m);
    expect(email.text).not.toContain('K5000');
  });
});
