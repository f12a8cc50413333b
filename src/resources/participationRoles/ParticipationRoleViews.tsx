import { DataTable, type RaRecord } from 'react-admin';
import { participationRoles } from '../../../shared/resources/participationRoles';
import { participationRoleInput } from '../../../shared/schemas/event';
import { validateWith } from '../../../shared/validation';
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
  ...kindWithNameTexts('participation-roles', 'Participant Role', 'name'),
  deleted: (record) => `Participant Role: "${roleName(record)}" has been deleted`,
  created: (record) => `Participant Role: "${roleName(record)}" has been created`,
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
      title={() => 'Participant Roles'}
      storeKey={() => 'participation-roles.listParams'}
      newLabel="New Role"
    >
      <DataTable.Col source="id" label="ID" />
      <DataTable.Col source="name" label="NAME" />
    </EventMemberList>
  );
}

/** `.../participant/role/new`: a role with its name. */
export function ParticipationRoleCreate() {
  return (
    <EventMemberCreate
      member={role}
      title="New Role"
      defaultValues={() => ({ name: '' })}
      validate={(values) => validateWith(participationRoleInput, values)}
      data={(values) => ({ name: values.name })}
    >
      <TextInput source="name" label="Name" />
    </EventMemberCreate>
  );
}

/** `.../participant/role/{roleId}`: one role. */
export function ParticipationRoleShow() {
  return (
    <EventMemberShow
      member={role}
      param="roleId"
      title={(record) => `Participant Role: ${roleName(record)}`}
      fields={(record) => [
        ['ID', record.id],
        ['Name', record.name],
      ]}
      noun="Participant Role"
    />
  );
}
