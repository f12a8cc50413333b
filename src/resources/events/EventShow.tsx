import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, type RaRecord, Title } from 'react-admin';
import { formatDateTime } from '../../custom/events/dates';
import { useRouteEvent } from '../../custom/events/useRouteEvent';
import { LoadError } from '../../custom/LoadError';
import { OrganizationLead } from '../../custom/organizations/OrganizationTabs';
import { useOrganizationScope } from '../../custom/organizations/scope';

/** The size of an absent image's placeholder (spec 001, section 9). */
const PLACEHOLDER_SIZE = 100;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function EventImage({ src, label }: { src: unknown; label: string }) {
  if (typeof src === 'string' && src !== '') {
    return <Box component="img" src={src} alt={label} sx={{ maxWidth: 240, maxHeight: 160 }} />;
  }
  return (
    <Box
      role="img"
      aria-label={`${label}: none`}
      sx={{
        width: PLACEHOLDER_SIZE,
        height: PLACEHOLDER_SIZE,
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.secondary',
        fontSize: 12,
      }}
    >
      100x100
    </Box>
  );
}

const linkOrDash = (value: unknown) =>
  typeof value === 'string' && value !== '' ? (
    <Link href={value} target="_blank" rel="noopener noreferrer">
      {value}
    </Link>
  ) : (
    '—'
  );

function Published({ value }: { value: unknown }) {
  const yes = value === true || value === 1 || value === '1';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {yes ? (
        <CheckCircleIcon color="success" fontSize="small" aria-hidden />
      ) : (
        <CancelIcon color="disabled" fontSize="small" aria-hidden />
      )}
      {yes ? 'Yes' : 'No'}
    </Box>
  );
}

function Details({ event }: { event: RaRecord }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: '180px 1fr' }, gap: 1.5, m: 0 }}
    >
      <Row label="ID">{String(event.id)}</Row>
      <Row label="Title">{String(event.title ?? '')}</Row>
      <Row label="Description">{String(event.description ?? '')}</Row>
      <Row label="Start Time">{formatDateTime(event.start_time)}</Row>
      {event.end_time ? <Row label="End Time">{formatDateTime(event.end_time)}</Row> : null}
      <Row label="Website">{linkOrDash(event.website)}</Row>
      <Row label="Card Image">
        <EventImage src={event.card_image} label="Card Image" />
      </Row>
      <Row label="Profile Image">
        <EventImage src={event.profile_image} label="Profile Image" />
      </Row>
      <Row label="Buy Ticket Url">{linkOrDash(event.buy_ticket_url)}</Row>
      <Row label="Published?">
        <Published value={event.is_published} />
      </Row>
    </Box>
  );
}

/**
 * An event (`.../event/{id}`): `Event: {title}`, its fields, header navigation to its
 * participants, participant roles and sponsors, and Back to the events list.
 */
export function EventShow() {
  const { organizationId, eventId, organizationName, event } = useRouteEvent();
  const { paths } = useOrganizationScope();
  const record = event.data;
  const nav = [
    ['Participants', paths.participants(organizationId, eventId)],
    ['Participant Roles', paths.roles(organizationId, eventId)],
    ['Sponsors', paths.sponsors(organizationId, eventId)],
  ] as const;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={record ? `Event: ${record.title}` : 'Event'} />
      <Box sx={{ py: 1.5 }}>
        <OrganizationLead organizationId={organizationId} name={organizationName} />
      </Box>
      <Card>
        <CardContent>
          <Box
            component="nav"
            aria-label="Event"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
          >
            {nav.map(([label, to]) => (
              <Button key={label} component={LinkBase} to={to} variant="outlined" size="small">
                {label}
              </Button>
            ))}
          </Box>
          {event.isError ? (
            <LoadError
              error={event.error}
              fallback="The event could not be loaded."
              onRetry={() => event.refetch()}
            />
          ) : !record ? (
            <Typography>Loading...</Typography>
          ) : String(record.organization_id) !== organizationId ? (
            <Alert severity="warning">
              This event belongs to another organization.{' '}
              <Link component={LinkBase} to={paths.event(record.organization_id, record.id)}>
                Open it there
              </Link>
              .
            </Alert>
          ) : (
            <>
              <Typography component="h1" variant="h6" gutterBottom>
                {`Event: ${record.title}`}
              </Typography>
              <Details event={record} />
            </>
          )}
          <Button
            component={LinkBase}
            to={paths.events(organizationId)}
            startIcon={<ArrowBackIcon />}
            variant="outlined"
            sx={{ mt: 3 }}
          >
            Back
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
