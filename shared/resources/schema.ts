import { z } from 'zod';
import {
  displayName,
  flag,
  httpUrl,
  optionalWholeNumberBetween,
  REQUIRED,
  requiredReference,
  requiredText,
  updatedAtToken,
} from '../schemas/fields';
import { type FieldErrors, validateWith } from '../validation';
import {
  type FieldDeclaration,
  isSvgFileName,
  type ResourceDeclaration,
  SVG_ONLY_MESSAGE,
  type SvgIconField,
  uploadFields,
} from './declaration';

/** The value a field of this declaration holds. */
type ValueOf<Field> = Field extends { kind: 'flag' }
  ? boolean
  : Field extends { kind: 'reference' }
    ? number
    : Field extends { kind: 'wholeNumber' }
      ? number | null
      : Field extends { kind: 'choice'; choices: infer Choices }
        ? keyof Choices & string
        : string;

type Fields<Declaration> = Declaration extends ResourceDeclaration<infer F> ? F : never;

type ValueKeys<F> = { [K in keyof F]: F[K] extends SvgIconField ? never : K }[keyof F];

/** What a create or update sends (and the form holds): the value fields and the version token. */
export type InputOf<Declaration> = {
  -readonly [K in ValueKeys<Fields<Declaration>>]: ValueOf<Fields<Declaration>[K]>;
} & { updated_at?: string | undefined };

type StoredIcons<F> = {
  [K in keyof F as F[K] extends SvgIconField ? F[K]['key'] : never]: {
    id: number;
    url: string;
  } | null;
};

/** A record as the API answers it. */
export type RecordOf<Declaration> = Omit<InputOf<Declaration>, 'updated_at'> &
  StoredIcons<Fields<Declaration>> & {
    id: number;
    created_at: string;
    updated_at: string;
  };

function fieldSchema(field: Exclude<FieldDeclaration, SvgIconField>): z.ZodType {
  switch (field.kind) {
    case 'text':
      return requiredText(field.max);
    case 'name':
      return displayName(field.max);
    case 'url':
      return httpUrl;
    case 'flag':
      return flag.default(false);
    case 'reference':
      return requiredReference(field.missing);
    case 'wholeNumber':
      return optionalWholeNumberBetween(field.min, field.max);
    case 'choice':
      return z.enum(Object.keys(field.choices) as [string, ...string[]], {
        error: field.missing,
      });
  }
}

const isValueField = (
  entry: [string, FieldDeclaration],
): entry is [string, Exclude<FieldDeclaration, SvgIconField>] => entry[1].kind !== 'svgIcon';

/**
 * The zod schema of a create or update body, derived from the declared fields and rules: the
 * server validates with it and the console's forms check the same rules before sending.
 */
export function inputSchemaOf<Declaration extends ResourceDeclaration>(
  declaration: Declaration,
): z.ZodObject & z.ZodType<InputOf<Declaration>> {
  const shape = Object.fromEntries(
    Object.entries(declaration.fields)
      .filter(isValueField)
      .map(([name, field]) => [name, fieldSchema(field)]),
  );
  let schema = z.object({ ...shape, updated_at: updatedAtToken });
  for (const rule of declaration.rules ?? []) {
    const ruled = z.object(Object.fromEntries(rule.anyOf.map((name) => [name, shape[name]])));
    schema = schema.refine(
      (values) => rule.anyOf.some((name) => (values as Record<string, unknown>)[name] === true),
      {
        message: rule.message,
        path: [rule.path],
        // Also when another field is invalid, so that every problem shows at once.
        when: (payload) => ruled.safeParse(payload.value).success,
      },
    );
  }
  return schema as z.ZodObject & z.ZodType<InputOf<Declaration>>;
}

/**
 * The form's errors for a declaration: its schema's, and for each upload a file that is not
 * an SVG, or none when creating (an update without one keeps the stored file).
 */
export function formErrorsOf(
  declaration: ResourceDeclaration,
  values: Record<string, unknown>,
  creating: boolean,
): FieldErrors {
  const errors = validateWith(inputSchemaOf(declaration), values);
  for (const [name] of uploadFields(declaration)) {
    const file = values[name];
    if (file instanceof File) {
      if (!isSvgFileName(file.name)) errors[name] = SVG_ONLY_MESSAGE;
    } else if (creating) {
      errors[name] = REQUIRED;
    }
  }
  return errors;
}
