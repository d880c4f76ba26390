// SPEC §7: approve/reject (and other bodiless actions) are sent with a JSON content type and no body; accept that.
import type { FastifyInstance } from 'fastify';

/** Within the calling route plugin only: an empty body with a JSON content type parses as no body instead of a 400. */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) {
      done(null, undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
