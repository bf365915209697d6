/**
 * The shape a translation must have: the English module's shape with every string widened to
 * `string` (the English modules are `as const`), functions keeping their parameters, numbers and
 * flags as they are (lists and
 * properties stay readonly where the English ones are). `content/hi/about.ts` declares `export const aboutIntro: Words<typeof
 * en.aboutIntro> = {…}`, so a missing or misspelt key fails the type check; `content/words.test.ts`
 * checks the same at run time, both ways.
 */
export type Words<T> = [T] extends [string]
  ? IsUnion<T> extends true
    ? true extends HasSpace<T>
      ? string
      : T
    : string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Words<R>
      : T extends object
        ? { [K in keyof T]: Words<T[K]> }
        : T;

/**
 * A union of string literals without spaces (`kind: DocumentKind`) is a set of stored values, not
 * words: it stays as it is; a single literal (an `as const` sentence) or a union of sentences (a
 * template with a fact in it) is widened to `string`.
 */
type HasSpace<T> = T extends `${string} ${string}` ? true : false;
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;
