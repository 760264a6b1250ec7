/**
 * What an administrator's role may read decides what they may search, filter and sort by, and what they are
 * answered, in related entries too (ADR 0037). Strapi's Content Manager holds a role to its fields on the type listed
 * only: its search (`_q`) looks through every text column, and a filter, a sort or a related entry in the answer
 * reaches every field of a related type once the relation itself may be read (a learner's phone number through an
 * enrolment's learner). `withReadableFields` wraps the Content Manager's permission checker
 * (extensions/content-manager/strapi-server.ts) so that:
 * - `_q` searches only the text fields the role may read (the super admin, who reads all, keeps Strapi's search);
 * - filters and sorts on a field of a related type the role may not read are dropped before Strapi's own checks, as
 *   Strapi drops those on the listed type: the answer is the same as without them;
 * - related entries in an answer keep only the fields the role may read of their type.
 */
import type { Core } from '@strapi/strapi';
import { traverse, traverseEntity } from '@strapi/utils';

const READ = 'plugin::content-manager.explorer.read';
/** Every entry's identity and dates, which Strapi gives with any entry a role may list. */
const ALWAYS_READABLE = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale']);
/** What Strapi's `_q` searches: text columns not marked `searchable: false` (@strapi/database's search). */
const SEARCHED_TYPES = new Set(['string', 'text', 'uid', 'email', 'enumeration', 'richtext']);
const NUMBER_TYPES = new Set(['integer', 'biginteger', 'decimal', 'float']);
/** Attributes a sort goes into, naming a field of what they hold. */
const NESTED_TYPES = new Set(['relation', 'component', 'media', 'dynamiczone']);

type Ability = { can(action: string, subject: string, field?: string): boolean };
type Attribute = { type: string; searchable?: boolean };
type Model = { uid: string; modelType?: string; attributes: Record<string, Attribute> };
type Query = Record<string, unknown> & { _q?: unknown; filters?: unknown; sort?: unknown };
type VisitorArgs = { key: string; attribute?: unknown; schema: Model; path: { attribute: string | null } };
type Remove = { remove(key: string): void };

export type PermissionChecker = {
  sanitizeOutput(data: unknown, options?: unknown): Promise<unknown>;
  sanitizeQuery(query: Query, options?: unknown): Promise<Query>;
  sanitizedQuery: ((query: Query, action?: unknown) => Promise<Query>) & Record<string, unknown>;
  [other: string]: unknown;
};

/** Whether the role may read a field (a component's or relation's name: any of its nested fields) of a type. */
function readability(strapi: Core.Strapi, ability: Ability) {
  const byType = new Map<string, Set<string>>();
  const readableOf = (uid: string): Set<string> => {
    let readable = byType.get(uid);
    if (!readable) {
      const model = strapi.getModel(uid as never);
      const fields: string[] = model
        ? strapi.service('admin::content-type').getNestedFields(model, { components: strapi.components })
        : [];
      readable = new Set(fields.filter((field) => ability.can(READ, uid, field)).map((field) => field.split('.')[0]!));
      byType.set(uid, readable);
    }
    return readable;
  };
  return (uid: string, key: string) => ALWAYS_READABLE.has(key) || readableOf(uid).has(key);
}

/**
 * A field of a related type (not the listed type itself, whose fields Strapi checks, nor a component, checked with
 * its parent), of a type the Content Manager grants: the admin panel's own users and media have rules of their own.
 */
function isRelatedField({ attribute, schema, path }: VisitorArgs): boolean {
  return (
    attribute !== undefined &&
    Boolean(path.attribute?.includes('.')) &&
    schema.modelType === 'contentType' &&
    !schema.uid.startsWith('admin::') &&
    !schema.uid.startsWith('plugin::upload.')
  );
}

export function withReadableFields(
  strapi: Core.Strapi,
  checker: PermissionChecker,
  { userAbility, model }: { userAbility: Ability; model: string },
): PermissionChecker {
  const canRead = readability(strapi, userAbility);
  // Cast: `model` is a uid the Content Manager passes as a string; only uid, modelType and attributes are read.
  const schema = strapi.getModel(model as never) as unknown as Model | undefined;
  if (!schema) return checker;
  const context = { schema: schema as never, getModel: strapi.getModel.bind(strapi) as never };

  const dropUnreadable = (args: VisitorArgs, { remove }: Remove) => {
    if (isRelatedField(args) && !canRead(args.schema.uid, args.key)) remove(args.key);
  };

  const dropEmptyRelations = (
    { key, attribute, value }: { key: string; attribute?: { type: string }; value: unknown },
    { remove }: Remove,
  ) => {
    const empty =
      value === undefined ||
      value === null ||
      value === '' ||
      (typeof value === 'object' && !Object.keys(value).length);
    if (attribute && NESTED_TYPES.has(attribute.type) && empty) remove(key);
  };

  /** `_q` as the role may search it: its readable text fields (and numbers, for a number), or Strapi's own. */
  const search = (query: Query): Query => {
    if (query._q === undefined) return query;
    const { _q: text, ...rest } = query;
    if (typeof text !== 'string' || text === '') return rest;
    const searched = Object.entries(schema.attributes).filter(
      ([, attribute]) => SEARCHED_TYPES.has(attribute.type) && attribute.searchable !== false,
    );
    if (searched.every(([name]) => canRead(model, name))) return query;
    const numeric = !Number.isNaN(Number(text));
    const fields = Object.entries(schema.attributes)
      .filter(
        ([name, attribute]) =>
          attribute.searchable !== false &&
          (SEARCHED_TYPES.has(attribute.type) || (numeric && NUMBER_TYPES.has(attribute.type))) &&
          canRead(model, name),
      )
      .map(([name]) => name);
    if (numeric) fields.push('id');
    const matches = fields.length
      ? { $or: fields.map((field) => ({ [field]: { $containsi: text } })) }
      : { id: { $null: true } };
    return { ...rest, filters: rest.filters ? { $and: [rest.filters, matches] } : matches };
  };

  const restrict = async (query: Query): Promise<Query> => {
    const searched = search(query ?? {});
    const restricted = { ...searched };
    if (searched.filters !== undefined) {
      restricted.filters = await traverse.traverseQueryFilters(dropUnreadable as never, context, searched.filters);
    }
    if (searched.sort !== undefined) {
      const sort = await traverse.traverseQuerySort(dropUnreadable as never, context, searched.sort);
      // A relation left with no field to sort by is dropped too: the database refuses `sort=user` with a 500.
      restricted.sort = await traverse.traverseQuerySort(dropEmptyRelations as never, context, sort);
    }
    return restricted;
  };

  const stripRelated = async (data: unknown): Promise<unknown> => {
    if (Array.isArray(data)) return Promise.all(data.map(stripRelated));
    if (!data || typeof data !== 'object') return data;
    return traverseEntity(dropUnreadable as never, context, data as never);
  };

  const original = checker.sanitizedQuery;
  const sanitizedQuery = Object.assign(
    async (query: Query, action?: unknown) => original(await restrict(query), action),
    Object.fromEntries(
      Object.keys(original).map((action) => [
        action,
        async (query: Query) => (original[action] as (query: Query) => Promise<Query>)(await restrict(query)),
      ]),
    ),
  );
  return {
    ...checker,
    sanitizeQuery: async (query: Query, options?: unknown) => checker.sanitizeQuery(await restrict(query), options),
    sanitizedQuery,
    sanitizeOutput: async (data: unknown, options?: unknown) =>
      stripRelated(await checker.sanitizeOutput(data, options)),
  };
}
