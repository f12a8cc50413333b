import type { TranslateFunction } from 'react-admin';
import {
  type ResourceDeclaration,
  type ResourceTexts,
  textsOf,
} from '../../../shared/resources/declaration';
import type { MessageKey } from '../../i18n/text';

/**
 * A declared resource's texts are written once, in English, in its declaration (the server uses
 * them too). The console shows them through react-admin's `resources.<name>.…` keys, with the
 * declaration's English as the default: another language's catalogue translates them there.
 * The keys are built from the declaration, as react-admin builds `resources.<name>.fields.<source>`.
 */
const keyOf = (declaration: ResourceDeclaration, ...path: string[]): MessageKey =>
  `resources.${[declaration.name, ...path].join('.')}`;

/** The key of a field's label, as react-admin names it. */
export const fieldKey = (declaration: ResourceDeclaration, source: string) =>
  keyOf(declaration, 'fields', source);

/** The key of a list column's header (which may differ from its field's label). */
export const columnKey = (declaration: ResourceDeclaration, source: string) =>
  keyOf(declaration, 'columns', source);

/** The key of a choice field's value's label. */
export const choiceKey = (declaration: ResourceDeclaration, source: string, value: string) =>
  keyOf(declaration, 'choices', source, value);

/** The key of a choice field's empty entry. */
export const placeholderKey = (declaration: ResourceDeclaration, source: string) =>
  keyOf(declaration, 'placeholders', source);

/** The key of a field's hint (what its input says below it). */
export const hintKey = (declaration: ResourceDeclaration, source: string) =>
  keyOf(declaration, 'hints', source);

/** The key of a form section's title. */
export const sectionKey = (declaration: ResourceDeclaration, section: string) =>
  keyOf(declaration, 'sections', section);

/** The key of one of the resource's titles and messages (`{field}` fill-ins stay as they are). */
export const textKey = (declaration: ResourceDeclaration, text: keyof ResourceTexts) =>
  keyOf(declaration, 'texts', text);

/** The key of the resource's name, `singular |||| plural`, as react-admin names it. */
export const nameKey = (declaration: ResourceDeclaration) => keyOf(declaration, 'name');

/** The resource's name for one record, in the current language. */
export const recordNoun = (declaration: ResourceDeclaration, translate: TranslateFunction) =>
  translate(nameKey(declaration), { smart_count: 1, _: declaration.label.one });

/**
 * Every text of a declared resource by its key, in the declaration's English (its name aside,
 * which is `label.one` and `label.many`): what another language's catalogue translates. Its
 * validation and refusal messages (`missing`, rules, unique, in use) are the API's, translated
 * by their codes (src/dataProvider/errors.*.ts).
 */
export function declaredTexts(declaration: ResourceDeclaration): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [source, field] of Object.entries(declaration.fields)) {
    texts.set(fieldKey(declaration, source), field.label);
    if (field.kind === 'choice') {
      for (const [value, label] of Object.entries(field.choices))
        texts.set(choiceKey(declaration, source, value), label);
      texts.set(placeholderKey(declaration, source), field.placeholder);
    }
    if (field.kind === 'wholeNumber' && field.hint)
      texts.set(hintKey(declaration, source), field.hint);
  }
  for (const [section, title] of Object.entries(declaration.formSections ?? {}))
    texts.set(sectionKey(declaration, section), title);
  for (const column of declaration.list.columns)
    texts.set(columnKey(declaration, column.source), column.label);
  for (const [text, english] of Object.entries(textsOf(declaration)))
    texts.set(textKey(declaration, text as keyof ResourceTexts), english);
  return texts;
}
