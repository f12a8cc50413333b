import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DifferenceIcon from '@mui/icons-material/Difference';
import HistoryIcon from '@mui/icons-material/History';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import RuleIcon from '@mui/icons-material/Rule';
import SettingsIcon from '@mui/icons-material/Settings';
import { createElement, type ReactElement } from 'react';
import { declaredResources } from '../../../shared/resources';
import { appSettings } from '../../../shared/resources/appSettings';
import { DUPLICATE_PAIRS_RESOURCE } from '../../../shared/resources/duplicates';
import { events } from '../../../shared/resources/events';
import { organizations } from '../../../shared/resources/organizations';
import type { RecordType } from '../../../shared/resources/recordType';
import { countryRegions } from '../../../shared/resources/regions';
import { REVIEW_QUEUE_RESOURCE } from '../../../shared/resources/reviewQueue';
import { iconOf } from '../../resources/declared';

/**
 * An entry's name: a message key, and for a declared resource its declaration's own English
 * name (the spec's text) as the default that other languages translate.
 */
export interface MenuTitle {
  key: string;
  english?: string;
}

export interface MenuLink {
  title: MenuTitle;
  path: string;
  icon: ReactElement;
  /** Other path prefixes under which this entry is the current one (its screens' sub-routes). */
  alsoCurrentUnder?: readonly string[];
  /** The resource it lists: shown only to those who may list it (its declared read role). */
  resource?: string;
}

export interface MenuGroup {
  title: MenuTitle;
  icon: ReactElement;
  /** Whether the group starts open (spec 000: the Unpublished group does). */
  defaultOpen: boolean;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

/** An entry listing records of a hand-built record type, drawn with its declared icon. */
const recordsLink = (key: string, path: string, type: RecordType): MenuLink => ({
  title: { key },
  path,
  icon: createElement(iconOf(type)),
  resource: type.name,
});

/**
 * The sidebar, in the order of spec 000, section 2, with the declared resources after Location
 * in their declared order (the spec lists only Categories; the other content screens would be
 * unreachable without an entry).
 */
export const menuEntries: MenuEntry[] = [
  { title: { key: 'console.layout.menu.dashboard' }, path: '/', icon: <DashboardIcon /> },
  {
    title: { key: 'console.layout.menu.review_queue' },
    path: `/${REVIEW_QUEUE_RESOURCE}`,
    icon: <RuleIcon />,
  },
  {
    title: { key: 'console.layout.menu.duplicates' },
    path: `/${DUPLICATE_PAIRS_RESOURCE}`,
    icon: <DifferenceIcon />,
  },
  {
    ...recordsLink('console.layout.menu.organizations', '/organizations', organizations),
    alsoCurrentUnder: ['/organization'],
  },
  // Every organization's events, the list the dashboard's Events card leads to.
  recordsLink('console.layout.menu.events', '/events', events),
  {
    ...recordsLink('console.layout.menu.location', '/countries', countryRegions),
    alsoCurrentUnder: ['/country'],
  },
  // A resource with a parent is listed on its parent's page, not in the menu.
  ...declaredResources
    .filter((declaration) => !declaration.parent)
    .map((declaration) => ({
      title: { key: `resources.${declaration.name}.name`, english: declaration.label.many },
      path: `/${declaration.name}`,
      icon: createElement(iconOf(declaration)),
      resource: declaration.name,
    })),
  {
    title: { key: 'console.layout.menu.unpublished' },
    icon: <PendingActionsIcon />,
    defaultOpen: true,
    items: [
      recordsLink(
        'console.layout.menu.unpublished_organizations',
        '/unpublished/organizations',
        organizations,
      ),
      recordsLink('console.layout.menu.unpublished_events', '/unpublished/events', events),
    ],
  },
  { title: { key: 'console.layout.menu.activity' }, path: '/history', icon: <HistoryIcon /> },
  { title: { key: 'console.layout.menu.trash' }, path: '/trash', icon: <DeleteOutlinedIcon /> },
  {
    title: { key: 'console.layout.menu.settings' },
    path: '/settings',
    icon: <SettingsIcon />,
    resource: appSettings.name,
  },
];

/** Whether `entry` is the current one at `pathname`: its path, or a screen below it. */
export function isCurrentEntry(entry: MenuLink, pathname: string): boolean {
  if (entry.path === '/') return pathname === '/';
  return [entry.path, ...(entry.alsoCurrentUnder ?? [])].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
