/** What Kumul knows of FAQ answers and alerts that name help contacts (ADR 0045): what the pages would show. */
import { describe, expect, it } from 'vitest';
import { passagesFrom } from './knowledge';

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
