import type { Queryable } from '../db/database';

/**
 * The first administrators: while none is live, each of `emails` (ADMIN_EMAILS) becomes one.
 * From then on administrators are added and revoked in the console, and ADMIN_EMAILS adds no one,
 * so a revoked administrator stays revoked however often the server restarts.
 */
export async function bootstrapAdministrators(
  db: Queryable,
  emails: readonly string[],
): Promise<void> {
  const [live] = await db.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM administrators WHERE deleted_at IS NULL) AS any',
  );
  if (live?.any) return;
  for (const email of new Set(emails.map((address) => address.trim().toLowerCase()))) {
    if (!email) continue;
    // Two instances starting at once may both add them: the second insert does nothing.
    await db.query(
      `INSERT INTO administrators (email) VALUES ($1)
       ON CONFLICT (lower(email)) WHERE deleted_at IS NULL DO NOTHING`,
      [email],
    );
  }
}
