import { useTranslate } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../../shared/resources/declaration';
import type { InputWidth } from '../../../shared/resources/recordType';
import { asIs } from '../../i18n/text';
import { CheckboxInput } from '../shared/CheckboxInput';
import { FormCell, FormSection } from '../shared/FormSection';
import { SelectInput, TextInput } from '../shared/inputs';
import { choiceKey, fieldKey, hintKey, placeholderKey, sectionKey } from './declaredTexts';
import { ReferenceChoice } from './ReferenceChoice';
import { SvgIconInput } from './SvgIconInput';

const URL_KEYBOARD = { htmlInput: { inputMode: 'url' } } as const;
const NUMBER_KEYBOARD = { htmlInput: { inputMode: 'numeric' } } as const;

function DeclaredInput({
  declaration,
  source,
  field,
  creating,
}: {
  declaration: ResourceDeclaration;
  source: string;
  field: FieldDeclaration;
  creating: boolean;
}) {
  const translate = useTranslate();
  const label = translate(fieldKey(declaration, source), { _: field.label });
  switch (field.kind) {
    case 'text':
      return field.rows ? (
        <TextInput
          source={source}
          label={label}
          multiline
          rows={field.rows}
          slotProps={{ htmlInput: { cols: 100 } }}
        />
      ) : (
        <TextInput source={source} label={label} />
      );
    case 'name':
      return <TextInput source={source} label={label} />;
    case 'url':
      return <TextInput source={source} label={label} slotProps={URL_KEYBOARD} />;
    case 'flag':
      return <CheckboxInput source={source} label={asIs(label)} />;
    case 'wholeNumber':
      return (
        <TextInput
          source={source}
          label={label}
          slotProps={NUMBER_KEYBOARD}
          helperText={field.hint && translate(hintKey(declaration, source), { _: field.hint })}
        />
      );
    case 'choice':
      return (
        <SelectInput
          source={source}
          label={label}
          choices={Object.entries(field.choices).map(([id, name]) => ({
            id,
            name: translate(choiceKey(declaration, source, id), { _: name }),
          }))}
          // The choices' names are translated above.
          translateChoice={false}
          // The empty entry is only a placeholder, never a valid choice.
          emptyText={translate(placeholderKey(declaration, source), { _: field.placeholder })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        />
      );
    case 'reference':
      return <ReferenceChoice source={source} field={field} label={label} />;
    case 'svgIcon':
      return (
        <SvgIconInput
          source={source}
          field={field}
          label={label}
          recordName={declaration.recordName}
          creating={creating}
        />
      );
  }
}

/**
 * The form's sections (`form`), each with its fields and their widths; without a layout, one
 * untitled run of every field, each a line.
 */
function sectionsOf(declaration: ResourceDeclaration): {
  section?: string;
  fields: [string, FieldDeclaration][];
  widths: Readonly<Record<string, InputWidth>>;
}[] {
  const fieldOf = (source: string): [string, FieldDeclaration] => {
    const field = declaration.fields[source];
    if (!field) throw new Error(`${declaration.name}'s form names no field "${source}".`);
    return [source, field];
  };
  if (!declaration.form)
    return [
      { section: undefined, fields: Object.keys(declaration.fields).map(fieldOf), widths: {} },
    ];
  return Object.entries(declaration.form).map(([section, widths]) => ({
    section,
    fields: Object.keys(widths).map(fieldOf),
    widths,
  }));
}

/**
 * The form's inputs: one per declared field, in the order and under the section titles of the
 * declaration's `form`, at the width it gives them.
 */
export function DeclaredInputs({
  declaration,
  creating,
}: {
  declaration: ResourceDeclaration;
  creating: boolean;
}) {
  const translate = useTranslate();
  return sectionsOf(declaration).map(({ section, fields, widths }) => {
    const inputs = fields.map(([source, field]) => {
      const input = (
        <DeclaredInput
          key={source}
          declaration={declaration}
          source={source}
          field={field}
          creating={creating}
        />
      );
      const width = widths[source] ?? 'full';
      return width === 'full' ? (
        input
      ) : (
        <FormCell key={source} width={width}>
          {input}
        </FormCell>
      );
    });
    if (section === undefined) return inputs;
    const title = translate(sectionKey(declaration, section), {
      _: declaration.formSections?.[section] ?? section,
    });
    return (
      <FormSection key={section} title={asIs(title)}>
        {inputs}
      </FormSection>
    );
  });
}
