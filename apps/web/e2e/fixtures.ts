/**
 * Accounts the browser tests need before the server starts. Paid plans come from billing, which the
 * tests do not drive: the fixture writes a verified account on the pro plan straight into the fresh
 * database (PGlite's files are the server's own once it runs, so this happens first).
 */
import { join } from 'node:path';
import { connect, migrateToLatest } from '../../../packages/db/src/index';
import { hashPassword } from '../../../packages/api/src/platform/crypto';

export const PAID_USER = { email: 'paid@example.com', password: 'paid user password' };

export async function seedPaidUser(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const handle = databaseUrl
    ? await connect({ databaseUrl, poolSize: 1 })
    : await connect({ dataDir: join(dataDir, 'pg') });
  try {
    await migrateToLatest(handle.db);
    const { id } = await handle.db
      .insertInto('users')
      .values({
        email: PAID_USER.email,
        password_hash: await hashPassword(PAID_USER.password),
        email_verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', id).execute();
  } finally {
    await handle.close();
  }
}
