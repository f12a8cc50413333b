import CheckIcon from '@mui/icons-material/Check';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  Button,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Tooltip,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
  AppBar,
  LinkBase,
  LoadingIndicator,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
  useLocaleState,
  useLocales,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { administrators } from '../../../shared/resources/administrators';
import { appSettings } from '../../../shared/resources/appSettings';
import { useMayDo } from '../../authProvider/useMayDo';
import { RoleBadge } from './roleNames';

import { SignedInAs } from './SignedInAs';

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

/**
 * A real link (href) to the administrators: labelled on wide screens, an icon on phones; for
 * those who may see them (administrators).
 */
function UserManagementLink() {
  const translate = useTranslate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const title = translate('console.layout.header.user_management');
  if (!useMayDo('list', { resource: administrators.name })) return null;
  if (!wide) {
    return (
      <HeaderIconLink to="/administrators" title={title}>
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
      {title}
    </Button>
  );
}

/** The settings' icon, for those who may see them (administrators). */
function SettingsLink() {
  const translate = useTranslate();
  if (!useMayDo('list', { resource: appSettings.name })) return null;
  return (
    <HeaderIconLink to="/settings" title={translate('console.layout.header.settings')}>
      <SettingsIcon />
    </HeaderIconLink>
  );
}

/**
 * One language of the user menu, a radio item named "Language: <its name>": chosen, it is kept
 * for this browser and the menu closes.
 */
function LanguageItem({ locale, name }: { locale: string; name: string }) {
  const translate = useTranslate();
  const [current, setLocale] = useLocaleState();
  const userMenu = useUserMenu();
  const chosen = locale === current;
  return (
    <MenuItem
      role="menuitemradio"
      aria-checked={chosen}
      aria-label={`${translate('console.layout.user_menu.language')}: ${name}`}
      selected={chosen}
      onClick={() => {
        setLocale(locale);
        userMenu?.onClose();
      }}
    >
      <ListItemIcon>{chosen ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
      <ListItemText lang={locale}>{name}</ListItemText>
    </MenuItem>
  );
}

/**
 * react-admin names the user button "Profile" while it shows the administrator's name; speech
 * input users say what they see, so the name starts with it. The menu offers the languages,
 * then Logout.
 */
function ProfileMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const locales = useLocales();
  return (
    <UserMenu
      label={
        identity?.fullName
          ? translate('console.layout.user_menu.profile', { name: identity.fullName })
          : undefined
      }
    >
      <SignedInAs />
      <Divider />
      {locales.map(({ locale, name }) => (
        <LanguageItem key={locale} locale={locale} name={name} />
      ))}
      <Divider />
      <Logout />
    </UserMenu>
  );
}

/** The header: page title, User management, pending content, settings, theme, role and avatar. */
export function AppHeader() {
  const translate = useTranslate();
  return (
    <AppBar
      userMenu={<ProfileMenu />}
      toolbar={
        <>
          <UserManagementLink />
          <HeaderIconLink
            to="/unpublished/organizations"
            title={translate('console.layout.header.pending_content')}
          >
            <NotificationsIcon />
          </HeaderIconLink>
          <SettingsLink />
          <ToggleThemeButton />
          <LoadingIndicator />
          <RoleBadge />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
