import { useContext } from 'react';
import {
  type AutocompleteInputProps,
  ChoicesContext,
  FieldTitle,
  AutocompleteInput as RaAutocompleteInput,
  SelectInput as RaSelectInput,
  TextInput as RaTextInput,
  type SelectInputProps,
  type TextInputProps,
} from 'react-admin';
import { useFormField } from './formFields';

/**
 * react-admin's inputs as the console's forms use them: marked required when the form's rules
 * require their field (`FormFields`), and named by their label (a message key, which
 * react-admin translates) in messages about fields.
 */
export function TextInput(props: TextInputProps) {
  const isRequired = useFormField(props.source, props.label);
  return <RaTextInput isRequired={isRequired} {...props} />;
}

/** Inside a ReferenceInput a choice input's field is the reference's. */
function useChoiceField(props: { source?: string; label?: unknown }) {
  const choices = useContext(ChoicesContext);
  const source = props.source ?? choices?.source ?? '';
  return useFormField(source, props.label);
}

/**
 * Marked in its label only: react-admin drops the empty choice of a required select, and that
 * choice is the placeholder the spec shows (`Select Type`).
 */
export function SelectInput(props: SelectInputProps) {
  const isRequired = useChoiceField(props);
  const { label } = props;
  return (
    <RaSelectInput
      {...props}
      label={
        isRequired && typeof label === 'string' ? <FieldTitle label={label} isRequired /> : label
      }
    />
  );
}

export function AutocompleteInput(props: AutocompleteInputProps) {
  const isRequired = useChoiceField(props);
  return <RaAutocompleteInput isRequired={isRequired} {...props} />;
}

/** The long description organizations and events carry: ten lines high. */
export function DescriptionInput(props: Omit<TextInputProps, 'source' | 'label'>) {
  return (
    <TextInput
      source="description"
      label="console.shared.fields.description"
      multiline
      rows={10}
      {...props}
    />
  );
}
