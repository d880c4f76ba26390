// Numlists API: the card list, create/update, import (JSON, pasted text or a streamed .txt/.csv upload), stock operations, download.
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import multipart, { type MultipartFile, type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../contracts/ids';
import {
  clearRestockSchema,
  type ImportResult,
  importInputSchema,
  numlistCreateRequestSchema,
  numlistListQuerySchema,
  numlistListSchema,
  numlistSchema,
  numlistUpdateRequestSchema,
  importResultSchema,
  clearResultSchema,
  shuffleResultSchema,
  removeDuplicatesResultSchema,
  clearRestockResultSchema,
} from '../../contracts/stock';
import { successSchema } from '../../contracts/common';
import { textFile } from '../openapi/files';
import { DomainError } from '../../domain/errors';
import { clearNumlist } from '../../domain/stock/clear';
import { clearRestock } from '../../domain/stock/clear-restock';
import { deleteNumlist } from '../../domain/stock/delete-numlist';
import { numlistForDownload, numlistText } from '../../domain/stock/download';
import { createNumlistWithNumbers, importNumbers } from '../../domain/stock/import-numbers';
import { concatSources, fromCsvStream, fromList, fromText, fromTxtStream, type NumberSource } from '../../domain/stock/number-sources';
import { getNumlist, listNumlists, updateNumlist } from '../../domain/stock/numlists';
import { removeDuplicates } from '../../domain/stock/remove-duplicates';
import { shuffleNumlist } from '../../domain/stock/shuffle';
import { adminOf } from '../plugins/auth';
import { renderDomainError } from '../plugins/errors';
import { refundRatesOf } from '../../domain/reports/report-refunds';
import { presentNumlist, presentNumlistPage } from '../presenters/stock';
import { parseInput } from '../validate';
import { lenientJsonRoutes } from './lenient-json';

/**
 * A 50 MB file is about 3.5M numbers; anything much bigger is refused with 413: at once when the request announces its
 * length, else when the file's bytes pass the limit (the import then fails whole: no list, or a restock's kept count).
 */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** What a form may carry beside its file (30 fields, boundaries, headers). */
const FORM_ALLOWANCE_BYTES = 1024 * 1024;
/** JSON `numbers` lists are parsed whole, so they stay smaller; big lists go as a file. */
const MAX_JSON_IMPORT_BYTES = 16 * 1024 * 1024;

const strictQuery = z.object({ strict: z.enum(['true', 'false', '1', '0']).optional() });
const isStrict = (strict: string | undefined) => strict === 'true' || strict === '1';

/** The bodies these routes read themselves, as the OpenAPI document shows them (JSON, or a form with the file). */
const CREATE_BODY = { json: numlistCreateRequestSchema, form: 'The numlist’s fields as form fields (as in JSON), and the `file`' };
const RESTOCK_BODY = { json: importInputSchema, form: 'The `file`, and `strict` as a form field' };

/**
 * A multipart body the parser cannot read (no boundary, no parts, a part cut short) is the client's mistake:
 * MALFORMED_UPLOAD (400), never a 500. Fastify's own multipart errors (limits, file too large, connection closed)
 * carry a code and their status and are kept as they are.
 */
function unreadableUpload(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof DomainError || typeof (error as { code?: unknown } | null)?.code === 'string') return error;
  const hasBoundary = /;\s*boundary=/i.test(request.headers['content-type'] ?? '');
  return new DomainError('MALFORMED_UPLOAD', { reason: hasBoundary ? 'unreadable' : 'no-boundary' });
}

/** The form's parts, with the parser's failures turned into MALFORMED_UPLOAD. */
async function* partsOf(request: FastifyRequest): AsyncGenerator<Multipart> {
  try {
    for await (const part of request.parts()) yield part;
  } catch (error) {
    throw unreadableUpload(request, error);
  }
}

/**
 * An uploaded file's bytes, with a part cut short turned into MALFORMED_UPLOAD, and a file past the size limit into
 * UPLOAD_TOO_LARGE: the parser only cuts it short (`truncated`) and reports the limit after the part, once the import
 * would have finished with what came before.
 */
async function* fileBytes(request: FastifyRequest, file: MultipartFile, limitBytes: number): AsyncGenerator<Uint8Array> {
  const tooLarge = () => new DomainError('UPLOAD_TOO_LARGE', { limitBytes });
  try {
    for await (const chunk of file.file) {
      if (file.file.truncated) throw tooLarge();
      yield chunk as Uint8Array;
    }
  } catch (error) {
    throw unreadableUpload(request, error);
  }
  if (file.file.truncated) throw tooLarge();
}

/**
 * Refuses a form whose announced length is over the file limit (and the form's allowance) before reading any of it (413), and closes the connection
 * rather than read the rest of it to keep the connection.
 */
