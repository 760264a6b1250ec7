/**
 * Network data in the browser is checked, not cast (ADR 0055): what an /api answer, the service worker's cache or a
 * polled list holds is read through a shape, and an answer of another shape counts as no answer. Shapes are plain
 * functions rather than zod schemas because this code ships to every phone: the whole module is a few hundred bytes,
 * where zod would add tens of kilobytes to the landing page's budget (ADR 0009). The server parses with zod.
 */

/** A check that a value has a shape, narrowing it to `T`. */
export type Shape<T> = (value: unknown) => value is T;
export type ShapeOf<S> = S extends Shape<infer T> ? T : never;

export const isText: Shape<string> = (value): value is string => typeof value === 'string';
export const isInteger: Shape<number> = (value): value is number => Number.isInteger(value);
export const isFlag: Shape<boolean> = (value): value is boolean => typeof value === 'boolean';

/** One of a fixed vocabulary's words (the contract's, e.g. ALERT_CATEGORIES). */
export const oneOf =
  <const Word extends string>(words: readonly Word[]): Shape<Word> =>
  (value): value is Word =>
    typeof value === 'string' && (words as readonly string[]).includes(value);

export const nullable =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (value): value is T | null =>
    value === null || shape(value);

export const optional =
  <T>(shape: Shape<T>): Shape<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || shape(value);

export const listOf =
  <T>(shape: Shape<T>): Shape<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(shape);

/** An object with at least these fields, each of its shape (other fields are allowed and ignored). */
export function objectOf<Fields extends Record<string, Shape<unknown>>>(
  fields: Fields,
): Shape<{ [Key in keyof Fields]: ShapeOf<Fields[Key]> }> {
  return (value): value is { [Key in keyof Fields]: ShapeOf<Fields[Key]> } =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries(fields).every(([key, shape]) => shape((value as Record<string, unknown>)[key]));
}

/** A response's JSON when it has the shape, else null (not JSON, or another shape). */
export async function readJson<T>(response: Response, shape: Shape<T>): Promise<T | null> {
  const body: unknown = await response.json().catch(() => null);
  return shape(body) ? body : null;
}

/** An /api refusal in words (spec 8): `{ message }`. */
export const isRefusal = objectOf({ message: isText });
