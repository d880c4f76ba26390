// API keys as the back office lists them: dates as ISO strings, the secret never (only its prefix).
import type { ApiKey } from '../../contracts/api-keys';
import type { ApiKeyRecord } from '../../domain/api-keys/keys';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentApiKey(key: ApiKeyRecord): ApiKey {
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes,
    prefix: key.prefix,
    createdBy: key.createdBy,
    createdAt: key.createdAt.toISOString(),
    expiresAt: iso(key.expiresAt),
    lastUsedAt: iso(key.lastUsedAt),
    revokedAt: iso(key.revokedAt),
    status: key.status,
  };
}
