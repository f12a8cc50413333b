import { Tab, Tabs, type Theme } from '@mui/material';
import { type Identifier, LinkBase, useLocation, useTranslate } from 'react-admin';
import { archiveTab } from '../../config';
import { GeographyBreadcrumbs } from '../../custom/geography/GeographyBreadcrumbs';
import { asIs, type MessageKey } from '../../i18n/text';
import { usePhoneWidth } from '../../ui/usePhoneWidth';
import { useOrganizationScope } from './scope';

interface OrganizationTab {
  label: MessageKey;
  to: string;
}

/**
 * On a phone the tabs do not fit one line: they wrap, each whole and on screen (a scrolled row
 * would cut its ends), and the current one is underlined itself, as the sliding indicator
 * follows one line only.
 */
const WRAPPED_TABS = {
  '& .MuiTabs-list': { flexWrap: 'wrap' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': { minWidth: 0, px: 1.5 },
  '& .MuiTab-root.Mui-selected': {
    boxShadow: (theme: Theme) => `inset 0 -2px ${theme.palette.primary.main}`,
  },
} as const;

/**
 * The tabs of an organization's screens: Overview, Edit, Locations, Events and, when the
 * archive flag is on, Archive (spec 001, section 2). The current one is the route's.
 */
export function OrganizationTabs({ organizationId }: { organizationId: Identifier }) {
  const translate = useTranslate();
  const phone = usePhoneWidth();
  const { pathTo } = useOrganizationScope();
  const { pathname } = useLocation();
  const tabs: OrganizationTab[] = [
    {
      label: 'console.organizations.tabs.overview',
      to: pathTo('organizations', 'show', organizationId),
    },
    { label: 'ra.action.edit', to: pathTo('organizations', 'edit', organizationId) },
    {
      label: 'console.organizations.tabs.locations',
      to: pathTo('locations', 'list', organizationId),
    },
    { label: 'console.organizations.tabs.events', to: pathTo('events', 'list', organizationId) },
    ...(archiveTab()
      ? [
          {
            label: 'console.organizations.tabs.archive',
            to: pathTo('events', 'archive', organizationId),
          } satisfies OrganizationTab,
        ]
      : []),
  ];
  // The deepest tab whose path the route starts with.
  const current = tabs
    .filter(({ to }) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  const under = (segment: string) =>
    pathname.startsWith(`${pathTo('organizations', 'show', organizationId)}/${segment}/`);
  // A location's screens are Locations', an event's (and its members') are Events'.
  const value = under('location')
    ? pathTo('locations', 'list', organizationId)
    : under('event')
      ? pathTo('events', 'list', organizationId)
      : (current?.to ?? false);
  return (
    <Tabs
      value={value}
      aria-label={translate('console.organizations.one')}
      variant={phone ? 'standard' : 'scrollable'}
      scrollButtons="auto"
      sx={phone ? WRAPPED_TABS : undefined}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.to}
          label={translate(tab.label)}
          value={tab.to}
          component={LinkBase}
          to={tab.to}
        />
      ))}
    </Tabs>
  );
}

/**
 * What sits above an organization's screens: on the scoped routes the breadcrumbs down to
 * the organization (Countries > Canada > Ontario > Toronto > {name}); then the tabs.
 */
export function OrganizationLead({
  organizationId,
  name,
}: {
  organizationId: Identifier;
  name?: string;
}) {
  const { ids, scoped } = useOrganizationScope();
  return (
    <>
      {scoped && <GeographyBreadcrumbs ids={ids} current={asIs(name ?? '…')} />}
      <OrganizationTabs organizationId={organizationId} />
    </>
  );
}
