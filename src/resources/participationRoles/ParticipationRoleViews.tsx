import { DataTable, type RaRecord, useTranslate } from 'react-admin';
import { participationRoles } from '../../../shared/resources/participationRoles';
import { participationRoleInput } from '../../../shared/schemas/event';
import { validateWith } from '../../../shared/validation';
import { asIs } from '../../i18n/text';
import {
  type EventMember,
  EventMemberCreate,
  EventMemberList,
  EventMemberShow,
} from '../events/EventMemberScreens';
import { type ContentKind, kindWithNameTexts } from '../shared/contentKind';
import { TextInput } from '../shared/inputs';

const roleName = (record: RaRecord) => String(record.name ?? record.id);

/** Texts name the role: 'Participant Role: "{name}" has been deleted' (spec 001, section 8). */
export const participationRoleKind: ContentKind<'participation-roles'> = {
  ...kindWithNameTexts('participation-roles', 'console.participationRoles.noun', 'name'),
  deleted: (record, translate) =>
    translate('console.participationRoles.deleted', { name: roleName(record) }),
  created: (record, translate) =>
    translate('console.participationRoles.created', { name: roleName(record) }),
};

/** Roles are shared by all events: reached from any event, stored apart from it. */
const role: EventMember = {
  kind: participationRoleKind,
  ofEvent: false,
  table: participationRoles.table,
};

/** `.../event/{id}/participant/roles`: the participation roles (shared by all events). */
export function ParticipationRoleList() {
  return (
    <EventMemberList
      member={role}
      title={() => 'console.participationRoles.list_title'}
      storeKey={() => 'participation-roles.listParams'}
      newLabel="console.participationRoles.new"
    >
      <DataTable.Col source="id" label="console.shared.columns.id" />
      <DataTable.Col source="name" label="console.shared.columns.name" />
    </EventMemberList>
  );
}

/** `.../participant/role/new`: a role with its name. */
export function ParticipationRoleCreate() {
  return (
    <EventMemberCreate
      member={role}
      title="console.participationRoles.new"
      defaultValues={() => ({ name: '' })}
      validate={(values) => validateWith(participationRoleInput, values)}
      data={(values) => ({ name: values.name })}
    >
      <TextInput source="name" label="console.participationRoles.fields.name" />
    </EventMemberCreate>
  );
}

/** `.../participant/role/{roleId}`: one role. */
export function ParticipationRoleShow() {
  const translate = useTranslate();
  return (
    <EventMemberShow
      member={role}
      param="roleId"
      title={(record) =>
        asIs(translate('console.participationRoles.show_title', { name: roleName(record) }))
      }
      fields={(record) => [
        ['console.participationRoles.fields.id', record.id],
        ['console.participationRoles.fields.name', record.name],
      ]}
      noun="console.participationRoles.noun"
      loadFailed="console.participationRoles.load_failed"
    />
  );
}
