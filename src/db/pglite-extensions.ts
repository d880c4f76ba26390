// The extensions every PGlite instance loads, in the shop's thread or in the database thread.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Migrations create these, so a data folder or dump needs them to open: pg_trgm indexes the history and users text
 * searches (LIKE '%…%').
 */
export const pgliteExtensions = { pg_trgm };
