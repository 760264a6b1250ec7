/**
 * The CMS's Tok Pisin catalogues (ADR 0046) against the English ones: every key of one is in the other, of the same
 * kind (functions of the same arity, lists of the same length). TypeScript refuses most gaps already
 * (`Translation<typeof english>`); this catches the rest (an extra key, a list one entry short).
 */
import { describe, expect, it } from 'vitest';
import { catalogueShape as shape, type Language } from '../../contract/language';
import { ENGLISH as accountFormsEnglish, MESSAGES } from '../../contract/account-forms';
import { ENROLMENT_ENGLISH, ENROLMENT_MESSAGES, QUIZ_ENGLISH, QUIZ_MESSAGES } from '../../contract/learning-forms';
import { ENGLISH as organisationsEnglish, ORGANISATION_MESSAGES } from '../../contract/organisations';
import { ENGLISH as verificationEnglish, VERIFICATION_MESSAGES } from '../../contract/verification';
import { accountFormMessages } from '../../contract/tpi/account-forms';
import { learningFormMessages } from '../../contract/tpi/learning-forms';
import { organisationMessages } from '../../contract/tpi/organisations';
import { verificationMessages } from '../../contract/tpi/verification';
import { accountMessages, english as accountEnglish } from './account-messages';
import { chatMessages, english as chatEnglish } from './chat/messages';
import { learningMessages, english as learningEnglish } from './learning-messages';
import { withLanguage } from './language';
import { accountMessages as accountTokPisin } from './tpi/account-messages';
import { chatMessages as chatTokPisin } from './tpi/chat-messages';
import { learningMessages as learningTokPisin } from './tpi/learning-messages';

const SUPPORT = 'help@kundu.test';

const pairs: Array<[string, unknown, unknown]> = [
  ['account', accountEnglish(SUPPORT), accountTokPisin(SUPPORT)],
  ['learning', learningEnglish(SUPPORT), learningTokPisin(SUPPORT)],
  ['chat', chatEnglish(SUPPORT), chatTokPisin(SUPPORT)],
  ['account forms', accountFormsEnglish, accountFormMessages],
  ['enrolment form', ENROLMENT_ENGLISH, learningFormMessages.enrolment],
  ['quiz form', QUIZ_ENGLISH, learningFormMessages.quiz],
  ['organisations', organisationsEnglish, organisationMessages],
  ['verification', verificationEnglish, verificationMessages],
];

describe('the CMS’s Tok Pisin catalogues', () => {
  it.each(pairs)('%s: has every key of the English one and no other, each of the same kind', (_name, en, tpi) => {
    expect(shape(tpi)).toEqual(shape(en));
  });

  it.each(pairs)('%s: has no sentence left in English', (_name, en, tpi) => {
    const texts = (value: unknown, path = ''): Array<[string, string]> =>
      typeof value === 'string'
        ? [[path, value]]
        : typeof value === 'object' && value !== null
          ? Object.entries(value).flatMap(([key, v]) => texts(v, `${path}.${key}`))
          : [];
    const english = new Map(texts(en));
    expect(texts(tpi).filter(([path, text]) => english.get(path) === text)).toEqual([]);
  });

  it('answers in the language of the request being handled, English outside one', () => {
    const read = () => ({
      account: accountMessages(SUPPORT).invalidCredentials,
      learning: learningMessages(SUPPORT).quizWait(61),
      chat: chatMessages(SUPPORT).blank,
      form: MESSAGES.password,
      enrolment: ENROLMENT_MESSAGES.courseIdInvalid,
      quiz: QUIZ_MESSAGES.attemptRequired,
      organisation: ORGANISATION_MESSAGES.inviteExpired('Wantok Church'),
      verification: VERIFICATION_MESSAGES.noPhone,
    });
    const inLanguage = (language: Language) => withLanguage(language, read);
    expect(read()).toEqual(inLanguage('en'));
    expect(inLanguage('en').learning).toBe(
      'Not yet: you can submit this quiz again in 2 minutes. Use the time to read the lesson and the explanations again.',
    );
    expect(inLanguage('tpi')).toEqual({
      account: 'Email o password i no stret.',
      learning:
        'I no yet: yu ken salim dispela kwis gen bihain long 2 minit. Long dispela taim, ritim lesen na ol as bilong en gen.',
      chat: 'Plis raitim toksave.',
      form: 'Password i mas gat 6 leta o moa',
      enrolment: 'Nogat kos i gat dispela id.',
      quiz: 'Dispela fom bilong kwis i olpela pinis. Opim hap skul gen na bekim ol askim olsem yu lukim.',
      organisation: 'Taim bilong dispela invite link i pinis. Askim Wantok Church long nupela link.',
      verification: 'Dispela account i no gat fon namba long sekim.',
    });
  });

  it('answers each request in its language even when a service kept the catalogue from its start', () => {
    // Strapi makes a service when it is first asked for, inside the first request that asks for it.
    const kept = withLanguage('tpi', () => accountMessages(SUPPORT));
    expect(withLanguage('en', () => kept.invalidCredentials)).toBe('Invalid email or password.');
    expect(withLanguage('tpi', () => kept.storageFull(50))).toContain('50 MB');
    expect(withLanguage('tpi', () => kept.invalidCredentials)).toBe('Email o password i no stret.');
    expect(kept.invalidCredentials).toBe('Invalid email or password.');
  });

  it('finds a key missing from one side', () => {
    expect(shape({ a: 'x', b: { c: (n: number) => `${n}` } })).not.toEqual(shape({ a: 'x', b: { c: () => '' } }));
    expect(shape({ a: 'x', b: 'y' })).not.toEqual(shape({ a: 'x' }));
  });
});
