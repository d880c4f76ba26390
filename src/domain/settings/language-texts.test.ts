// Migration 0032 (decision 0125): an upgraded shop loses the French welcome and help its old start-up wrote, unless the
// admin had changed them; the manual top-up switch's row exists, off.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';

/** What `seedDefaults` wrote into every shop before decision 0125. */
const OLD_WELCOME =
  'Bienvenue sur AutoShop ! Achetez vos numlists vérifiées en quelques secondes : achat instantané, fichier généré automatiquement, support disponible.';
const OLD_HELP =
  "📖 Guide d'utilisation\n\n/start — ouvrir le menu\n/shop — parcourir les numlists par continent, pays et opérateur\n/balance — voir votre solde et recharger en crypto\n/history — vos achats et leurs fichiers\n\nMinimum d'achat : 100 numéros. Besoin d'aide ? Contactez le support.";

const database = suiteDatabase();

const migration = readFileSync(new URL('../../db/migrations/0032_per_language_texts.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
const runMigration = async () => {
  for (const statement of migration) await database.db.execute(sql.raw(statement));
};
const stored = async () =>
  Object.fromEntries((await queryRows<{ key: string; value: string }>(database.db, sql`select key, value from settings`)).map((r) => [r.key, r.value]));

describe('migration 0032', () => {
  it('removes the seeded French welcome and help, keeps texts the admin wrote, and adds the manual switch off', async () => {
    await database.db.execute(sql`delete from settings`);
    await database.db.execute(sql`insert into settings (key, value) values ('custom_welcome_message', ${OLD_WELCOME}), ('help_message', ${OLD_HELP})`);
    await runMigration();
    expect(await stored()).toEqual({ manual_topups_enabled: 'false' });

    await database.db.execute(sql`delete from settings`);
    await database.db.execute(sql`insert into settings (key, value) values ('custom_welcome_message', 'Salut !'), ('help_message', ${`${OLD_HELP} `}), ('manual_topups_enabled', 'true')`);
    await runMigration();
    expect(await stored()).toEqual({ custom_welcome_message: 'Salut !', help_message: `${OLD_HELP} `, manual_topups_enabled: 'true' });
  });
});
