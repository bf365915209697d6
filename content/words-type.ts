/**
 * The shape a translation must have: the English module's shape with every string widened to
 * `string` (the English modules are `as const`), functions keeping their parameters, numbers and
 * flags as they are. `content/hi/about.ts` declares `export const aboutIntro: Words<typeof
 * en.aboutIntro> = {…}`, so a missing or misspelt key fails the type check; `content/words.test.ts`
 * checks the same at run time, both ways.
 */
export type Words<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Words<R>
      : T extends readonly unknown[]
        ? { readonly [K in keyof T]: Words<T[K]> }
        : T extends object
          ? { readonly [K in keyof T]: Words<T[K]> }
          : T;
