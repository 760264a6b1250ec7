/**
 * A course's Modules list is the order learners see (ADR 0030), without a CMS: each module's `order` is its place in
 * the list, 1 first, and only the modules out of step are written; a database from before the list was the order
 * gets the list put in the order learners saw. The admin panel's side: cms/test/editors.test.ts; the migration at a
 * start: cms/test/deployment.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ordersToWrite, placesToWrite, type Link } from './module-order';

const link = (courseRow: number, moduleRow: number, place: number, order: number | null): Link => ({
  courseRow,
  moduleRow,
  place,
  order,
});

describe('ordersToWrite', () => {
  it("numbers each course's modules by their place in its list, writing only those out of step", () => {
    const links = [link(1, 10, 2, 2), link(1, 11, 1, 2), link(1, 12, 3, 3), link(2, 20, 1, 1)];
    expect(ordersToWrite(links)).toEqual([{ moduleRow: 11, order: 1 }]);
  });

  it('gives a module dragged to the top 1, and moves the others down', () => {
    const links = [link(1, 10, 2, 1), link(1, 11, 3, 2), link(1, 12, 1, 3)];
    expect(ordersToWrite(links)).toEqual([
      { moduleRow: 12, order: 1 },
      { moduleRow: 10, order: 2 },
      { moduleRow: 11, order: 3 },
    ]);
  });

  it('numbers a module added without a place after the others, and breaks equal places by row', () => {
    const links = [link(1, 11, 1, 1), link(1, 10, 1, null), link(1, 12, 2, 1)];
    expect(ordersToWrite(links)).toEqual([
      { moduleRow: 10, order: 1 },
      { moduleRow: 11, order: 2 },
      { moduleRow: 12, order: 3 },
    ]);
  });

  it('writes nothing when every order is its place already, or there is no module', () => {
    expect(ordersToWrite([link(1, 10, 1, 1), link(1, 11, 2, 2)])).toEqual([]);
    expect(ordersToWrite([])).toEqual([]);
  });
});

describe('placesToWrite', () => {
  it('puts the list in the order learners saw, from the orders editors typed before', () => {
    // The module written second was given order 1: learners saw it first.
    const links = [link(1, 10, 1, 2), link(1, 11, 2, 1)];
    expect(placesToWrite(links)).toEqual([
      { moduleRow: 11, courseRow: 1, place: 1 },
      { moduleRow: 10, courseRow: 1, place: 2 },
    ]);
  });

  it('keeps the list where the orders agree with it, and breaks equal orders by place', () => {
    expect(placesToWrite([link(1, 10, 1, 1), link(1, 11, 2, 2), link(2, 20, 1, 5)])).toEqual([]);
    expect(placesToWrite([link(1, 10, 2, 1), link(1, 11, 1, 1)])).toEqual([]);
  });
});
