import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';
import { Button, IconButton, Tooltip, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
  AppBar,
  LinkBase,
  LoadingIndicator,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
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

/** A real link (href) to the administrators: labelled on wide screens, an icon on phones. */
function UserManagementLink() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  if (!wide) {
    return (
      <HeaderIconLink to="/administrators" title="User management">
        <ManageAccountsIcon />
      </HeaderIconLink>
    );
  }
  return (
    <Button
      component={LinkBase}
      to="/administrators"
      color="inherit"
      startIcon={<ManageAccountsIcon />}
      sx={{ mx: 1, whiteSpace: 'nowrap' }}
    >
      User management
    </Button>
  );
}

/**
 * react-admin names the user button "Profile" while it shows the administrator's name; speech
 * input users say what they see, so the name starts with it.
 */
function ProfileMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `${identity.fullName} (profile)` : undefined} />;
}

/** The header: page title, User management, pending content, settings, theme and avatar. */
export function AppHeader() {
  return (
    <AppBar
      userMenu={<ProfileMenu />}
      toolbar={
        <>
          <UserManagementLink />
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
