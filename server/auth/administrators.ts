import type { Queryable } from '../db/database';

/** Makes sure each email is a live administrator; never removes anyone. */
export async function syncAdministrators(db: Queryable, emails: readonly string[]): Promise<void> {
  for (const email of new Set(emails.map((address) => address.trim().toLowerCase()))) {
    if (!email) continue;
    await db.query(
      `INSERT INTO administrators (email) VALUES ($1)
       ON CONFLICT (lower(email)) WHERE deleted_at IS NULL DO NOTHING`,
      [email],
    );
  }
}
