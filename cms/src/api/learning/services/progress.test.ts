/**
 * Progress through a course (ADR 0015), without a CMS: finished published modules over published modules, rounded;
 * the next module the first not finished, in course order; a course completed once every published module is
 * finished, and completed for good; a module finished by its first passed attempt, and its best score kept. The
 * learning API around these (row locks, certificates): cms/test/learning.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { PublishedModule } from '../../../lib/course-content';
import { courseProgress, nextModuleRecord, percentOf, settlement } from './progress';

const module = (documentId: string, order: number): PublishedModule =>
  ({
    documentId,
    title: `Module ${order}`,
    order,
    estimatedDuration: '10 minutes',
    downloadBytes: null,
  }) as PublishedModule;
const MODULES = [module('one', 1), module('two', 2), module('three', 3)];
const NOW = '2026-11-25T01:00:00.000Z';

describe('percentOf', () => {
  it('rounds to whole percents, and a course without modules is at 0', () => {
    expect([percentOf(1, 3), percentOf(2, 3), percentOf(3, 3), percentOf(0, 3)]).toEqual([33, 67, 100, 0]);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('courseProgress', () => {
  it('counts the published modules finished, and points at the first one not finished, in course order', () => {
    const state = courseProgress(MODULES, new Set(['one', 'three']), null);
    expect(state).toMatchObject({ progress: 67, nextModuleId: 'two' });
    expect(courseProgress(MODULES, new Set(), null)).toMatchObject({ progress: 0, nextModuleId: 'one' });
  });

  it('ignores what was finished of a module no longer published', () => {
    expect(courseProgress(MODULES, new Set(['one', 'withdrawn']), null)).toMatchObject({ progress: 33 });
  });

  it('keeps a completed course at 100 when modules are added later', () => {
    const grown = [...MODULES, module('four', 4)];
    expect(courseProgress(grown, new Set(['one', 'two', 'three']), NOW)).toMatchObject({
      progress: 100,
      nextModuleId: 'four',
    });
  });
});

describe('settlement', () => {
  it('completes the course when the last published module is finished, at that moment', () => {
    const done = courseProgress(MODULES, new Set(['one', 'two', 'three']), null);
    expect(settlement(null, done, NOW)).toEqual({ completes: true, completedAt: NOW, progress: 100 });
  });

  it('does not complete a course with a module left, nor a course with no published module', () => {
    const partly = courseProgress(MODULES, new Set(['one']), null);
    expect(settlement(null, partly, NOW)).toEqual({ completes: false, completedAt: null, progress: 33 });
    expect(settlement(null, courseProgress([], new Set(), null), NOW)).toEqual({
      completes: false,
      completedAt: null,
      progress: 0,
    });
  });

  it('completes a course once: a completed one keeps its date, and issues nothing again', () => {
    const earlier = '2026-11-01T00:00:00.000Z';
    const done = courseProgress(MODULES, new Set(['one', 'two', 'three']), earlier);
    expect(settlement(earlier, done, NOW)).toEqual({ completes: false, completedAt: earlier, progress: 100 });
  });
});

describe('nextModuleRecord', () => {
  it('counts scored attempts, keeps the best score, and finishes the module at the first pass', () => {
    const failed = nextModuleRecord(null, { score: 50, finished: false }, NOW);
    expect(failed).toEqual({ attempts: 1, bestScore: 50, finishedAt: null, lastAttemptAt: NOW });
    const later = '2026-11-25T02:00:00.000Z';
    const passed = nextModuleRecord(failed, { score: 100, finished: true }, later);
    expect(passed).toEqual({ attempts: 2, bestScore: 100, finishedAt: later, lastAttemptAt: later });
  });

  it('keeps a finished module finished, and its best score, when a later attempt fails', () => {
    const passed = { attempts: 2, bestScore: 100, finishedAt: NOW };
    expect(nextModuleRecord(passed, { score: 33, finished: false }, '2026-11-26T00:00:00.000Z')).toMatchObject({
      attempts: 3,
      bestScore: 100,
      finishedAt: NOW,
    });
  });

  it('finishes a module read without a quiz, without counting an attempt', () => {
    expect(nextModuleRecord(null, { score: null, finished: true }, NOW)).toEqual({
      attempts: 0,
      bestScore: null,
      finishedAt: NOW,
      lastAttemptAt: null,
    });
  });
});
