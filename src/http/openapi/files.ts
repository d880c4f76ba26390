// The answers that are files, not JSON (CSV exports, a number list as text), as a route's `schema.response` declares
// them. Typed unknown: the handler may send a string or a stream; the document says a string.
import { z } from 'zod';

const file = (description: string) => z.unknown().meta({ type: 'string', description });

export const csvFile = { description: 'A CSV file (UTF-8, with a header line)', content: { 'text/csv': { schema: file('CSV') } } };
export const textFile = { description: 'A text file, one phone number (E.164) a line', content: { 'text/plain': { schema: file('one number a line') } } };
/** A file a customer sent (a photo, a document), in its own type. */
export const anyFile = { description: 'The file, in its own content type (image/jpeg, application/pdf…)', content: { '*/*': { schema: file('the file’s bytes') } } };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body of a route that reads it itself (a JSON body or a multipart upload, parsed in the handler): shown in the
     * OpenAPI document only, never used to check the request (a declared `schema.body` would be parsed before).
     */
    documentedBody?: { json: z.ZodType; form: string };
  }
}

/** `config.documentedBody` as the document's request body: the JSON schema, or a multipart form with its `file`. */
export function documentedRequestBody(body: { json: z.ZodType; form: string }) {
  const json = z.toJSONSchema(body.json, { io: 'input', unrepresentable: 'any' });
  const { $schema: _, ...schema } = json;
  const form = {
    type: 'object',
    description: body.form,
    properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'A text or CSV file, one phone number a line' } },
    additionalProperties: { type: 'string' },
  };
  return { content: { 'application/json': { schema }, 'multipart/form-data': { schema: form } } };
}
