import { describe, expect, it } from 'vitest';
import { SearchIndex, type Passage } from './search-index';
import { editDistance, terms } from './text';

const passage = (key: string, heading: string, body: string, keywords?: string): Passage => ({
  key,
  kind: 'faq',
  title: heading,
  text: body,
  search: { heading, body, keywords },
});

describe("the assistant's words", () => {
  it('meets plurals and verb forms at one stem', () => {
    expect(terms('scams scammer scammed scamming')).toEqual(['scam', 'scam', 'scam', 'scam']);
    expect(terms('passwords password')).toEqual(['password', 'password']);
  });

  it('reads the words PNG learners use for the same thing as one', () => {
    expect(terms('my cellmoni')).toEqual(terms('mobile money'));
    expect(terms('How do I sign up?')).toEqual(terms('register'));
    expect(terms('enrollment')).toEqual(terms('enrol'));
    expect(terms('WhatsApp')).toEqual(terms('whats app'));
  });

  it('leaves out common words and numbers other than years, amounts in kina among them', () => {
    expect(terms('What is the Cybercrime Code Act of 2016, and K5000?')).toEqual(['cybercrim', 'code', 'act', '2016']);
    expect(terms('someone took K300 from my micash last nite')).toEqual(terms('someone took from my micash last nite'));
  });

  it('reads words split in two, Tok Pisin words and SMS spellings as the content writes them', () => {
    expect(terms('what is ransom ware')).toEqual(terms('what is ransomware'));
    expect(terms('my sertifikit')).toEqual(terms('my certificate'));
    expect(terms('salim mani long mobail')).toEqual(terms('send money mobile'));
    expect(terms('who has access')).not.toContain(terms('access code')[0]);
  });

  it('counts edits, stopping past the limit', () => {
    expect(editDistance('phishing', 'fishing', 2)).toBe(2);
    expect(editDistance('registr', 'regist', 1)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('the search index', () => {
  const index = new SearchIndex([
    passage(
      'faq:report',
      'How do I report a scam?',
      'Report it to the police Cybercrime Unit and the NCSC.',
      'complain',
    ),
    passage('faq:certificate', 'How do I get my certificate?', 'Pass every quiz in the course.'),
    passage('faq:password', 'How do I reset my password?', 'Use Forgot password on the sign-in page.'),
  ]);

  it('ranks the passage whose heading holds the question first', () => {
    const hits = index.search(index.queryTerms('report a scam'));
    expect(hits[0]!.passage.key).toBe('faq:report');
  });

  it('finds a misspelt word by the nearest indexed word', () => {
    expect(index.search(index.queryTerms('sertificate'))[0]!.passage.key).toBe('faq:certificate');
    expect(index.search(index.queryTerms('pasword'))[0]!.passage.key).toBe('faq:password');
  });

  it('finds nothing for words it does not know, and says so', () => {
    const query = index.queryTerms('pizza joke');
    expect(index.search(query)).toEqual([]);
    expect(index.knownWeight(query)).toBe(0);
  });
});
