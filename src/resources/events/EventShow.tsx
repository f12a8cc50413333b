import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { type Identifier, LinkBase, type RaRecord, useTranslate } from 'react-admin';
import { events as eventsDeclaration } from '../../../shared/resources/events';
import { formatDateTime } from '../../i18n/format';
import { asIs } from '../../i18n/text';
import { OrganizationLead } from '../organizations/OrganizationTabs';
import { useOrganizationScope } from '../organizations/scope';
import { CardAndProfileImageRows } from '../shared/DetailImages';
import {
  CategoryName,
  DetailRow,
  DetailRows,
  DetailScreen,
  EditLinkButton,
} from '../shared/DetailScreen';
import { isFlagSet } from '../shared/flags';
import { useRouteEvent } from './useRouteEvent';

const linkOrDash = (value: unknown) =>
  typeof value === 'string' && value !== '' ? (
    <Link href={value} target="_blank" rel="noopener noreferrer">
      {value}
    </Link>
  ) : (
    '—'
  );

function Published({ value }: { value: unknown }) {
  const translate = useTranslate();
  const yes = isFlagSet(value);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {yes ? (
        <CheckCircleIcon color="success" fontSize="small" aria-hidden />
      ) : (
        <CancelIcon color="disabled" fontSize="small" aria-hidden />
      )}
      {translate(yes ? 'ra.boolean.true' : 'ra.boolean.false')}
    </Box>
  );
}

/** A place as one line: its address, city, state, zip and country, those it has. */
const addressLine = (place: RaRecord | null | undefined) => {
  const parts = [
    place?.address_1,
    place?.address_2,
    place?.city,
    place?.state,
    place?.zip,
    place?.country,
  ].filter((part) => typeof part === 'string' && part.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : '—';
};

interface Owner {
  id: Identifier;
  name: string | undefined;
  overview: string;
}

/** The spec's fields in its order, then what the event belongs to and where it is. */
function Details({ event, owner }: { event: RaRecord; owner: Owner }) {
  return (
    <DetailRows>
      <DetailRow label="console.events.details.id">{String(event.id)}</DetailRow>
      <DetailRow label="console.events.details.title">{String(event.title ?? '')}</DetailRow>
      <DetailRow label="console.events.details.description">
        {String(event.description ?? '')}
      </DetailRow>
      <DetailRow label="console.events.details.start_time">
        {formatDateTime(event.start_time)}
      </DetailRow>
      {event.end_time ? (
        <DetailRow label="console.events.details.end_time">
          {formatDateTime(event.end_time)}
        </DetailRow>
      ) : null}
      <DetailRow label="console.events.details.website">{linkOrDash(event.website)}</DetailRow>
      <CardAndProfileImageRows
        record={event}
        labels={{
          card: 'console.events.details.card_image',
          profile: 'console.events.details.profile_image',
        }}
        missing="placeholder"
      />
      <DetailRow label="console.events.details.buy_ticket_url">
        {linkOrDash(event.buy_ticket_url)}
      </DetailRow>
      <DetailRow label="console.events.details.published">
        <Published value={event.is_published} />
      </DetailRow>
      <DetailRow label="console.events.details.organization">
        <Link component={LinkBase} to={owner.overview}>
          {owner.name ?? `#${String(owner.id)}`}
        </Link>
      </DetailRow>
      <DetailRow label="console.events.details.category">
        <CategoryName id={event.category_id} />
      </DetailRow>
      <DetailRow label="console.events.details.location">
        {addressLine(event.location as RaRecord | null)}
      </DetailRow>
    </DetailRows>
  );
}

/**
 * An event (`.../event/{id}`): `Event: {title}`, its fields with its organization (a link to
 * it), category and location, header navigation to its participants, participant roles and
 * sponsors, Back to the events list and Edit.
 */
export function EventShow() {
  const { organizationId, eventId, organizationName, event } = useRouteEvent();
  const { pathTo } = useOrganizationScope();
  const translate = useTranslate();
  const record = event.data;
  const nav = [
    [
      'console.events.nav.participants',
      pathTo('event-participants', 'list', organizationId, eventId),
    ],
    [
      'console.events.nav.participation_roles',
      pathTo('participation-roles', 'list', organizationId, eventId),
    ],
    ['console.events.nav.sponsors', pathTo('event-sponsors', 'list', organizationId, eventId)],
  ] as const;
  const showTitle = (shown: RaRecord) =>
    asIs(translate('console.events.show_title', { title: shown.title }));
  return (
    <DetailScreen
      history={eventsDeclaration.table}
      title={record ? showTitle(record) : 'console.events.noun'}
      lead={<OrganizationLead organizationId={organizationId} name={organizationName} />}
      query={event}
      fallback="console.events.load_failed"
      loading={<Typography>{translate('console.events.loading')}</Typography>}
      nav={
        <Box
          component="nav"
          aria-label={translate('console.events.nav.label')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
        >
          {nav.map(([label, to]) => (
            <Button key={label} component={LinkBase} to={to} variant="outlined" size="small">
              {translate(label)}
            </Button>
          ))}
        </Box>
      }
      backTo={pathTo('events', 'list', organizationId)}
      // An event reached under another organization is not shown here, only pointed to.
      heading={(loaded) =>
        String(loaded.organization_id) === organizationId ? showTitle(loaded) : undefined
      }
      actions={(loaded) =>
        String(loaded.organization_id) === organizationId && (
          <EditLinkButton
            to={pathTo('events', 'edit', organizationId, loaded.id)}
            resource={eventsDeclaration.name}
            record={loaded}
          />
        )
      }
    >
      {(loaded) =>
        String(loaded.organization_id) !== organizationId ? (
          <Alert severity="warning">
            {translate('console.events.elsewhere.other_organization')}{' '}
            <Link
              component={LinkBase}
              to={pathTo('events', 'show', loaded.organization_id, loaded.id)}
            >
              {translate('console.events.elsewhere.open_there')}
            </Link>
            .
          </Alert>
        ) : (
          <Details
            event={loaded}
            owner={{
              id: organizationId,
              name: organizationName,
              overview: pathTo('organizations', 'show', organizationId),
            }}
          />
        )
      }
    </DetailScreen>
  );
}
