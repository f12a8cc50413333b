import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, ListItemIcon, ListItemText, MenuItem, MenuList } from '@mui/material';
import { useId, useState } from 'react';
import {
  Logout,
  Menu,
  MenuItemLinkClasses,
  useLocation,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { useMayDo } from '../../authProvider/useMayDo';
import { useSidebarChoice } from './headingFocus';
import {
  isCurrentEntry,
  isMenuGroup,
  type MenuGroup,
  type MenuLink,
  type MenuTitle,
  menuEntries,
} from './menuEntries';

/** Entries that are not links look like the links that are not current. */
const inactiveEntry = { color: 'text.secondary' } as const;

/**
 * The sidebar: the spec's entries in order, the current route highlighted, then Logout. A
 * navigation landmark; every entry is a Tab stop (MUI's menu list would keep only its links).
 */
export function AppMenu() {
  const translate = useTranslate();
  return (
    <Box component="nav" aria-label={translate('console.layout.menu.main')}>
      <Menu>
        {menuEntries.map((entry) =>
          isMenuGroup(entry) ? (
            <MenuGroupItem key={entry.title.key} group={entry} />
          ) : (
            <MenuLinkItem key={entry.path} entry={entry} />
          ),
        )}
        <Logout sx={inactiveEntry} tabIndex={0} />
      </Menu>
    </Box>
  );
}

/** An entry, for those who may list what it leads to (react-admin's canAccess). */
function MenuLinkItem({ entry, nested = false }: { entry: MenuLink; nested?: boolean }) {
  return entry.resource ? (
    <ListedMenuLinkItem entry={entry} resource={entry.resource} nested={nested} />
  ) : (
    <MenuLinkView entry={entry} nested={nested} />
  );
}

function ListedMenuLinkItem({
  resource,
  ...shown
}: {
  entry: MenuLink;
  resource: string;
  nested: boolean;
}) {
  return useMayDo('list', { resource }) ? <MenuLinkView {...shown} /> : null;
}

/**
 * react-admin highlights an entry only on its exact path; an administrator deep in an entry's
 * screens (/blog/12, /country/1/states) should still see where they are.
 */
function MenuLinkView({ entry, nested }: { entry: MenuLink; nested: boolean }) {
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const current = isCurrentEntry(entry, pathname);
  const chosen = useSidebarChoice();
  return (
    <Menu.Item
      to={entry.path}
      onClick={() => chosen(entry.path)}
      primaryText={useMenuTitle(entry.title)}
      leftIcon={entry.icon}
      className={current ? MenuItemLinkClasses.active : undefined}
      aria-current={current ? 'page' : undefined}
      sx={nested && sidebarOpen ? { pl: 4 } : undefined}
    />
  );
}

/** An entry's name in the console's language. */
function useMenuTitle({ key, english }: MenuTitle): string {
  const translate = useTranslate();
  return translate(key, { _: english, smart_count: 2 });
}

function MenuGroupItem({ group }: { group: MenuGroup }) {
  const title = useMenuTitle(group.title);
  const [open, setOpen] = useState(group.defaultOpen);
  const listId = useId();
  return (
    <>
      <MenuItem
        tabIndex={0}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        sx={inactiveEntry}
      >
        <ListItemIcon>{group.icon}</ListItemIcon>
        <ListItemText>{title}</ListItemText>
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <MenuList id={listId} aria-label={title} disablePadding>
          {group.items.map((item) => (
            <MenuLinkItem key={item.path} entry={item} nested />
          ))}
        </MenuList>
      </Collapse>
    </>
  );
}
