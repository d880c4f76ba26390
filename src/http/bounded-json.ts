// JSON read with a bound on nesting: a body nested deeper than any the shop takes is refused before it is parsed.
import type { FastifyInstance } from 'fastify';

/**
 * The deepest nesting of arrays and objects the shop reads. Its own bodies and the providers' notices stay under 6;
 * JSON.parse copes with any depth, but whatever walks the result recursively afterwards (a validator, a key sort,
 * JSON.stringify) overflows the stack somewhere past a few thousand levels, which was a 500.
 */
export const MAX_JSON_DEPTH = 32;

/** Error code of a body nested too deep (mapped to a 400 in plugins/errors.ts). */
export const JSON_TOO_DEEP = 'JSON_TOO_DEEP';

/** Whether a JSON text nests arrays and objects deeper than `limit`: one pass over its characters, no recursion. */
function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

const tooDeep = () => Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), { code: JSON_TOO_DEEP, statusCode: 400 });

/** JSON.parse within MAX_JSON_DEPTH: throws a SyntaxError for malformed text, a JSON_TOO_DEEP error for too deep. */
export function parseBoundedJson(text: string): unknown {
  if (exceedsJsonDepth(text)) throw tooDeep();
  return JSON.parse(text);
}

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
