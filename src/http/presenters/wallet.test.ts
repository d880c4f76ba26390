import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/support/db';
import { scratchDatabase } from '../../../tests/support/wallet-fixtures';
import { type Database, migrationsFolder } from '../../db/client';
import { queryRows } from '../../db/query';
import { listTransactions } from '../../domain/wallet/transactions';
import { presentTransaction } from './wallet';

/** The migrations as they stood before transactions stopped storing descriptions (every one before *_transaction_facts). */
async function migrationsBeforeFacts(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'autoshop-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag.endsWith('_transaction_facts')));
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

describe('transaction descriptions (migration transaction_facts)', () => {
  let db: Database['db'];
  let drop: () => Promise<void>;
  let oldFolder: string;
  /** What each old row showed, by transaction id. */
  const shown = new Map<number, string>();

  beforeAll(async () => {
    oldFolder = await migrationsBeforeFacts();
    const scratch = await scratchDatabase('autoshop_facts');
    const database = await scratch.open();
    db = database.db;
    drop = async () => {
      await database.close();
      await scratch.drop();
    };
    const migrate = testDbKind === 'pglite' ? migratePglite : migratePg;
    await migrate(db as never, { migrationsFolder: oldFolder });

    // Rows as the previous version wrote them, with their stored French sentences.
    const [user] = await queryRows<{ id: number }>(db, sql`insert into users (username) values ('ancien') returning id`);
    const txn = async (type: string, description: string, metadata: Record<string, unknown>) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into transactions (user_id, type, amount_cents, status, description, metadata)
            values (${user.id}, ${type}, 60, 'completed', ${description}, ${JSON.stringify(metadata)}::jsonb) returning id`,
      );
      shown.set(row.id, description);
      return row.id;
    };
    const order = async (transactionId: number, operator: string | null, country: string | null) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into purchase_history (user_id, quantity, price_cents, unit_price_micros, operator_name, country_name, transaction_id)
            values (${user.id}, 100, 60, 6000, ${operator}, ${country}, ${transactionId}) returning id`,
      );
      return row.id;
    };
    const bought = await order(await txn('purchase', 'Achat de 100 numéros — Orange (France)', { quantity: 100, idempotencyKey: 'a' }), 'Orange', 'France');
    await order(await txn('purchase', 'Achat de 100 numéros (Royaume-Uni)', { quantity: 100, idempotencyKey: 'b' }), null, 'Royaume-Uni');
    await txn('deposit', 'Dépôt BTC', { crypto: 'btc', paymentId: 'p-1', provider: 'demo' });
    await txn('admin_credit', 'Crédit ajouté par un administrateur', { actorUserId: user.id });
    await txn('admin_debit', 'Crédit retiré par un administrateur', { actorUserId: user.id });
    await txn('refund', `Remboursement de la commande #${bought}`, { purchaseId: bought, actorUserId: null });
    // Rows no rendering reproduces: written by hand, an order that is gone, a bulk load without any text.
    await txn('admin_credit', 'Geste commercial (écrit à la main)', { actorUserId: user.id });
    await txn('purchase', 'Achat de 200 numéros — SFR (France)', { quantity: 200 });
    await txn('purchase', '', {});

    await database.migrate();
  });
  afterAll(async () => {
    await drop?.();
    await rm(oldFolder, { recursive: true, force: true });
  });

  it('shows every old row exactly as before, from facts: a sentence is kept only where no rendering reproduces it', async () => {
    const { rows } = await listTransactions(db as never, { page: 1, pageSize: 100 });
    expect(rows).toHaveLength(shown.size);
    for (const row of rows) expect(presentTransaction(row).description).toBe(shown.get(row.id));
    const kept = rows.filter((r) => r.metadata.legacyDescription !== undefined).map((r) => r.metadata.legacyDescription);
    expect(kept.sort()).toEqual(['', 'Achat de 200 numéros — SFR (France)', 'Geste commercial (écrit à la main)']);
    const purchase = rows.find((r) => shown.get(r.id) === 'Achat de 100 numéros — Orange (France)');
    expect(purchase?.metadata).toMatchObject({ quantity: 100, operatorName: 'Orange', countryName: 'France' });
  });

  it('drops the description column and adds the ledger reason', async () => {
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      db,
      sql`select table_name, column_name from information_schema.columns
          where (table_name = 'transactions' and column_name = 'description') or (table_name = 'ledger_entries' and column_name = 'reason')`,
    );
    expect(columns).toEqual([{ table_name: 'ledger_entries', column_name: 'reason' }]);
  });
});
