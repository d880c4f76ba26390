// Shapes shared by every area of the API: euro amounts, paging, the answer of an action.
import { z } from 'zod';

/** Euro amounts travel as decimal strings: "12.50". */
export const euroString = z.string().regex(/^-?\d+\.\d{2}$/).meta({ examples: ['12.50'] });

/** The customer a row is about, as the back office names them: their id, account name and Telegram @username. */
export const customerFields = { userId: z.number().int(), username: z.string(), telegramUsername: z.string().nullable() };

export const paginationSchema = z.object({
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{ success: true }`, the answer of an action; `successSchema.extend({...})` for one that also returns what it changed. */
export const successSchema = z.object({ success: z.literal(true) });

/**
 * Every error the API answers (4xx, 5xx): a stable `code` to program against, a French `message` to show, per-field
 * messages for a form (`fields`), figures (`details`). src/http/plugins/errors.ts writes it; the OpenAPI document
 * lists, per operation and status, the codes it may carry.
 */
export const apiErrorSchema = z.object({
  code: z.string().meta({ examples: ['NOT_FOUND'] }),
  message: z.string().meta({ examples: ['Utilisateur introuvable'] }),
  fields: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  /** A restock refused midway: the numbers its committed batches added, which stay in the numlist. */
  keptNumbers: z.number().int().optional(),
});
