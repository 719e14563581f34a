/**
 * The shape a stored entry must have, checked without a schema library: the browser entries are a
 * handful of flat records, and zod's runtime cost 6-7 KB gzip of every page's first-load JavaScript
 * (docs/decisions/0034). The server's input keeps zod.
 */
export type Check<T> = (value: unknown) => value is T;
export type Shape<C> = C extends Check<infer T> ? T : never;

export const isString: Check<string> = (value): value is string => typeof value === 'string';
export const isBoolean: Check<boolean> = (value): value is boolean => typeof value === 'boolean';
/** A whole number from 0. */
export const isCount: Check<number> = (value): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
export const isRecord: Check<Record<string, unknown>> = (value): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const oneOf =
  <const T extends readonly string[]>(values: T): Check<T[number]> =>
  (value): value is T[number] =>
    typeof value === 'string' && values.includes(value);

export const arrayOf =
  <T>(item: Check<T>): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(item);

export const object =
  <S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: Shape<S[K]> }> =>
  (value): value is { [K in keyof S]: Shape<S[K]> } =>
    isRecord(value) && Object.entries(shape).every(([key, check]) => check(value[key]));
