// JSON read with a bound on nesting: a body nested deeper than any the shop takes is refused before it is parsed.
// Shared by the HTTP body parsers and the payment adapters, which read their providers' notices themselves.

/**
 * The deepest nesting of arrays and objects the shop reads. Its own bodies and the providers' notices stay under 6;
 * JSON.parse copes with any depth, but whatever walks the result recursively afterwards (a validator, a key sort,
 * JSON.stringify) overflows the stack somewhere past a few thousand levels, which was a 500.
 */
export const MAX_JSON_DEPTH = 32;

/** Error code of a body nested too deep (mapped to a 400 in plugins/errors.ts). */
export const JSON_TOO_DEEP = 'JSON_TOO_DEEP';

/** Whether a JSON text nests arrays and objects deeper than `limit`: one pass over its characters, no recursion. */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
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

/** The error a body nested too deep raises, whoever reads it (a 400 in plugins/errors.ts). */
export const tooDeep = () => Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), { code: JSON_TOO_DEEP, statusCode: 400 });

/** JSON.parse within MAX_JSON_DEPTH: throws a SyntaxError for malformed text, a JSON_TOO_DEEP error for too deep. */
export function parseBoundedJson(text: string): unknown {
  if (exceedsJsonDepth(text)) throw tooDeep();
  return JSON.parse(text);
}
