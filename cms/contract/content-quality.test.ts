/**
 * The content quality check (ADR 0041): the figures and the warnings editors read, and the targets a course fails.
 */
import { describe, expect, it } from 'vitest';
import {
  allowedMisses,
  checkCourse,
  formatMinutes,
  lessonWords,
  nearDuplicate,
  parseDurationMinutes,
  quizWarnings,
  tokPisinQuizMismatch,
  type QualityCourse,
  type QualityModule,
  type QualityQuestion,
} from './content-quality';

/** A question with the right answer at `right`, options of the given lengths in letters. */
function question(right: number, lengths: number[]): QualityQuestion {
  return {
    options: lengths.map((length, index) => ({
      text: `${String.fromCharCode(97 + index)}${'x'.repeat(length - 1)}`,
      isCorrect: index === right,
    })),
  };
}

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

/** A module that meets every target: 4 balanced four-option questions, right answers spread, 15 minutes honest. */
function goodModule(title: string): QualityModule {
  return {
    title,
    // 1,100 words (the heading is one) ÷ 100 = 11 minutes, + 4 questions = 15 minutes.
    lesson: `## Heading\n\n${words(1099)}`,
    quiz: [
      question(0, [10, 12, 14, 16]),
      question(1, [16, 12, 14, 10]),
      question(2, [10, 16, 12, 14]),
      question(3, [14, 16, 10, 12]),
    ],
    passMark: 70,
    estimatedDuration: '15 minutes',
  };
}

const goodCourse = (): QualityCourse => ({
  title: 'Good course',
  duration: '45 minutes',
  modules: [goodModule('One'), goodModule('Two'), goodModule('Three')],
});

describe('durations as editors write them', () => {
  it('reads minutes and hours, and refuses what it cannot read', () => {
    expect(parseDurationMinutes('20 minutes')).toBe(20);
    expect(parseDurationMinutes('1 hour 20 minutes')).toBe(80);
    expect(parseDurationMinutes('2 hours')).toBe(120);
    expect(parseDurationMinutes('1.5 hours')).toBe(90);
    expect(parseDurationMinutes('1 hr 5 mins')).toBe(65);
    expect(parseDurationMinutes('about a day')).toBeNull();
    expect(parseDurationMinutes('3 weeks')).toBeNull();
    expect(formatMinutes(80)).toBe('1 hour 20 minutes');
    expect(formatMinutes(120)).toBe('2 hours');
    expect(formatMinutes(1)).toBe('1 minute');
  });

  it('counts the words a learner reads, not the Markdown', () => {
    expect(lessonWords('## Two words\n\n- **bold** [link](https://example.com/a/b) `code`\n\n---')).toBe(5);
  });
});

describe('quiz figures', () => {
  it('knows when a pass needs a perfect score', () => {
    expect(allowedMisses(3, 70)).toBe(0);
    expect(allowedMisses(4, 70)).toBe(1);
    expect(allowedMisses(5, 70)).toBe(1);
    expect(allowedMisses(10, 70)).toBe(3);
  });

  it('finds options that read the same', () => {
    expect(nearDuplicate('Reply STOP', 'reply stop.')).toBe(true);
    expect(nearDuplicate('Call the bank on the number on your card', 'Call the bank on the number on your cards')).toBe(
      true,
    );
    expect(nearDuplicate('Reply STOP', 'Delete the message')).toBe(false);
  });
});

describe('a course that meets every target', () => {
  it('passes, with its figures', () => {
    const report = checkCourse(goodCourse());
    expect(report.failures).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.longestRightShare).toBe(0);
    expect(report.positionCounts).toEqual([3, 3, 3, 3]);
    expect(report.fourOptionShare).toBe(1);
    expect(report.computedMinutes).toBe(45);
    expect(report.statedMinutes).toBe(45);
  });
});

