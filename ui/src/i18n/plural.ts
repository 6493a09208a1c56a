// The shape of a table value. Most are plain strings; a text whose wording
// depends on a count is a plural object with one form per CLDR plural category
// the language uses (English one/other; Russian one/few/many/other; Korean,
// Japanese and Chinese other only). `format` in tables.ts picks the form.

/** A CLDR plural category, as `Intl.PluralRules.select` returns it. */
export type Category = "zero" | "one" | "two" | "few" | "many" | "other";

/** One text per plural category; `other` is always there. */
export type Plural = { readonly [C in Exclude<Category, "other">]?: string } & { readonly other: string };

/** A table value: a string, or a plural object. */
export type Text = string | Plural;

/** The type of another language's table for the English table `T`: a plural object where English has one, a string elsewhere. */
export type Forms<T> = { [K in keyof T]: T[K] extends string ? string : Plural };
