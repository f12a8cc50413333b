import type { FieldDeclaration, ResourceDeclaration } from '../../../shared/resources/declaration';
import { CheckboxInput } from '../shared/CheckboxInput';
import { SelectInput, TextInput } from '../shared/inputs';
import { SvgIconInput } from './SvgIconInput';

const URL_KEYBOARD = { htmlInput: { inputMode: 'url' } } as const;

function DeclaredInput({
  source,
  field,
  recordName,
  creating,
}: {
  source: string;
  field: FieldDeclaration;
  recordName: string;
  creating: boolean;
}) {
  switch (field.kind) {
    case 'text':
      return field.rows ? (
        <TextInput
          source={source}
          label={field.label}
          multiline
          rows={field.rows}
          slotProps={{ htmlInput: { cols: 100 } }}
        />
      ) : (
        <TextInput source={source} label={field.label} />
      );
    case 'name':
      return <TextInput source={source} label={field.label} />;
    case 'url':
      return <TextInput source={source} label={field.label} slotProps={URL_KEYBOARD} />;
    case 'flag':
      return <CheckboxInput source={source} label={field.label} />;
    case 'choice':
      return (
        <SelectInput
          source={source}
          label={field.label}
          choices={Object.entries(field.choices).map(([id, name]) => ({ id, name }))}
          // The empty entry is only a placeholder, never a valid choice.
          emptyText={field.placeholder}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        />
      );
    case 'svgIcon':
      return (
        <SvgIconInput source={source} field={field} recordName={recordName} creating={creating} />
      );
  }
}

/** The form's inputs: one per declared field, in the declared order. */
export function DeclaredInputs({
  declaration,
  creating,
}: {
  declaration: ResourceDeclaration;
  creating: boolean;
}) {
  return Object.entries(declaration.fields).map(([source, field]) => (
    <DeclaredInput
      key={source}
      source={source}
      field={field}
      recordName={declaration.recordName}
      creating={creating}
    />
  ));
}
