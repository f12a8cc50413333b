import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import { DataTable, DateField, List, TextField, TopToolbar } from 'react-admin';
import { ExportButton } from '../shared/ExportButton';
import { ListRecords, phoneDetails } from '../shared/ListRecords';
import { ListHeading } from '../shared/ListScreen';
import { AddAdministrator, RevokeButton } from './AdministratorActions';

interface Administrator {
  id: number;
  email: string;
  name: string | null;
  picture: string | null;
  last_sign_in_at: string | null;
}

/** How administrators come to be: the first from ADMIN_EMAILS, the others from this screen. */
const HOW_TO_ADD =
  'Add an administrator by the e-mail address of their Google account: they can sign in at once, and their name and picture come from Google at their first sign-in. Revoke signs them out at once. The server’s ADMIN_EMAILS setting only makes the first administrators, while there are none.';

function HowToAddAdministrators() {
  return (
    <Card
      sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, maxWidth: { md: 280 }, alignSelf: 'flex-start' }}
    >
      <CardContent>
        <Typography component="h2" variant="subtitle1" gutterBottom>
          Adding administrators
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {HOW_TO_ADD}
        </Typography>
      </CardContent>
    </Card>
  );
}

function NoAdministrators() {
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" gutterBottom>
        No administrators yet
      </Typography>
      <Typography color="text.secondary">{HOW_TO_ADD}</Typography>
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

const lastSignIn = (administrator: Administrator) =>
  administrator.last_sign_in_at
    ? `Last sign-in ${new Date(administrator.last_sign_in_at).toLocaleString()}`
    : 'Never signed in';

/** User management: who can sign in to the console, read only. */
export function AdministratorList() {
  return (
    <List<Administrator>
      title="User management"
      actions={
        <TopToolbar>
          <ExportButton title="Administrators" />
        </TopToolbar>
      }
      aside={<HowToAddAdministrators />}
      empty={<NoAdministrators />}
      // On a phone the explanation goes under the list rather than beside it.
      sx={{ flexDirection: { xs: 'column', md: 'row' } }}
    >
      <ListHeading title="User management" />
      <AddAdministrator />
      <ListRecords
        rowActions={<RevokeButton />}
        phoneRow={{
          leftIcon: (record) => <AdministratorAvatar administrator={record} />,
          primaryText: (record) => record.name ?? record.email,
          secondaryText: (record) =>
            phoneDetails(record.name === null ? undefined : record.email, lastSignIn(record)),
        }}
      >
        <DataTable.Col<Administrator>
          label="Picture"
          disableSort
          render={(record) => <AdministratorAvatar administrator={record} />}
        />
        <DataTable.Col source="email" label="Email" />
        <DataTable.Col source="name" label="Name">
          <TextField source="name" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="last_sign_in_at" label="Last sign-in">
          <DateField source="last_sign_in_at" showTime emptyText="Never" />
        </DataTable.Col>
      </ListRecords>
    </List>
  );
}
