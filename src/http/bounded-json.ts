// JSON bodies read with a bound on nesting (src/shared/bounded-json.ts): refused before they are parsed.
import type { FastifyInstance } from 'fastify';
import { exceedsJsonDepth, tooDeep } from '../shared/bounded-json';

/**
 * Replaces the JSON body parser of `app`'s scope with Fastify's own (prototype-poisoning checks, its errors) behind
 * the depth check. `emptyBody: 'none'` reads an empty body as no body (SPEC §7's bodiless actions) instead of a 400.
 */
export function readBoundedJsonBodies(app: FastifyInstance, options: { emptyBody: 'error' | 'none' } = { emptyBody: 'error' }): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (options.emptyBody === 'none' && text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (exceedsJsonDepth(text)) {
      done(tooDeep(), undefined);
      return;
    }
    parse(request, text, done);
  });
}
