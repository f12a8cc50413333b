import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import { type Text, useText } from '../../i18n/text';
import { useFormField } from './formFields';

/** A true/false field shown as a checkbox (the data provider sends it as 1/0 in forms). */
export function CheckboxInput({ source, label }: { source: string; label: Text }) {
  // A checkbox is never blank, so never marked required; its label names it in messages.
  useFormField(source, typeof label === 'string' ? label : label.text);
  const show = useText();
  const { field, fieldState, id } = useInput({ source, type: 'checkbox', defaultValue: false });
  const error = fieldState.error?.message;
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        label={show(label)}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: { ref: field.ref, 'aria-describedby': error ? `${id}-error` : undefined },
            }}
          />
        }
      />
      {error && (
        <FormHelperText id={`${id}-error`}>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
