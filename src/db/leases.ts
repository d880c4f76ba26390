// Named leases in the database (runtime_leases): one holder at a time, renewed while alive, taken over once expired.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './query';

/** Takes or renews the lease for `ttlMs` when it is free, expired or already ours; true when we hold it now. */
export async function acquireLease(db: Db, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const rows = await queryRows<{ holder: string }>(
    db,
    sql`insert into runtime_leases (name, holder, expires_at)
        values (${name}, ${holder}, now() + ${ttlMs} * interval '1 millisecond')
        on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
          where runtime_leases.holder = excluded.holder or runtime_leases.expires_at < now()
        returning holder`,
  );
  return rows[0]?.holder === holder;
}

/** Gives the lease back at once (a clean stop), so another process need not wait for it to expire. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.execute(sql`delete from runtime_leases where name = ${name} and holder = ${holder}`);
}
