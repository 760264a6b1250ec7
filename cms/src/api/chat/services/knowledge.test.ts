/** What Kumul knows of FAQ answers and alerts that name help contacts (ADR 0045): what the pages would show. */
import { describe, expect, it } from 'vitest';
import { passagesFrom, tokPisinPassages } from './knowledge';

const checked = { lastCheckedAt: '2026-11-20', checkedBy: 'Kila Tom' };

describe('Kumul’s passages', () => {
  it('resolve {{contact:KEY}} in FAQ answers and alerts, with a number only once a person has checked it', () => {
    const passages = passagesFrom({
      courses: [],
      modules: [],
      domains: [],
      alerts: [
        {
          slug: 'fake-bank-texts',
          title: 'Fake bank texts',
          description: 'Texts ask for your PIN. Tell {{contact:police}}.',
          protectionTip: 'Report the number to {{contact:digicel}}.',
        },
      ],
      faqs: [
        {
          slug: 'who-to-call',
          question: 'Who do I call about a scam?',
          answer: 'Call {{contact:digicel}} and tell {{contact:police}}.',
        },
      ],
      contacts: [
        { key: 'digicel', name: 'Digicel', phone: '7000 0000', ...checked },
        { key: 'police', name: 'RPNGC Cybercrime Unit', phone: '180 0000' },
      ],
    });
    const text = (key: string) => passages.find((passage) => passage.key === key)!;
    expect(text('faq:who-to-call').text).toBe('Call Digicel (7000 0000) and tell RPNGC Cybercrime Unit.');
    expect(text('faq:who-to-call').search.body).toBe('Call Digicel (7000 0000) and tell RPNGC Cybercrime Unit.');
    expect(text('alert:fake-bank-texts').text).toBe('Report the number to Digicel (7000 0000).');
    expect(JSON.stringify(passages)).not.toContain('180 0000');
    expect(JSON.stringify(passages)).not.toContain('{{contact:');
  });
});

describe('Kumul’s Tok Pisin passages (issue 22)', () => {
  const rows = {
    courses: [{ documentId: 'c1', slug: 'scams', title: 'Spot scams', description: 'Learn the tricks.', isFree: true }],
    modules: [{ slug: 'tricks', title: 'The tricks', description: 'Five stories.', course: { documentId: 'c1' } }],
    domains: [],
    alerts: [{ slug: 'fake-prize', title: 'Fake prize texts', description: 'A text says you won.' }],
    faqs: [{ slug: 'pin', question: 'Should I share my PIN?', answer: 'No. Never share your PIN.', link: '/courses' }],
  };
  const passages = tokPisinPassages(rows, {
    courses: [{ slug: 'scams', title: 'Lukim ol scam', description: '' }],
    modules: [],
    domains: [],
    alerts: [],
    faqs: [{ slug: 'pin', question: 'Mi ken givim PIN?', answer: 'Nogat. No ken givim PIN.', linkTitle: 'Ol kos' }],
  });
  const passage = (key: string) => passages.find((candidate) => candidate.key === key)!;

  it('say the Tok Pisin text where there is one, keep the link, and are searched in both languages', () => {
    expect(passage('faq:pin')).toMatchObject({ title: 'Ol kos', path: '/courses', text: 'Nogat. No ken givim PIN.' });
    expect(passage('faq:pin').search.heading).toBe('Should I share my PIN? Mi ken givim PIN?');
    expect(passage('faq:pin').search.body).toBe('No. Never share your PIN. Nogat. No ken givim PIN.');
  });

  it('keep the English text a version lacks, and the English passages that have no version', () => {
    expect(passage('course:scams')).toMatchObject({ title: 'Lukim ol scam', text: 'Learn the tricks.' });
    expect(passage('alert:fake-prize')).toEqual(passagesFrom(rows).find((p) => p.key === 'alert:fake-prize'));
    // A module of a translated course names the course as the learner reads it.
    expect(passage('module:tricks')).toMatchObject({ title: 'The tricks', course: { title: 'Lukim ol scam' } });
  });
});