describe('a course fails, with the reason in words, when', () => {
  const failuresOf = (change: (course: QualityCourse) => void) => {
    const course = goodCourse();
    change(course);
    return checkCourse(course).failures;
  };

  it('the right answer is the longest option in more than 40% of its questions', () => {
    const failures = failuresOf((course) => {
      // 6 of 12 longest: 50%.
      course.modules[0]!.quiz = [
        question(0, [16, 12, 14, 10]),
        question(1, [10, 16, 12, 14]),
        question(2, [10, 12, 16, 14]),
        question(3, [14, 10, 12, 16]),
      ];
      course.modules[1]!.quiz[0] = question(0, [16, 12, 14, 10]);
      course.modules[1]!.quiz[1] = question(1, [10, 16, 12, 14]);
    });
    expect(failures).toEqual([
      'The right answer is the longest option in 50% of this course’s questions, so learners can pass by picking the longest: keep it to 40% or less.',
    ]);
  });

  it('one position holds more than 45% of the right answers', () => {
    const failures = failuresOf((course) => {
      for (const module of course.modules)
        module.quiz = module.quiz.map((q, i) => (i < 2 ? question(0, [10, 12, 14, 16]) : q));
    });
    expect(failures).toEqual([
      '50% of the right answers are the first option: spread them so no position holds more than 45%.',
    ]);
  });

  it('fewer than 80% of its questions have 4 options', () => {
    const failures = failuresOf((course) => {
      course.modules[0]!.quiz = [
        question(0, [10, 12, 14]),
        question(1, [12, 14, 10]),
        question(2, [14, 10, 12]),
        question(3, [10, 12, 14, 16]),
      ];
    });
    expect(failures).toEqual([
      'Only 75% of the questions have 4 options: give at least 80% a fourth real mistake to choose.',
    ]);
  });

  it('a quizzed module has fewer than 4 questions', () => {
    const failures = failuresOf((course) => {
      course.modules[1]!.quiz.pop();
      course.modules[1]!.estimatedDuration = '14 minutes';
    });
    expect(failures).toEqual([
      '“Two” asks 3 quiz questions with a pass mark of 70%, learners must get every one right: give it at least 4.',
    ]);
  });

  it('a module draws fewer than 4 questions from its pool, and times the questions it asks', () => {
    const failures = failuresOf((course) => {
      const module = course.modules[1]!;
      module.quiz.push(question(0, [12, 10, 16, 14]), question(1, [14, 12, 10, 16]));
      module.quizDraw = 3;
      module.estimatedDuration = '14 minutes';
    });
    expect(failures).toEqual([
      '“Two” asks 3 quiz questions (drawn from 6) with a pass mark of 70%, learners must get every one right: give it at least 4.',
    ]);
    const drawn = checkCourse({
      ...goodCourse(),
      modules: [
        { ...goodModule('One'), quizDraw: 4, quiz: [...goodModule('One').quiz, question(2, [10, 16, 12, 14])] },
      ],
      duration: '15 minutes',
    });
    expect(drawn.modules[0]).toMatchObject({ questions: 4, pool: 5, computedMinutes: 15 });
    expect(drawn.failures).toEqual([]);
  });

  it('a module’s stated duration is more than 30% off its reading time', () => {
    const failures = failuresOf((course) => {
      course.modules[2]!.estimatedDuration = '30 minutes';
      course.duration = '55 minutes';
    });
    expect(failures).toEqual([
      '“Three” says 30 minutes but its text and quiz take about 15 minutes: it promises more than it delivers (keep within 30%).',
    ]);
  });

  it('the course’s stated duration is more than 30% off the sum of its modules, or cannot be read', () => {
    expect(failuresOf((course) => (course.duration = '2 hours'))).toEqual([
      'This course says 2 hours but its text and quiz take about 45 minutes: it promises more than it delivers (keep within 30%).',
    ]);
    expect(failuresOf((course) => (course.duration = null))).toEqual([
      'This course states no duration: its text and quiz take about 45 minutes.',
    ]);
    expect(failuresOf((course) => (course.duration = 'a morning'))).toEqual([
      'This course has a duration that cannot be read (“a morning”): write it like “1 hour 20 minutes”.',
    ]);
  });

  it('counts activity time a module declares', () => {
    expect(
      failuresOf((course) => {
        course.modules[0]!.estimatedDuration = '45 minutes';
        course.modules[0]!.activityMinutes = 30;
        course.duration = '1 hour 15 minutes';
      }),
    ).toEqual([]);
  });
});

describe('advice no target counts', () => {
  it('names duplicate options and a pass mark that needs every answer right', () => {
    const course = goodCourse();
    course.modules[0]!.quiz[0] = {
      options: [
        { text: 'Reply STOP', isCorrect: true },
        { text: 'reply stop' },
        { text: 'Delete it' },
        { text: 'Call them' },
      ],
    };
    course.modules[1]!.passMark = 80;
    const report = checkCourse(course);
    expect(report.failures).toEqual([]);
    expect(report.warnings).toEqual([
      '“One”, question 1: the options “Reply STOP” and “reply stop” read as the same answer.',
      '“Two”: with 4 questions and a pass mark of 80%, learners must get every one right.',
    ]);
  });
});

describe('one quiz, for its module’s panel', () => {
  it('says where it pulls the course’s figures past the targets, and nothing when it meets them', () => {
    expect(quizWarnings(goodModule('One'))).toEqual([]);
    const module = goodModule('One');
    module.quiz = [
      question(0, [16, 12, 14]),
      question(0, [16, 12, 14, 10]),
      question(1, [10, 16, 12]),
      question(0, [10, 12, 14]),
    ];
    expect(quizWarnings(module)).toEqual([
      'In 3 of 4 questions the right answer is the longest option: learners can guess it. Make a wrong option as long, or the right one shorter.',
      'In 3 of 4 questions the right answer is the first option: move some.',
      'Only 1 of 4 questions have 4 options: add a fourth real mistake where one exists.',
    ]);
  });
});

describe('a Tok Pisin quiz beside its English one (ADR 0049)', () => {
  const english = [question(0, [10, 12, 14, 16]), question(2, [16, 12, 14, 10]), question(1, [10, 16, 12])];

  it('pairs when it has the same questions, the same number of options and the right answer in the same place', () => {
    // The Tok Pisin options' own lengths and flags do not matter beyond the right answer's place.
    const tokPisin = [question(0, [20, 5, 9, 3]), question(2, [1, 2, 3, 4]), question(1, [7, 7, 7])];
    expect(tokPisinQuizMismatch(english, tokPisin)).toBeNull();
    expect(tokPisinQuizMismatch([], [])).toBeNull();
  });

  it('says, in words, the first place where it does not', () => {
    expect(tokPisinQuizMismatch(english, english.slice(0, 2))).toBe(
      'the Tok Pisin quiz has 2 questions, the English one 3',
    );
    expect(tokPisinQuizMismatch(english, [])).toBe('the Tok Pisin quiz has no questions, the English one 3');
    expect(tokPisinQuizMismatch(english, [english[0]!, question(2, [1, 2, 3]), english[2]!])).toBe(
      'question 2 has 3 options in Tok Pisin and 4 in English',
    );
    expect(tokPisinQuizMismatch(english, [english[0]!, english[1]!, question(0, [1, 2, 3])])).toBe(
      'in question 3 the right answer is the first option in Tok Pisin and the second in English',
    );
  });
});
