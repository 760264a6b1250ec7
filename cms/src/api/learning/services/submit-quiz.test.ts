/**
 * How a quiz is scored (spec 2.8, ADR 0016, 0038), without a CMS: a percentage of right answers, rounded; each answer
 * read through the order the learner was shown and compared with the one right option; a skipped or impossible
 * answer refused, naming the question, before anything is scored; the result names the right options only once the
 * module is passed. The learning API (cms/test/learning.test.ts) holds the pass mark, attempts and waits around it.
 */
import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { learningMessages } from '../../../lib/learning-messages';
import type { QuizQuestion } from '../learner-module';
import { resultForLearner, scoreQuiz } from './submit-quiz';

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
/** The options as the editor ordered them. */
const AS_WRITTEN = QUIZ.map((entry) => entry.options.map((_, index) => index));

describe('scoreQuiz', () => {
  it('scores the share of right answers as a whole percentage, and says which were right', () => {
    expect(scoreQuiz(QUIZ, [0, 2, 1], AS_WRITTEN, messages).score).toBe(100);
    const twoOfThree = scoreQuiz(QUIZ, [0, 2, 0], AS_WRITTEN, messages);
    expect(twoOfThree.score).toBe(67);
    expect(twoOfThree.results).toEqual([
      { chosen: 0, correct: 0, isCorrect: true, explanation: 'Why: Is a K50 release fee a scam?' },
      { chosen: 2, correct: 2, isCorrect: true, explanation: 'Why: Who needs your PIN?' },
      { chosen: 0, correct: 1, isCorrect: false, explanation: 'Why: Report to?' },
    ]);
    expect(scoreQuiz(QUIZ, [1, 0, 0], AS_WRITTEN, messages).score).toBe(0);
    expect(scoreQuiz(QUIZ.slice(0, 2), [0, 0], AS_WRITTEN, messages).score).toBe(50);
  });

  it('rounds to the nearest whole percent: one of three right is 33, one of six 17', () => {
    expect(scoreQuiz(QUIZ, [0, 0, 0], AS_WRITTEN, messages).score).toBe(33);
    const six = Array.from({ length: 6 }, (_, index) => question(`Question ${index + 1}`, 0));
    expect(scoreQuiz(six, [0, 1, 1, 1, 1, 1], AS_WRITTEN.concat(AS_WRITTEN), messages).score).toBe(17);
  });

  it('refuses a quiz with a question skipped, naming each one skipped, in words', () => {
    const refusal = (() => {
      try {
        scoreQuiz(QUIZ, [0, null, null], AS_WRITTEN, messages);
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
    expect(() => scoreQuiz(QUIZ, [0, 3, 1], AS_WRITTEN, messages)).toThrow(messages.answerEveryQuestion);
    expect(() => scoreQuiz(QUIZ, [0, 2], AS_WRITTEN, messages)).toThrow(messages.answerEveryQuestion);
    expect(() => scoreQuiz(QUIZ, [0, 2, 1, 0], AS_WRITTEN, messages)).toThrow(
      'This quiz asks 3 questions, but 4 answers were sent. Open the module again and answer the questions as shown.',
    );
  });

  it('reads each answer through the order the learner was shown', () => {
    // Shown reversed: the learner's option 2 is the editor's option 0.
    const reversed = QUIZ.map((entry) => entry.options.map((_, index) => entry.options.length - 1 - index));
    const scored = scoreQuiz(QUIZ, [2, 0, 1], reversed, messages);
    expect(scored.score).toBe(100);
    expect(scored.results.map((result) => result.chosen)).toEqual([0, 2, 1]);
    expect(scoreQuiz(QUIZ, [0, 2, 1], reversed, messages).score).toBe(33);
  });
});

describe('resultForLearner', () => {
  const scored = scoreQuiz(QUIZ, [0, 0, 1], AS_WRITTEN, messages);

  it('says which answers were wrong and why, without the right options, until the module is passed', () => {
    expect(resultForLearner(QUIZ, scored.results, false)).toEqual([
      {
        prompt: 'Is a K50 release fee a scam?',
        yourAnswer: 'Option 1',
        isCorrect: true,
        explanation: 'Why: Is a K50 release fee a scam?',
        rightAnswer: null,
      },
      {
        prompt: 'Who needs your PIN?',
        yourAnswer: 'Option 1',
        isCorrect: false,
        explanation: 'Why: Who needs your PIN?',
        rightAnswer: null,
      },
      {
        prompt: 'Report to?',
        yourAnswer: 'Option 2',
        isCorrect: true,
        explanation: 'Why: Report to?',
        rightAnswer: null,
      },
    ]);
  });

  it('names the right option of each question once the module is passed', () => {
    expect(resultForLearner(QUIZ, scored.results, true).map((result) => result.rightAnswer)).toEqual([
      'Option 1',
      'Option 3',
      'Option 2',
    ]);
  });
});
