// The database as the first service: opened before start-up work, so started already; closed last, after every user.
import type { Database } from '../db/client';
import type { Service } from './services';

export const databaseService = (database: Database): Service => ({
  name: 'database',
  start: async () => {},
  stop: () => database.close(),
});
