import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PublicIcon from '@mui/icons-material/Public';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ReactElement } from 'react';

export interface MenuLink {
  title: string;
  path: string;
  icon: ReactElement;
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

/** The sidebar, in the order of spec 000, section 2. */
export const menuEntries: MenuEntry[] = [
  { title: 'Dashboard', path: '/', icon: <DashboardIcon /> },
  { title: 'Organizations', path: '/organizations', icon: <BusinessIcon /> },
  { title: 'Location', path: '/countries', icon: <PublicIcon /> },
  { title: 'Categories', path: '/categories', icon: <CategoryIcon /> },
  {
    title: 'Unpublished',
    icon: <PendingActionsIcon />,
    defaultOpen: true,
    items: [
      { title: 'Organizations', path: '/unpublished/organizations', icon: <BusinessIcon /> },
      { title: 'Events', path: '/unpublished/events', icon: <EventIcon /> },
    ],
  },
  { title: 'Settings', path: '/settings', icon: <SettingsIcon /> },
];
