/**
 * How a quiz is scored (spec 2.8, ADR 0016), without a CMS: a percentage of right answers, rounded; each answer
 * compared with the one right option; a skipped or impossible answer refused, naming the question, before anything
 * is scored. The learning API (cms/test/learning.test.ts) holds the pass mark, attempts and progress around it.
 */
import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { learningMessages } from '../../../lib/learning-messages';
import type { QuizQuestion } from '../learner-module';
import { scoreQuiz } from './submit-quiz';

const messages = learningMessages('help@kundu.test');

const question = (prompt: string, correct: number, options = 3): QuizQuestion => ({
  prompt,
  explanation: `Why: ${prompt}`,
  options: Array.from({ length: options }, (_, index) => ({
    text: `Option ${index + 1}`,
    isCorrect: index === correct,
  })),
});

const QUIZ = [
  question('Is a K50 release fee a scam?', 0),
  question('Who needs your PIN?', 2),
  question('Report to?', 1),
];

describe('scoreQuiz', () => {
  it('scores the share of right answers as a whole percentage, and says which were right', () => {
    expect(scoreQuiz(QUIZ, [0, 2, 1], messages).score).toBe(100);
    const twoOfThree = scoreQuiz(QUIZ, [0, 2, 0], messages);
    expect(twoOfThree.score).toBe(67);
    expect(twoOfThree.results).toEqual([
      { chosen: 0, correct: 0, isCorrect: true, explanation: 'Why: Is a K50 release fee a scam?' },
      { chosen: 2, correct: 2, isCorrect: true, explanation: 'Why: Who needs your PIN?' },
      { chosen: 0, correct: 1, isCorrect: false, explanation: 'Why: Report to?' },
    ]);
    expect(scoreQuiz(QUIZ, [1, 0, 0], messages).score).toBe(0);
    expect(scoreQuiz(QUIZ.slice(0, 2), [0, 0], messages).score).toBe(50);
  });

  it('rounds to the nearest whole percent: one of three right is 33, one of six 17', () => {
    expect(scoreQuiz(QUIZ, [0, 0, 0], messages).score).toBe(33);
    const six = Array.from({ length: 6 }, (_, index) => question(`Question ${index + 1}`, 0));
    expect(scoreQuiz(six, [0, 1, 1, 1, 1, 1], messages).score).toBe(17);
  });

  it('refuses a quiz with a question skipped, naming each one skipped, in words', () => {
    const refusal = (() => {
      try {
        scoreQuiz(QUIZ, [0, null, null], messages);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(errors.ValidationError);
    expect((refusal as Error).message).toBe(messages.answerEveryQuestion);
    expect((refusal as errors.ValidationError).details).toEqual({
      errors: [
        { path: ['answer-1'], message: messages.answerQuestion(2), name: 'ValidationError' },
        { path: ['answer-2'], message: messages.answerQuestion(3), name: 'ValidationError' },
      ],
    });
  });

  it('refuses an option the question does not have, and answers for another number of questions', () => {
    expect(() => scoreQuiz(QUIZ, [0, 3, 1], messages)).toThrow(messages.answerEveryQuestion);
    expect(() => scoreQuiz(QUIZ, [0, 2], messages)).toThrow(messages.answerEveryQuestion);
    expect(() => scoreQuiz(QUIZ, [0, 2, 1, 0], messages)).toThrow(messages.answerEveryQuestion);
  });
});
