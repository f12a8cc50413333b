import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import {
  DataTable,
  List,
  TextField,
  TopToolbar,
  type TranslateFunction,
  useGetMany,
  useTranslate,
} from 'react-admin';
import type { Role } from '../../../shared/resources/access';
import { ROLE_NAMES } from '../../custom/layout/roleNames';
import { formatDateTime } from '../../i18n/format';
import { ExportButton } from '../shared/ExportButton';
import { ListRecords } from '../shared/ListRecords';
import { ListHeading } from '../shared/ListScreen';
import { phoneDetails } from '../shared/phoneRow';
import { AddAdministrator, ChangeRoleButton, RevokeButton } from './AdministratorActions';

interface Administrator {
  id: number;
  email: string;
  name: string | null;
  picture: string | null;
  last_sign_in_at: string | null;
  role?: Role;
  state_ids?: number[];
  city_ids?: number[];
}

/** An editor's limits by name ("Ontario, Toronto"), or that they have none. */
function RoleLimits({ administrator }: { administrator: Administrator }) {
  const translate = useTranslate();
  const { data: states = [] } = useGetMany('lookup-states', { ids: administrator.state_ids ?? [] });
  const { data: cities = [] } = useGetMany('lookup-cities', { ids: administrator.city_ids ?? [] });
  const names = [...states, ...cities].map((region) => String(region.name));
  return (
    <Typography variant="body2" color="text.secondary">
      {names.length ? names.join(', ') : translate('console.administrators.limits.none')}
    </Typography>
  );
}

/** A person's role in the console's language and, for an editor, the region they are limited to. */
function RoleAndLimits({ administrator }: { administrator: Administrator }) {
  const translate = useTranslate();
  if (!administrator.role) return <>—</>;
  return (
    <>
      {translate(ROLE_NAMES[administrator.role])}
      {administrator.role === 'editor' && <RoleLimits administrator={administrator} />}
    </>
  );
}

/** How administrators come to be: the first from ADMIN_EMAILS, the others from this screen. */
function HowToAddAdministrators() {
  const translate = useTranslate();
  return (
    <Card
      sx={{ ml: { xl: 2 }, mt: { xs: 2, xl: 0 }, maxWidth: { xl: 280 }, alignSelf: 'flex-start' }}
    >
      <CardContent>
        <Typography component="h2" variant="subtitle1" gutterBottom>
          {translate('console.administrators.how_to_add_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('console.administrators.how_to_add')}
        </Typography>
      </CardContent>
    </Card>
  );
}

function NoAdministrators() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" gutterBottom>
        {translate('console.administrators.none_yet')}
      </Typography>
      <Typography color="text.secondary">
        {translate('console.administrators.how_to_add')}
      </Typography>
    </Box>
  );
}

function AdministratorAvatar({ administrator }: { administrator: Administrator }) {
  return (
    <Avatar src={administrator.picture ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
      {(administrator.name ?? administrator.email).charAt(0).toUpperCase()}
    </Avatar>
  );
}

const lastSignIn = (administrator: Administrator, translate: TranslateFunction) =>
  administrator.last_sign_in_at
    ? translate('console.administrators.last_sign_in', {
        when: formatDateTime(administrator.last_sign_in_at),
      })
    : translate('console.administrators.never_signed_in');

/** User management: who can sign in to the console, read only. */
export function AdministratorList() {
  const translate = useTranslate();
  return (
    <List<Administrator>
      title="console.administrators.title"
      actions={
        <TopToolbar>
          <ExportButton title="console.administrators.export_title" />
        </TopToolbar>
      }
      aside={<HowToAddAdministrators />}
      empty={<NoAdministrators />}
      // Below the widest screens the explanation goes under the list, which needs the width
      // for its columns (role and region among them).
      sx={{ flexDirection: { xs: 'column', xl: 'row' } }}
    >
      <ListHeading title="console.administrators.title" />
      <AddAdministrator />
      <ListRecords
        rowActions={
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-end',
              gap: 0.5,
              whiteSpace: 'nowrap',
            }}
          >
            <ChangeRoleButton />
            <RevokeButton />
          </Box>
        }
        phoneRow={{
          leftIcon: (record) => <AdministratorAvatar administrator={record} />,
          primaryText: (record) => record.name ?? record.email,
          secondaryText: (record) =>
            phoneDetails(
              record.name === null ? undefined : record.email,
              record.role && translate(ROLE_NAMES[record.role as Role]),
              lastSignIn(record, translate),
            ),
        }}
      >
        <DataTable.Col<Administrator>
          label="console.administrators.columns.picture"
          disableSort
          render={(record) => <AdministratorAvatar administrator={record} />}
        />
        <DataTable.Col source="email" label="console.administrators.columns.email" />
        <DataTable.Col source="name" label="console.administrators.columns.name">
          <TextField source="name" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col<Administrator>
          source="role"
          label="console.administrators.columns.role"
          render={(record) => <RoleAndLimits administrator={record} />}
        />
        <DataTable.Col<Administrator>
          source="last_sign_in_at"
          label="console.administrators.columns.last_sign_in"
          render={(record) =>
            record.last_sign_in_at
              ? formatDateTime(record.last_sign_in_at)
              : translate('console.administrators.never')
          }
        />
      </ListRecords>
    </List>
  );
}
