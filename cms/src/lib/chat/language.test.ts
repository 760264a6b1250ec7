/** The language of a question to Kumul (issue 22): Tok Pisin or English by its small words, else the learner's. */
import { describe, expect, it } from 'vitest';
import { questionLanguage } from './language';

describe('the language of a question', () => {
  it('is Tok Pisin when it is written in Tok Pisin, whatever the learner chose', () => {
    for (const question of [
      'Olsem wanem bai mi kisim setifiket bilong mi?',
      'mi lusim password blo mi, helpim mi plis',
      'ol i hakim facebook bilong mi',
      'wanem samting ransomware',
      'kos i fri o nogat?',
      'mi laik save long phishing',
      'em i tru o giaman?',
      'husat bai mi ripotim scam long em',
    ])
      expect(questionLanguage(question, 'en'), question).toBe('tpi');
  });

  it('is English when it is written in English, whatever the learner chose', () => {
    for (const question of [
      'How do I get my certificate?',
      'I forgot my password',
      'is it free?',
      'how long does the course take',
      'Someone on Facebook wants my BSP account PIN',
      'What is ransomware?',
    ])
      expect(questionLanguage(question, 'tpi'), question).toBe('en');
  });

  it('is the language the learner chose when a question is too short or too mixed to say', () => {
    for (const question of ['setifiket?', 'hi', 'password', 'WhatsApp PIN', 'ok tenkyu', 'BSP', 'mi forgot password'])
      for (const chosen of ['en', 'tpi'] as const) expect(questionLanguage(question, chosen), question).toBe(chosen);
  });

  it('goes by the language most of a mixed question is in', () => {
    expect(questionLanguage('my fb account i bin hak, olsem wanem bai mi kisim bek?', 'en')).toBe('tpi');
    expect(questionLanguage('how do I reset my password if I forgot it? mi lus tingting', 'tpi')).toBe('en');
  });
});
