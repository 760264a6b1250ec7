/**
 * A course's modules are in the order of its Modules list in the admin panel (ADR 0030): editors drag them there,
 * and each module's `order` (what the storefront and the learning API sort by) is kept equal to its place in that
 * list, 1 first. Each version keeps its own list: the draft course's list numbers the draft modules, the published
 * course's list the published ones, so a reordering reaches learners when the course is published.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tablesOf } from './organisation/tables';

export const COURSE_UID = 'api::course.course';
export const MODULE_UID = 'api::course-module.course-module';

/** A module's row in a course's Modules list: its place there, and the `order` it has now. */
export type Link = { moduleRow: number; courseRow: number; place: number; order: number | null };

/** Groups the links by course row. */
function byCourse(links: Link[]): Map<number, Link[]> {
  const courses = new Map<number, Link[]>();
  for (const link of links) courses.set(link.courseRow, [...(courses.get(link.courseRow) ?? []), link]);
  return courses;
}

/**
 * The `order` each module must be given so that it equals its place in its course's list, 1 first (ties between
 * equal places broken by row, so the numbering is stable): only the modules whose order is not that already.
 */
export function ordersToWrite(links: Link[]): Array<{ moduleRow: number; order: number }> {
  const writes: Array<{ moduleRow: number; order: number }> = [];
  for (const list of byCourse(links).values()) {
    list.sort((a, b) => a.place - b.place || a.moduleRow - b.moduleRow);
    for (const [index, link] of list.entries()) {
      if (link.order !== index + 1) writes.push({ moduleRow: link.moduleRow, order: index + 1 });
    }
  }
  return writes;
}

/**
 * For a database from before the list was the order: the place each module must be given in its course's list so
 * that the list is in the order learners saw (their `order`, then their place): only the places that change.
 */
export function placesToWrite(links: Link[]): Array<{ moduleRow: number; courseRow: number; place: number }> {
  const writes: Array<{ moduleRow: number; courseRow: number; place: number }> = [];
  for (const [courseRow, list] of byCourse(links)) {
    const sorted = [...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.place - b.place);
    for (const [index, link] of sorted.entries()) {
      if (link.place !== index + 1) writes.push({ moduleRow: link.moduleRow, courseRow, place: index + 1 });
    }
  }
  return writes;
}

function linkTable(strapi: Core.Strapi) {
  const tables = tablesOf(strapi);
  const link = tables.link(MODULE_UID, 'course');
  return {
    ...link,
    modules: tables.table(MODULE_UID),
    orderColumn: tables.column(MODULE_UID, 'order'),
  };
}

/**
 * Runs on the transaction the caller is in, if any (the content manager saves in one: a query beside it would wait
 * for it forever on SQLite's single connection), or on its own.
 */
function inTransaction<T>(strapi: Core.Strapi, work: (knex: Knex.Transaction) => Promise<T>): Promise<T> {
  // Cast: Strapi types `transaction` as Promise<the callback's return>, here Promise<Promise<T>>; it resolves to T.
  return strapi.db.transaction(({ trx }) => work(trx as Knex.Transaction)) as unknown as Promise<T>;
}

async function linksOf(strapi: Core.Strapi, where: { courseRows?: number[]; moduleRows?: number[] }): Promise<Link[]> {
  const t = linkTable(strapi);
  return inTransaction(strapi, async (knex) => {
    const query = knex(t.table)
      .join(t.modules, `${t.modules}.id`, `${t.table}.${t.own}`)
      .select({
        moduleRow: `${t.table}.${t.own}`,
        courseRow: `${t.table}.${t.other}`,
        place: `${t.table}.${t.inverseOrder}`,
        order: `${t.modules}.${t.orderColumn}`,
      });
    if (where.courseRows) query.whereIn(`${t.table}.${t.other}`, where.courseRows);
    if (where.moduleRows) query.whereIn(`${t.table}.${t.own}`, where.moduleRows);
    return (await query) as Link[];
  });
}

/** The row ids (draft and published) of a document. */
export async function rowsOf(strapi: Core.Strapi, uid: string, documentId: string): Promise<number[]> {
  // Query engine: every row of the document, draft and published, by numeric id for the link-table queries.
  const rows = (await strapi.db.query(uid as never).findMany({ where: { documentId }, select: ['id'] })) as Array<{
    id: number;
  }>;
  return rows.map((row) => row.id);
}

/** The course rows the given module rows are in. */
export async function coursesOfModules(strapi: Core.Strapi, moduleRows: number[]): Promise<number[]> {
  if (moduleRows.length === 0) return [];
  return [...new Set((await linksOf(strapi, { moduleRows })).map((link) => link.courseRow))];
}

/**
 * Gives each module of these course rows its place in the course's list as its `order`. Written straight to the
 * rows: a position is not an edit, so it neither marks a module modified nor runs the Document Service again.
 */
export async function numberModules(strapi: Core.Strapi, courseRows: number[]): Promise<void> {
  if (courseRows.length === 0) return;
  for (const { moduleRow, order } of ordersToWrite(await linksOf(strapi, { courseRows }))) {
    // Query engine: a row's `order` written as it is (see above).
    await strapi.db.query(MODULE_UID as never).update({ where: { id: moduleRow }, data: { order } });
  }
}

/**
 * Once, for databases from before the list was the order: puts each course's list in its modules' `order` (the
 * order learners saw), then numbers them 1, 2, 3. Does nothing where the two already agree.
 */
export async function alignModuleLists(strapi: Core.Strapi): Promise<void> {
  const t = linkTable(strapi);
  const links = await linksOf(strapi, {});
  for (const { moduleRow, courseRow, place } of placesToWrite(links)) {
    await inTransaction(strapi, (knex) =>
      knex(t.table)
        .where({ [t.own]: moduleRow, [t.other]: courseRow })
        .update({ [t.inverseOrder]: place }),
    );
  }
  await numberModules(strapi, [...byCourse(links).keys()]);
}
