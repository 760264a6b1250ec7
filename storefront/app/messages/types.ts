/**
 * The shape another language's catalogue must have: the English one's (ADR 0010), with its words widened to any
 * string. Keys, nesting, list lengths and each function's parameters and `id` fields (keys, not words) must match; `catalogue.test.ts` checks the
 * same at run time (a key in one catalogue and not the other fails it).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: K extends 'id' ? T[K] : Translation<T[K]> }
        : T;
