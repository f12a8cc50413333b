import { Typography } from '@mui/material';
import type { Identifier, RaRecord, UseGetOneHookValue } from 'react-admin';
import {
  DetailHeading,
  DetailRow,
  DetailRows,
  DetailScreen,
  textOrDash,
} from '../../resources/shared/DetailScreen';
import { OrganizationLead } from '../organizations/OrganizationTabs';

export interface MemberDetailProps {
  organizationId: Identifier;
  organizationName?: string;
  /** The heading, given the loaded record. */
  title: (record: RaRecord) => string;
  query: UseGetOneHookValue<RaRecord>;
  /** Label and value of each shown field. */
  fields: (record: RaRecord) => [string, unknown][];
  backTo: string;
  /** How a failed load is named. */
  noun: string;
}

/** One sponsor, participant or role of an event: its fields and Back to its list. */
export function MemberDetail({
  organizationId,
  organizationName,
  title,
  query,
  fields,
  backTo,
  noun,
}: MemberDetailProps) {
  return (
    <DetailScreen
      title={query.data ? title(query.data) : noun}
      lead={<OrganizationLead organizationId={organizationId} name={organizationName} />}
      query={query}
      fallback={`The ${noun.toLowerCase()} could not be loaded.`}
      loading={<Typography>Loading...</Typography>}
      backTo={backTo}
    >
      {(record) => (
        <>
          <DetailHeading>{title(record)}</DetailHeading>
          <DetailRows>
            {fields(record).map(([label, value]) => (
              <DetailRow key={label} label={label}>
                {textOrDash(value)}
              </DetailRow>
            ))}
          </DetailRows>
        </>
      )}
    </DetailScreen>
  );
}