function refuseAnnouncedOversize(fileLimitBytes: number) {
  const limitBytes = fileLimitBytes + FORM_ALLOWANCE_BYTES;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const announced = Number(request.headers['content-length']);
    // The content-type header: isMultipart() is only known once the body's parser has run, after this hook.
    const isForm = /^multipart\//i.test(request.headers['content-type'] ?? '');
    if (!isForm || !Number.isFinite(announced) || announced <= limitBytes) return;
    const { status, body } = renderDomainError(new DomainError('UPLOAD_TOO_LARGE', { limitBytes: fileLimitBytes }));
    return reply.status(status).header('connection', 'close').send(body);
  };
}

/** Picks the reader for an uploaded file by its extension (or type): .csv → first column, .txt → one per line. */
function fileSource(request: FastifyRequest, file: MultipartFile): NumberSource {
  const ext = extname(file.filename ?? '').toLowerCase();
  const limit = request.server.uploadLimitBytes;
  if (ext === '.csv' || (!ext && file.mimetype === 'text/csv')) return fromCsvStream(fileBytes(request, file, limit));
  if (ext === '.txt' || (!ext && file.mimetype === 'text/plain')) return fromTxtStream(fileBytes(request, file, limit));
  throw new DomainError('UNSUPPORTED_FILE_TYPE', { fileName: file.filename, mimeType: file.mimetype });
}

/**
 * Reads a multipart form: text fields first, then the `file` part, which `run` consumes as a stream (the file is
 * never buffered). Fields must come before the file in the form; fields after it are ignored.
 */
async function withUpload<T>(
  request: FastifyRequest,
  run: (fields: Record<string, string>, file: MultipartFile | null) => Promise<T>,
): Promise<T> {
  const fields: Record<string, string> = {};
  let done = false;
  let result: T | undefined;
  for await (const part of partsOf(request)) {
    if (part.type === 'field') {
      if (!done) fields[part.fieldname] = String(part.value);
      continue;
    }
    if (done || part.fieldname !== 'file' || !part.filename) {
      part.file.resume();
      if (!done && part.fieldname !== 'file') {
        throw new DomainError('FILE_FIELD_EXPECTED', { field: part.fieldname });
      }
      continue;
    }
    try {
      result = await run(fields, part);
    } finally {
      if (!part.file.readableEnded) part.file.resume();
    }
    done = true;
  }
  return done ? (result as T) : run(fields, null);
}

function importSource(request: FastifyRequest, input: { numbers?: string[]; text?: string }, file: MultipartFile | null): NumberSource {
  const sources: NumberSource[] = [fromList(input.numbers ?? []), fromText(input.text ?? '')];
  if (file) sources.push(fileSource(request, file));
  return concatSources(...sources);
}

const originOf = (input: { numbers?: string[]; text?: string }, file: MultipartFile | null) =>
  file ? `file:${file.filename}` : input.numbers?.length ? 'json' : 'text';

/** RFC 6266: an ASCII fallback name and the real name in UTF-8. */
function contentDisposition(fileName: string, listName: string): string {
  const utf8 = encodeURIComponent(`${listName}.txt`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fileName}"; filename*=UTF-8''${utf8}`;
}

/**
 * An import answered before its body was read to the end (a file past the limit, a refused form) closes the connection:
 * the client may still be sending, and the rest of its upload must be neither read for nothing nor taken for the next
 * request on the same connection.
 */
async function closeUnreadUpload(request: FastifyRequest, reply: FastifyReply) {
  if (!request.raw.complete) reply.header('connection', 'close');
}

