// What every PGlite instance of the shop opens with, in the shop's thread or in the database thread: the extensions
// and PostgreSQL's start parameters.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Migrations create these, so a data folder or dump needs them to open: pg_trgm indexes the history and users text
 * searches (LIKE '%…%').
 */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite's own start parameters, and shared buffers of 16 MB instead of PostgreSQL's 128 MB. PGlite's pages live in the
 * WebAssembly memory, which only grows: every buffer a busy minute touched stayed resident for good (issue 30's idle
 * memory goal). Its files are read through Node from the OS's page cache, so a page out of the buffers costs a copy,
 * not a disk read (decision 0152 has the figures).
 */
export const pgliteOptions = { extensions: pgliteExtensions, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };
