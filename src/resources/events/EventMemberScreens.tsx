import { Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  LinkBase,
  type RaRecord,
  type TranslateFunction,
  useGetOne,
  useParams,
  useRecordContext,
  useTranslate,
  type ValidateForm,
} from 'react-admin';
import type { HistoryTable } from '../../../shared/resources/history';
import type { MessageKey, Text } from '../../i18n/text';
import { OrganizationLead } from '../organizations/OrganizationTabs';
import { useOrganizationScope } from '../organizations/scope';
import type { RoutedResourceName } from '../paths';
import { ContentCreate } from '../shared/ContentForm';
import { CreateLinkButton } from '../shared/CreateLinkButton';
import type { ContentKind } from '../shared/contentKind';
import { DetailScreen, TextRows } from '../shared/DetailScreen';
import { ListScreen } from '../shared/ListScreen';
import { type PhoneRow, phoneDetails } from '../shared/phoneRow';
import { RowActions } from '../shared/RowActions';
import { SearchBar } from '../shared/SearchBox';
import { useRouteEvent } from './useRouteEvent';

/** A sponsor, participant or role: what it is, its screens being its resource's under an event. */
export interface EventMember {
  kind: ContentKind<RoutedResourceName>;
  /** Whether its rows belong to the event (the data provider needs the event id) or are shared. */
  ofEvent: boolean;
  /** The table its history is kept under. */
  table: HistoryTable;
}

const eventMeta = (member: EventMember, eventId: string) => (member.ofEvent ? { eventId } : {});

function MemberActions({
  member,
  organizationId,
  eventId,
}: {
  member: EventMember;
  organizationId: string;
  eventId: string;
}) {
  const { pathTo } = useOrganizationScope();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <RowActions
      view={pathTo(member.kind.resource, 'show', organizationId, eventId, record.id)}
      deleteKind={member.kind}
    />
  );
}

/** A member's phone line: its name, then its id and `details`. */
export const memberPhoneRow = (
  translate: TranslateFunction,
  details: (record: RaRecord) => unknown[] = () => [],
): PhoneRow => ({
  primaryText: (record) => record.name,
  secondaryText: (record) =>
    phoneDetails(translate('console.shared.record_id', { id: record.id }), ...details(record)),
});

/** An event's list of members: searched by name, Back to the event, New ..., View/Delete rows. */
export function EventMemberList({
  member,
  title,
  storeKey,
  newLabel,
  phoneRow,
  children,
}: {
  member: EventMember;
  /** The heading, given the event's title ('…' until it is loaded). */
  title: (eventTitle: string) => Text;
  /** Where the list remembers its params, given the event id. */
  storeKey: (eventId: string) => string;
  /** The create button's label. */
  newLabel: MessageKey;
  /** What a member's line shows at phone width: its name and id unless given. */
  phoneRow?: PhoneRow;
  /** The columns before ACTIONS. */
  children: ReactNode;
}) {
  const { organizationId, eventId, organizationName, event } = useRouteEvent();
  const { pathTo } = useOrganizationScope();
  const translate = useTranslate();
  return (
    <ListScreen
      resource={member.kind.resource}
      title={title(event.data ? String(event.data.title) : '…')}
      lead={<OrganizationLead organizationId={organizationId} name={organizationName} />}
      storeKey={storeKey(eventId)}
      meta={eventMeta(member, eventId)}
      rowLink={(record: RaRecord) =>
        pathTo(member.kind.resource, 'show', organizationId, eventId, record.id)
      }
      rowActions={
        <MemberActions member={member} organizationId={organizationId} eventId={eventId} />
      }
      phoneRow={phoneRow ?? memberPhoneRow(translate)}
      filterBar={<SearchBar />}
      actions={
        <>
          <Button
            component={LinkBase}
            to={pathTo('events', 'show', organizationId, eventId)}
            variant="outlined"
          >
            {translate('console.shared.back')}
          </Button>
          <CreateLinkButton
            to={pathTo(member.kind.resource, 'create', organizationId, eventId)}
            label={newLabel}
          />
        </>
      }
    >
      {children}
    </ListScreen>
  );
}

type Values = Record<string, unknown>;

/** A new member of an event: Save creates it and returns to the event's list of them. */
export function EventMemberCreate({
  member,
  title,
  defaultValues,
  validate,
  data,
  children,
}: {
  member: EventMember;
  /** The heading. */
  title: MessageKey;
  defaultValues: (eventId: string) => Values;
  validate: ValidateForm;
  /** What is sent to the server, given the form's values and the event id. */
  data: (values: Values, eventId: string) => Values;
  children: ReactNode;
}) {
  const { organizationId, eventId, organizationName } = useRouteEvent();
  const { pathTo } = useOrganizationScope();
  return (
    <ContentCreate
      kind={member.kind}
      title={title}
      lead={<OrganizationLead organizationId={organizationId} name={organizationName} />}
      listPath={pathTo(member.kind.resource, 'list', organizationId, eventId)}
      defaultValues={defaultValues(eventId)}
      validate={validate}
      transform={(values) => data(values, eventId)}
      meta={eventMeta(member, eventId)}
      saveAlwaysEnabled
    >
      {children}
    </ContentCreate>
  );
}

/** One member of an event (its id is the route's `param`): its fields and Back to the list. */
export function EventMemberShow({
  member,
  param,
  title,
  fields,
  noun,
  loadFailed,
}: {
  member: EventMember;
  param: string;
  /** The heading, given the loaded record. */
  title: (record: RaRecord) => Text;
  /** Label and value of each shown field. */
  fields: (record: RaRecord) => [MessageKey, unknown][];
  /** The title while the record is missing. */
  noun: MessageKey;
  /** What a failed load says when the server gives no reason. */
  loadFailed: MessageKey;
}) {
  const { organizationId, eventId, organizationName } = useRouteEvent();
  const { [param]: memberId = '' } = useParams();
  const { pathTo } = useOrganizationScope();
  const meta = eventMeta(member, eventId);
  const query = useGetOne(member.kind.resource, { id: memberId, meta });
  const translate = useTranslate();
  return (
    <DetailScreen
      title={query.data ? title(query.data) : noun}
      lead={<OrganizationLead organizationId={organizationId} name={organizationName} />}
      query={query}
      fallback={loadFailed}
      loading={<Typography>{translate('console.events.loading')}</Typography>}
      backTo={pathTo(member.kind.resource, 'list', organizationId, eventId)}
      heading={title}
      history={member.table}
    >
      {(record) => <TextRows rows={fields(record)} />}
    </DetailScreen>
  );
}
