import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EventIcon from '@mui/icons-material/Event';
import HistoryIcon from '@mui/icons-material/History';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PublicIcon from '@mui/icons-material/Public';
import SettingsIcon from '@mui/icons-material/Settings';
import { createElement, type ReactElement } from 'react';
import { declaredResources } from '../../../shared/resources';
import { iconOf } from '../../resources/declared';

export interface MenuLink {
  title: string;
  path: string;
  icon: ReactElement;
  /** Other path prefixes under which this entry is the current one (its screens' sub-routes). */
  alsoCurrentUnder?: readonly string[];
}

export interface MenuGroup {
  title: string;
  icon: ReactElement;
  /** Whether the group starts open (spec 000: the Unpublished group does). */
  defaultOpen: boolean;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

/**
 * The sidebar, in the order of spec 000, section 2, with the declared resources after Location
 * in their declared order (the spec lists only Categories; the other content screens would be
 * unreachable without an entry).
 */
export const menuEntries: MenuEntry[] = [
  { title: 'Dashboard', path: '/', icon: <DashboardIcon /> },
  {
    title: 'Organizations',
    path: '/organizations',
    icon: <BusinessIcon />,
    alsoCurrentUnder: ['/organization'],
  },
  { title: 'Location', path: '/countries', icon: <PublicIcon />, alsoCurrentUnder: ['/country'] },
  ...declaredResources.map((declaration) => ({
    title: declaration.label.many,
    path: `/${declaration.name}`,
    icon: createElement(iconOf(declaration)),
  })),
  {
    title: 'Unpublished',
    icon: <PendingActionsIcon />,
    defaultOpen: true,
    items: [
      { title: 'Organizations', path: '/unpublished/organizations', icon: <BusinessIcon /> },
      { title: 'Events', path: '/unpublished/events', icon: <EventIcon /> },
    ],
  },
  { title: 'Activity', path: '/history', icon: <HistoryIcon /> },
  { title: 'Trash', path: '/trash', icon: <DeleteOutlinedIcon /> },
  { title: 'Settings', path: '/settings', icon: <SettingsIcon /> },
];

/** Whether `entry` is the current one at `pathname`: its path, or a screen below it. */
export function isCurrentEntry(entry: MenuLink, pathname: string): boolean {
  if (entry.path === '/') return pathname === '/';
  return [entry.path, ...(entry.alsoCurrentUnder ?? [])].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
