// Numlists API: the card list, create/update, import (JSON, pasted text or a streamed .txt/.csv upload), stock operations, download.
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../contracts/common';
import {
  clearRestockSchema,
  type ImportResult,
  importInputSchema,
  numlistCreateSchema,
  numlistCreateWithNumbersSchema,
  numlistListQuerySchema,
  numlistUpdateSchema,
} from '../../contracts/stock';
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
import { parseInput } from '../validate';
import { acceptEmptyJsonBody } from './lenient-json';

/** A 50 MB file is about 3.5M numbers; anything much bigger is refused with 413 while streaming. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** JSON `numbers` lists are parsed whole, so they stay smaller; big lists go as a file. */
const MAX_JSON_IMPORT_BYTES = 16 * 1024 * 1024;

const strictQuery = z.object({ strict: z.enum(['true', 'false', '1', '0']).optional() });

/** Picks the reader for an uploaded file by its extension (or type): .csv → first column, .txt → one per line. */
function fileSource(file: MultipartFile): NumberSource {
  const ext = extname(file.filename ?? '').toLowerCase();
  if (ext === '.csv' || (!ext && file.mimetype === 'text/csv')) return fromCsvStream(file.file);
  if (ext === '.txt' || (!ext && file.mimetype === 'text/plain')) return fromTxtStream(file.file);
  throw new DomainError('VALIDATION_FAILED', 'Format de fichier non pris en charge : .txt (un numéro par ligne) ou .csv (première colonne)', {
    fields: { file: 'Fichier .txt ou .csv attendu' },
  });
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
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (!done) fields[part.fieldname] = String(part.value);
      continue;
    }
    if (done || part.fieldname !== 'file' || !part.filename) {
      part.file.resume();
      if (!done && part.fieldname !== 'file') {
        throw new DomainError('VALIDATION_FAILED', 'Le fichier doit être envoyé dans le champ « file »', { fields: { file: 'Champ « file » attendu' } });
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

function importSource(input: { numbers?: string[]; text?: string }, file: MultipartFile | null): NumberSource {
  const sources: NumberSource[] = [fromList(input.numbers ?? []), fromText(input.text ?? '')];
  if (file) sources.push(fileSource(file));
  return concatSources(...sources);
}

const originOf = (input: { numbers?: string[]; text?: string }, file: MultipartFile | null) =>
  file ? `file:${file.filename}` : input.numbers?.length ? 'json' : 'text';

/** RFC 6266: an ASCII fallback name and the real name in UTF-8. */
function contentDisposition(fileName: string, listName: string): string {
  const utf8 = encodeURIComponent(`${listName}.txt`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fileName}"; filename*=UTF-8''${utf8}`;
}

export async function numlistRoutes(app: FastifyInstance) {
  const db = app.db;
  acceptEmptyJsonBody(app);
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30, fieldSize: 1024 * 1024 } });
  }

  const list = async (request: FastifyRequest) => listNumlists(db, parseInput(numlistListQuerySchema, request.query));
  app.get('/api/numlists/cached', list);
  app.get('/api/numlists', list);

  app.get('/api/numlists/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return getNumlist(db, id);
  });

  /** Create, with numbers (JSON `numbers`/`text`, or a multipart form with a `file`) or empty. */
  app.post('/api/numlists', { bodyLimit: MAX_JSON_IMPORT_BYTES }, async (request, reply) => {
    const actorUserId = adminOf(request).id;
    const { strict } = parseInput(strictQuery, request.query);
    const create = async (body: unknown, file: MultipartFile | null): Promise<ImportResult> => {
      const input = parseInput(numlistCreateWithNumbersSchema, body);
      const meta = parseInput(numlistCreateSchema, body);
      const { numlistId, report } = await createNumlistWithNumbers(db, meta, importSource(input, file), {
        actorUserId,
        strict: input.strict || strict === 'true' || strict === '1',
        origin: originOf(input, file),
      });
      return { numlist: await getNumlist(db, numlistId), report, addedNumbers: report.added };
    };
    const result = request.isMultipart() ? await withUpload(request, create) : await create(request.body, null);
    return reply.status(201).send(result);
  });

  app.put('/api/numlists/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return updateNumlist(db, id, parseInput(numlistUpdateSchema, request.body), adminOf(request).id);
  });

  /** Restock: same inputs as creation; answers addedNumbers beside the report (SPEC §7). */
  app.post('/api/numlists/:id/restock', { bodyLimit: MAX_JSON_IMPORT_BYTES }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const actorUserId = adminOf(request).id;
    const { strict } = parseInput(strictQuery, request.query);
    const restock = async (body: unknown, file: MultipartFile | null): Promise<ImportResult> => {
      const input = parseInput(importInputSchema, body);
      const report = await importNumbers(db, id, importSource(input, file), {
        actorUserId,
        strict: input.strict || strict === 'true' || strict === '1',
        origin: originOf(input, file),
      });
      return { numlist: await getNumlist(db, id), report, addedNumbers: report.added };
    };
    return request.isMultipart() ? withUpload(request, restock) : restock(request.body, null);
  });

  app.post('/api/numlists/:id/clear', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return clearNumlist(db, id, adminOf(request).id);
  });
  app.post('/api/numlists/:id/shuffle', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return shuffleNumlist(db, id, adminOf(request).id);
  });
  app.post('/api/numlists/:id/remove-duplicates', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return removeDuplicates(db, id, adminOf(request).id);
  });
  app.delete('/api/numlists/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    const { deletedNumbers } = await deleteNumlist(db, id, adminOf(request).id);
    return { success: true, deletedNumbers };
  });
  app.post('/api/numlists/clear-restock', async (request) => {
    const input = parseInput(clearRestockSchema, request.body);
    return clearRestock(db, input, adminOf(request).id);
  });

  app.get('/api/numlists/:id/download', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    const { name, fileName } = await numlistForDownload(db, id);
    reply.header('content-type', 'text/plain; charset=utf-8');
    reply.header('content-disposition', contentDisposition(fileName, name));
    reply.header('cache-control', 'no-store');
    return reply.send(Readable.from(numlistText(db, id)));
  });
}
