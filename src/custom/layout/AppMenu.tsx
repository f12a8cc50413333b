import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, ListItemIcon, ListItemText, MenuItem, MenuList } from '@mui/material';
import { useId, useState } from 'react';
import { Logout, Menu, MenuItemLinkClasses, useLocation, useSidebarState } from 'react-admin';
import {
  isCurrentEntry,
  isMenuGroup,
  type MenuGroup,
  type MenuLink,
  menuEntries,
} from './menuEntries';

/** Entries that are not links look like the links that are not current. */
const inactiveEntry = { color: 'text.secondary' } as const;

/** The sidebar: the spec's entries in order, the current route highlighted, then Logout. */
export function AppMenu() {
  return (
    <Menu>
      {menuEntries.map((entry) =>
        isMenuGroup(entry) ? (
          <MenuGroupItem key={entry.title} group={entry} />
        ) : (
          <MenuLinkItem key={entry.path} entry={entry} />
        ),
      )}
      <Logout sx={inactiveEntry} />
    </Menu>
  );
}

/**
 * react-admin highlights an entry only on its exact path; an administrator deep in an entry's
 * screens (/blog/12, /country/1/states) should still see where they are.
 */
function MenuLinkItem({ entry }: { entry: MenuLink }) {
  const { pathname } = useLocation();
  return (
    <Menu.Item
      to={entry.path}
      primaryText={entry.title}
      leftIcon={entry.icon}
      className={isCurrentEntry(entry, pathname) ? MenuItemLinkClasses.active : undefined}
    />
  );
}

function MenuGroupItem({ group }: { group: MenuGroup }) {
  const [open, setOpen] = useState(group.defaultOpen);
  const [sidebarOpen] = useSidebarState();
  const listId = useId();
  return (
    <>
      <MenuItem
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        sx={inactiveEntry}
      >
        <ListItemIcon>{group.icon}</ListItemIcon>
        <ListItemText>{group.title}</ListItemText>
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <MenuList id={listId} aria-label={group.title} disablePadding>
          {group.items.map((item) => (
            <Menu.Item
              key={item.path}
              to={item.path}
              primaryText={item.title}
              leftIcon={item.icon}
              sx={sidebarOpen ? { pl: 4 } : undefined}
            />
          ))}
        </MenuList>
      </Collapse>
    </>
  );
}
