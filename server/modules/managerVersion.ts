import { messageText } from '../../shared/messages';
import { appSettings } from '../../shared/resources/appSettings';
import { type ManagerVersion, managerVersionInput } from '../../shared/schemas/managerVersion';
import { partialInput, patchedValues } from '../http/partialUpdate';
import { defineRoutes, idParams, route } from '../http/routes';
import { recordRepository } from '../store/records';

const managerVersions = recordRepository<ManagerVersion>({
  table: 'manager_versions',
  label: 'App settings',
  writable: [
    'ios_current_version',
    'android_current_version',
    'ios_min_version',
    'android_min_version',
    'review_interval_months',
  ],
  conflictMessage: messageText('app_settings_exist'),
});

export const managerVersionRoutes = defineRoutes(
  'app settings',
  [
    route({
      method: 'get',
      path: '/api/admin/manager-version',
      summary: 'The app settings record, or null when none exists yet',
      async handler({ services: { db } }) {
        const { rows } = await managerVersions.list(db, { perPage: 1 });
        return { manager_version: rows[0] ?? null };
      },
    }),
    route({
      method: 'post',
      path: '/api/admin/manager-version',
      summary: 'Creates the app settings record',
      body: managerVersionInput,
      bodyTypes: 'both',
      status: 201,
      errors: { 409: 'App settings already exist' },
      async handler({ services: { db }, body, adminId }) {
        return { manager_version: await managerVersions.create(db, adminId, body) };
      },
    }),
    route({
      method: 'patch',
      path: '/api/admin/manager-version/{id}',
      summary:
        'Updates the app settings record: the fields sent change, the others keep their stored values',
      params: idParams,
      body: partialInput(managerVersionInput),
      bodyTypes: 'both',
      errors: {
        404: 'No live app settings record with this id',
        409: 'updated_at differs from the stored one: someone else changed the record',
      },
      async handler({ services: { db }, params, body, adminId }) {
        const saved = await db.transaction(async (tx) => {
          const { updated_at, ...values } = await patchedValues(
            tx,
            managerVersions,
            params.id,
            managerVersionInput,
            body,
          );
          return managerVersions.update(tx, adminId, params.id, values, updated_at);
        });
        return { manager_version: saved };
      },
    }),
  ],
  appSettings,
);
