import type { ReactNode } from 'react';
import { CheckboxInput } from './CheckboxInput';
import { TextInput } from './inputs';

/**
 * A region's Name (its `nameField`), any other fields, then Publish, which starts unticked
 * (not published, 0).
 */
export function RegionFields({ nameField, children }: { nameField: string; children?: ReactNode }) {
  return (
    <>
      <TextInput source={nameField} label="console.shared.fields.name" />
      {children}
      <CheckboxInput source="is_published" label="console.shared.fields.publish" />
    </>
  );
}
