import { type RaRecord, useGetOne, useParams } from 'react-admin';
import type { MessageKey } from '../../i18n/text';
import { CreateLinkButton } from '../shared/CreateLinkButton';
import { OrganizationLead } from './OrganizationTabs';
import { useOrganizationScope } from './scope';

/** The organization the route names (`:organizationId`) and its name once loaded. */
export function useRouteOrganization() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  const { data } = useGetOne('organizations', { id: organizationId });
  return { organizationId, name: data?.name as string | undefined };
}

/**
 * A list on an organization's page (its locations, its events): the organization the route
 * names, and what the list screen shows of it: its breadcrumbs and tabs above the list, rows
 * opening under it, and the Create button (`createLabel`) under it, all in the route's scope.
 */
export function useOrganizationList(resource: 'locations' | 'events', createLabel: MessageKey) {
  const { organizationId, name } = useRouteOrganization();
  const { pathTo } = useOrganizationScope();
  return {
    organizationId,
    name,
    pathTo,
    screen: {
      lead: <OrganizationLead organizationId={organizationId} name={name} />,
      rowLink: (record: RaRecord) => pathTo(resource, 'show', organizationId, record.id),
      actions: (
        <CreateLinkButton to={pathTo(resource, 'create', organizationId)} label={createLabel} />
      ),
    },
  };
}
