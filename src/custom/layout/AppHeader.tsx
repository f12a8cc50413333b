import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AppBar,
  Button,
  LinkBase,
  LoadingIndicator,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
} from 'react-admin';

function HeaderIconLink({
  to,
  title,
  children,
}: {
  to: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <IconButton color="inherit" component={LinkBase} to={to} aria-label={title}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The header: page title, User management, pending content, settings, theme and avatar. */
export function AppHeader() {
  return (
    <AppBar
      userMenu={<UserMenu />}
      toolbar={
        <>
          <Button
            to="/administrators"
            label="User management"
            color="inherit"
            sx={{ mx: 1, whiteSpace: 'nowrap' }}
          >
            <ManageAccountsIcon />
          </Button>
          <HeaderIconLink to="/unpublished/organizations" title="Pending content">
            <NotificationsIcon />
          </HeaderIconLink>
          <HeaderIconLink to="/settings" title="Settings">
            <SettingsIcon />
          </HeaderIconLink>
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
