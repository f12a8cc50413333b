type Editable<Input> = Exclude<keyof Input & string, 'updated_at'>;
type Unlisted<Input, Fields extends readonly string[]> = Exclude<Editable<Input>, Fields[number]>;

/**
 * The fields a write sends: every field of the shared schema's `Input` but `updated_at` (which
 * the provider adds). They are named here rather than read from the zod schema at run time, so
 * that the console's shell, which holds the data provider, does not download zod (about 21 KB
 * gzipped) to learn them; the compiler refuses a list that leaves one of the schema's fields out,
 * naming it, or names a field the schema lacks.
 */
export const schemaFields =
  <Input>() =>
  <const Fields extends readonly Editable<Input>[]>(
    fields: Fields &
      ([Unlisted<Input, Fields>] extends [never]
        ? unknown
        : { unlistedFields: Unlisted<Input, Fields> }),
  ): Fields =>
    fields;