export async function numlistRoutes(base: FastifyInstance) {
  const { app, db } = lenientJsonRoutes(base);
  const uploadLimit = base.uploadLimitBytes;
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: uploadLimit, files: 1, fields: 30, fieldSize: 1024 * 1024 } });
  }
  // A JSON body's announced length is checked by Fastify against bodyLimit before it is read; a form's is checked here.
  const announcedOversize = refuseAnnouncedOversize(uploadLimit);

  for (const url of ['/api/numlists/cached', '/api/numlists']) {
    app.get(url, {
      config: { apiScope: 'catalogue:read' },
      schema: { summary: url.endsWith('cached') ? 'List numlists (the same list, kept for older clients)' : 'List numlists (paged, filtered)', querystring: numlistListQuerySchema, response: { 200: numlistListSchema } },
    }, async (request) => {
      const page = await listNumlists(db, request.query);
      return presentNumlistPage(page, request.query, await refundRatesOf(db, page.rows.map((n) => n.id)));
    });
  }

  app.get('/api/numlists/:id', { config: { apiScope: 'catalogue:read' }, schema: { summary: 'Read a numlist', params: idParam, response: { 200: numlistSchema } } }, async (request) => presentNumlist(await getNumlist(db, request.params.id)));

  /** Create, with numbers (JSON `numbers`/`text`, or a multipart form with a `file`) or empty. The body is parsed here: it may be a form. */
  app.post('/api/numlists', { config: { apiScope: 'stock:write', idempotent: true, documentedBody: CREATE_BODY }, bodyLimit: MAX_JSON_IMPORT_BYTES, onRequest: announcedOversize, onSend: closeUnreadUpload, schema: { summary: 'Create a numlist, with numbers (JSON `numbers` or `text`, or a multipart `file`) or empty', querystring: strictQuery, response: { 201: importResultSchema } } }, async (request, reply) => {
    const actorUserId = adminOf(request).id;
    const create = async (body: unknown, file: MultipartFile | null): Promise<ImportResult> => {
      const { numbers, text, strict, ...numlist } = parseInput(numlistCreateRequestSchema, body);
      const { numlistId, report } = await createNumlistWithNumbers(db, numlist, importSource(request, { numbers, text }, file), {
        actorUserId,
        strict: strict || isStrict(request.query.strict),
        origin: originOf({ numbers, text }, file),
      });
      return { numlist: presentNumlist(await getNumlist(db, numlistId)), report, addedNumbers: report.added };
    };
    const result = request.isMultipart() ? await withUpload(request, create) : await create(request.body, null);
    return reply.status(201).send(result);
  });

  app.put('/api/numlists/:id', { config: { apiScope: 'stock:write' }, schema: { summary: 'Edit a numlist', params: idParam, body: numlistUpdateRequestSchema, response: { 200: numlistSchema } } }, async (request) =>
    presentNumlist(await updateNumlist(db, request.params.id, request.body, adminOf(request).id)),
  );

  /** Restock: same inputs as creation; answers addedNumbers beside the report (SPEC §7). The body may be a form. */
  app.post(
    '/api/numlists/:id/restock',
    {
      config: { apiScope: 'stock:write', idempotent: true, documentedBody: RESTOCK_BODY },
      bodyLimit: MAX_JSON_IMPORT_BYTES,
      onRequest: announcedOversize,
      onSend: closeUnreadUpload,
      schema: { summary: 'Restock a numlist (JSON `numbers` or `text`, or a multipart `file`)', params: idParam, querystring: strictQuery, response: { 200: importResultSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const actorUserId = adminOf(request).id;
      const restock = async (body: unknown, file: MultipartFile | null): Promise<ImportResult> => {
        const input = parseInput(importInputSchema, body);
        const report = await importNumbers(db, id, importSource(request, input, file), {
          actorUserId,
          strict: input.strict || isStrict(request.query.strict),
          origin: originOf(input, file),
        });
        return { numlist: presentNumlist(await getNumlist(db, id)), report, addedNumbers: report.added };
      };
      return request.isMultipart() ? withUpload(request, restock) : restock(request.body, null);
    },
  );

  app.post('/api/numlists/:id/clear', { config: { apiScope: 'stock:write' }, schema: { summary: 'Remove every unsold number of a numlist', params: idParam, response: { 200: clearResultSchema } } }, async (request) =>
    clearNumlist(db, request.params.id, adminOf(request).id),
  );
  app.post('/api/numlists/:id/shuffle', { config: { apiScope: 'stock:write' }, schema: { summary: 'Shuffle a numlist’s numbers', params: idParam, response: { 200: shuffleResultSchema } } }, async (request) =>
    shuffleNumlist(db, request.params.id, adminOf(request).id),
  );
  app.post('/api/numlists/:id/remove-duplicates', { config: { apiScope: 'stock:write' }, schema: { summary: 'Remove numbers found in other numlists', params: idParam, response: { 200: removeDuplicatesResultSchema } } }, async (request) =>
    removeDuplicates(db, request.params.id, adminOf(request).id),
  );
  app.delete('/api/numlists/:id', { schema: { summary: 'Delete a numlist and its numbers', params: idParam, response: { 200: successSchema.extend({ deletedNumbers: z.number().int() }) } } }, async (request) => {
    const { deletedNumbers } = await deleteNumlist(db, request.params.id, adminOf(request).id);
    return { success: true as const, deletedNumbers };
  });
  app.post('/api/numlists/clear-restock', { config: { apiScope: 'stock:write' }, schema: { summary: 'Delete the empty numlists (all, or of a country, operator or category)', body: clearRestockSchema, response: { 200: clearRestockResultSchema } } }, async (request) =>
    clearRestock(db, request.body, adminOf(request).id),
  );

  app.get('/api/numlists/:id/download', { schema: { summary: 'A numlist’s unsold numbers as a text file', params: idParam, response: { 200: textFile } } }, async (request, reply) => {
    const { id } = request.params;
    const { name, fileName } = await numlistForDownload(db, id);
    reply.header('content-type', 'text/plain; charset=utf-8');
    reply.header('content-disposition', contentDisposition(fileName, name));
    reply.header('cache-control', 'no-store');
    return reply.send(Readable.from(numlistText(db, id)));
  });
}
