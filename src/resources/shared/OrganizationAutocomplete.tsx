import { ReferenceInput } from 'react-admin';
import type { MessageKey } from '../../i18n/text';
import { AutocompleteInput } from './inputs';

/**
 * An organization searched by name as the user types (GET /admin/organization?name=): a sponsor,
 * a participant, the other organization of a merge.
 */
export function OrganizationAutocomplete({ source, label }: { source: string; label: MessageKey }) {
  return (
    <ReferenceInput source={source} reference="organizations">
      <AutocompleteInput
        label={label}
        optionText="name"
        filterToQuery={(text: string) => ({ q: text })}
      />
    </ReferenceInput>
  );
}
