import { TextField } from '@mui/material';
import { ReferenceInput, useGetOne, useInput } from 'react-admin';
import type { ReferenceField } from '../../../shared/resources/declaration';
import type { RecordType } from '../../../shared/resources/recordType';
import { recordTypeOf } from '../../../shared/resources/references';
import { AutocompleteInput } from '../shared/inputs';

/**
 * The record a parent field names, shown and not changed: the form is opened from that record's
 * page, and leads back there.
 */
function ParentName({ source, type, label }: { source: string; type: RecordType; label: string }) {
  const { field, fieldState } = useInput({ source });
  const id = field.value;
  const { data } = useGetOne(
    type.name,
    { id },
    { enabled: id !== undefined && id !== null && id !== '' },
  );
  const name = data && type.recordName ? String(data[type.recordName] ?? '') : '';
  const error = fieldState.error?.message;
  return (
    <TextField
      label={label}
      value={name}
      fullWidth
      margin="dense"
      error={error !== undefined}
      helperText={error}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}

/**
 * A reference field's input: its parent shown by name, or another record chosen among the
 * referenced type's records by typing its name.
 */
export function ReferenceChoice({
  source,
  field,
  label,
}: {
  source: string;
  field: ReferenceField;
  label: string;
}) {
  const type = recordTypeOf(field.table);
  if (field.parent) return <ParentName source={source} type={type} label={label} />;
  return (
    <ReferenceInput source={source} reference={type.name}>
      <AutocompleteInput label={label} optionText={type.recordName} />
    </ReferenceInput>
  );
}
