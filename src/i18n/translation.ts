/**
 * The shape a translation of an English text module must have (issue 17): the same keys, every
 * string any string, every list of the same kind, every function the same parameters. A key
 * missing in a locale, or one too many, fails the type check, never the page.
 *
 * English stays the source: `src/content/home.ts` exports `home`; Romanian is
 * `src/content/ro/home.ts` exporting `export const home: Translation<typeof en.home> = { … }`.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly [unknown, ...unknown[]]
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T extends readonly (infer U)[]
          ? readonly Translation<U>[]
          : T extends object
            ? { readonly [K in keyof T]: Translation<T[K]> }
            : T;
