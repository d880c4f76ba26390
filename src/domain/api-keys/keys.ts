// API keys: created with scopes and an optional expiry (the secret returned once, stored hashed), listed, revoked, and
// checked on each request by one conditional update that also counts the key's requests against its rate limit.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_KEY_PREFIX, type ApiScope } from '../../contracts/api-keys';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { recordAudit } from '../audit/record';
import { DomainError, notFound } from '../errors';

/** The length of the rate limit's window: a key makes at most its limit of requests per minute. */
const RATE_WINDOW_MS = 60_000;
/** Characters of the secret kept in clear for the list: `ak_` and 8 of the random part. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export type ApiKeyRecord = {
  id: number;
  name: string;
  scopes: ApiScope[];
  prefix: string;
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  status: 'active' | 'expired' | 'revoked';
};

/** The key a request authenticated with: who it acts for (the admin who created it) and what it may do. */
export type AuthenticatedKey = { id: number; name: string; scopes: ApiScope[]; createdByUserId: number; createdByUsername: string };

/** sha256 is enough: the secret is 32 random bytes, which no dictionary holds (decision 0145). */
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

type KeyRow = {
  id: number;
  name: string;
  scopes: ApiScope[];
  prefix: string;
  created_by: string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
  creator_gone: boolean;
};

const date = (v: Date | string | null) => (v == null ? null : new Date(v));

function record(row: KeyRow, now: Date): ApiKeyRecord {
  const expiresAt = date(row.expires_at);
  const revokedAt = date(row.revoked_at);
  return {
    id: Number(row.id),
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
    expiresAt,
    lastUsedAt: date(row.last_used_at),
    revokedAt,
    // A key acts for the admin who created it: once that admin is deleted or demoted, it works no more (decision 0145).
    status: revokedAt || row.creator_gone ? 'revoked' : expiresAt && expiresAt <= now ? 'expired' : 'active',
  };
}

const selectKeys = sql`select k.id, k.name, k.scopes, k.prefix, u.username as created_by, k.created_at, k.expires_at, k.last_used_at,
    k.revoked_at, coalesce(not u.is_admin, true) as creator_gone
  from api_keys k left join users u on u.id = k.created_by`;

export async function listApiKeys(db: Executor, now = new Date()): Promise<ApiKeyRecord[]> {
  const rows = await queryRows<KeyRow>(db, sql`${selectKeys} order by k.revoked_at is not null, k.created_at desc, k.id desc`);
  return rows.map((r) => record(r, now));
}

async function getApiKey(db: Executor, id: number, now: Date): Promise<ApiKeyRecord> {
  const [row] = await queryRows<KeyRow>(db, sql`${selectKeys} where k.id = ${id}`);
  if (!row) throw notFound('apiKey', { id });
  return record(row, now);
}

export type NewApiKey = { name: string; scopes: ApiScope[]; expiresAt?: Date | null };

/** Creates a key for admin `actorUserId`; the secret is in the answer and nowhere else. */
export async function createApiKey(db: Executor, input: NewApiKey, actorUserId: number, now = new Date()): Promise<{ key: ApiKeyRecord; secret: string }> {
  if (input.expiresAt && input.expiresAt <= now) throw new DomainError('VALIDATION_FAILED', { field: 'expiresAt' });
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into api_keys (name, scopes, prefix, secret_hash, created_by, expires_at)
          values (${input.name}, array[${sql.join(input.scopes.map((scope) => sql`${scope}`), sql`, `)}]::text[], ${secret.slice(0, SHOWN_PREFIX_LENGTH)}, ${hashSecret(secret)},
                  ${actorUserId}, ${input.expiresAt?.toISOString() ?? null}::timestamptz)
          returning id`,
    );
    const keyId = Number(row.id);
    await recordAudit(tx, {
      actorUserId,
      action: 'api_key.create',
      entityType: 'api_key',
      entityId: keyId,
      details: { name: input.name, scopes: input.scopes, expiresAt: input.expiresAt?.toISOString() ?? null },
    });
    return keyId;
  });
  return { key: await getApiKey(db, id, now), secret };
}

/** Revokes a key at once: the next request with it, on any process, is refused (nothing caches a key). */
export async function revokeApiKey(db: Executor, id: number, actorUserId: number, now = new Date()): Promise<ApiKeyRecord> {
  await db.transaction(async (tx) => {
    const revoked = await queryRows<{ name: string }>(
      tx,
      sql`update api_keys set revoked_at = ${now.toISOString()}::timestamptz, revoked_by = ${actorUserId}
          where id = ${id} and revoked_at is null returning name`,
    );
    if (revoked[0]) {
      await recordAudit(tx, { actorUserId, action: 'api_key.revoke', entityType: 'api_key', entityId: id, details: { name: revoked[0].name } });
    }
  });
  return getApiKey(db, id, now);
}

export type KeyCheck = { ok: true; key: AuthenticatedKey } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/**
 * Authenticates a secret and counts the request, in one conditional update: a revoked, expired or unknown key matches
 * no row, and neither does a key whose window already holds `limitPerMinute` requests. The update locks the key's row
 * and re-reads it after a concurrent request's update commits, so however many arrive together, exactly the limit pass.
 */
export async function checkApiKey(db: Executor, secret: string, limitPerMinute: number, now = new Date()): Promise<KeyCheck> {
  const hash = hashSecret(secret);
  const window = new Date(Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS).toISOString();
  const at = now.toISOString();
  const [row] = await queryRows<{ id: number; name: string; scopes: ApiScope[]; created_by: number; username: string }>(
    db,
    sql`update api_keys k
        set rate_count = case when k.rate_window = ${window}::timestamptz then k.rate_count + 1 else 1 end,
            rate_window = ${window}::timestamptz,
            last_used_at = ${at}::timestamptz
        from users u
        where k.secret_hash = ${hash} and u.id = k.created_by and u.is_admin and k.revoked_at is null
          and (k.expires_at is null or k.expires_at > ${at}::timestamptz)
          and (k.rate_window is distinct from ${window}::timestamptz or k.rate_count < ${limitPerMinute})
        returning k.id, k.name, k.scopes, k.created_by, u.username`,
  );
  if (row) {
    return { ok: true, key: { id: Number(row.id), name: row.name, scopes: row.scopes, createdByUserId: Number(row.created_by), createdByUsername: row.username } };
  }
  const [usable] = await queryRows<{ id: number }>(
    db,
    sql`select k.id from api_keys k join users u on u.id = k.created_by and u.is_admin
        where k.secret_hash = ${hash} and k.revoked_at is null and (k.expires_at is null or k.expires_at > ${at}::timestamptz)`,
  );
  if (!usable) return { ok: false, reason: 'invalid' };
  const retryAfterMs = new Date(window).getTime() + RATE_WINDOW_MS - now.getTime();
  return { ok: false, reason: 'rate-limited', retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}
