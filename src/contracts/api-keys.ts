// API keys of the owner's own tools: their scopes, the back office's forms and lists (Paramètres → API).
import { z } from 'zod';

/**
 * What a key may do, one scope per family of routes; a route declares the scope it needs (`config.apiScope`).
 * A route that declares none (admin accounts, sessions, keys, the bot's settings…) is never reached with a key.
 */
export const API_SCOPES = ['catalogue:read', 'stock:write', 'orders:read', 'customers:read', 'credits:write', 'reports:read', 'webhooks:manage'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Every key's secret starts with this, so the access guard tells it from a session token. */
export const API_KEY_PREFIX = 'ak_';

/** The header of a write that must run once: the same key and body within 24 hours get the first answer again. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const apiKeyCreateSchema = z.object({
  name: z.string().trim().min(1, 'Donnez un nom à la clé').max(100, '100 caractères au plus'),
  scopes: z.array(z.enum(API_SCOPES)).min(1, 'Choisissez au moins une permission').transform((s) => [...new Set(s)]),
  /** An ISO date or date-time in the future; absent or null: the key never expires. */
  expiresAt: z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Date invalide')
    .refine((v) => Date.parse(v) > Date.now(), 'La date d’expiration doit être dans le futur')
    .nullable()
    .optional(),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  /** The secret's first characters, to recognise a key in the list (the secret itself is shown once). */
  prefix: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** POST /api/api-keys: the key and its secret, shown this once. */
export const apiKeyCreatedSchema = z.object({ key: apiKeySchema, secret: z.string().meta({ examples: ['ak_…'] }) });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
/** GET /api/api-keys. */
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
