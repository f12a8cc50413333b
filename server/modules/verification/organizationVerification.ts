import { z } from 'zod';
import { updatedAtToken } from '../../../shared/schemas/fields';
import type { Queryable } from '../../db/database';
import { idParams, route } from '../../http/routes';
import type { Services } from '../../services';
import { recordRepository } from '../../store/records';
import { reviewDueAtSql } from './dueDate';

/**
 * What every organization answer says of its verification (migration 023): when it was last
 * verified, by whom (their name, else their e-mail), and when it is due again (dueDate.ts).
 */
export interface OrganizationVerification {
  last_verified_at: string;
  verified_by_name: string | null;
  review_due_at: string;
}

/** The names of those columns, in the order the lists and their CSV give them. */
export const VERIFICATION_COLUMN_NAMES = [
  'last_verified_at',
  'verified_by_name',
  'review_due_at',
] as const;

/** The verification columns of the organization `alias`, for a query over `organizations o`. */
export const verificationColumns = (alias = 'o') =>
  `${alias}.last_verified_at,
   (SELECT coalesce(nullif(trim(va.name), ''), va.email) FROM administrators va
     WHERE va.id = ${alias}.verified_by) AS verified_by_name,
   ${reviewDueAtSql(alias)} AS review_due_at`;

/** The organization columns the Verified action writes (updated_at and updated_by with them). */
const verifications = recordRepository<{ id: number }>({
  table: 'organizations',
  label: 'Organization',
  writable: ['last_verified_at', 'verified_by'],
});

/**
 * Records that the organization was checked and is still right: verified now by the signed-in
 * person, nothing else changed (its history has one `verify` entry). Refused with 409 when
 * `updated_at` is sent and someone changed the organization since.
 */
async function verify(tx: Queryable, adminId: number, id: number, updatedAt?: string) {
  // The transaction's time: the same instant as the updated_at the write stamps.
  const [{ now }] = (await tx.query<{ now: string }>('SELECT now() AS now')) as [{ now: string }];
  await verifications.update(
    tx,
    adminId,
    id,
    { last_verified_at: now, verified_by: adminId },
    updatedAt,
  );
}

/** `POST <item>/verify`: the Verified action, answered as the organization's own GET answers it. */
export const verifyOrganizationRoute = (
  itemPath: string,
  answer: (db: Queryable, services: Services, id: number) => Promise<object>,
) =>
  route({
    method: 'post',
    path: `${itemPath}/verify`,
    summary:
      'Verified: records that the organization was checked and is still right (last_verified_at now, verified_by the signed-in person), changing nothing else; one `verify` entry in its history. With `updated_at`, only if nobody changed it since',
    params: idParams,
    body: z.object({ updated_at: updatedAtToken }),
    optionalBody: true,
    recordAction: true,
    errors: {
      404: 'No live organization with this id',
      409: 'updated_at differs from the stored one: someone else changed the organization',
    },
    async handler({ services, params, body, adminId }) {
      const organization = await services.db.transaction(async (tx) => {
        await verify(tx, adminId, params.id, body.updated_at);
        return answer(tx, services, params.id);
      });
      return { organization };
    },
  });
