// SPEC §7: approve/reject (and other bodiless actions) are sent with a JSON content type and no body; accept that.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readBoundedJsonBodies } from '../bounded-json';

/**
 * The opening of a route plugin whose actions may come bodiless: its app typed by the Zod schemas, and the database.
 * Within this plugin only, an empty body with a JSON content type parses as no body instead of a 400.
 */
export function lenientJsonRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // The same parser as every other route's (depth-bounded), only lenient about an empty body.
  readBoundedJsonBodies(base, { emptyBody: 'none' });
  return { app, db: app.db };
}
