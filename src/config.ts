// The shop's configuration: read from the environment once, validated, and passed down explicitly.
import { isIP } from 'node:net';
import { z } from 'zod';
import type { PaymentEnv } from './domain/wallet/payment-settings';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** proxy-addr's names for the reserved ranges, which Fastify's trustProxy takes beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * The proxies whose X-Forwarded-For names the client: their addresses and CIDR ranges. Never "every hop" (a client would
 * pick the address the guessing limits count), nor a hop count: Fastify 5.12.1 dropped counts, which cannot tell a
 * proxy from a client talking to the shop directly, and treats one as "trust none". Unset: none.
 */
const trustProxySchema = z.string().transform((value, ctx): string[] => {
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (/^\d+$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'must name the proxies (addresses or CIDR ranges, e.g. 127.0.0.1), not a number of hops' });
    return z.NEVER;
  }
  if (bad.length || !entries.length) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a comma-separated list of proxy addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8), not ${JSON.stringify(bad.join(',') || value)}`,
    });
    return z.NEVER;
  }
  return entries;
});

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  ADMIN_USERNAME: optionalText.pipe(z.string().min(3).max(64).optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SEED: z.enum(['demo', 'none']).default('demo'),
  TELEGRAM_BOT_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^\d+:[\w-]{20,}$/, 'must look like 123456:ABC-DEF… (the token BotFather gives)')
      .optional(),
  ),
  TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  TRUST_PROXY: optionalText.pipe(trustProxySchema.optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  BTCPAY_URL: optionalText.pipe(z.url().optional()),
  BTCPAY_API_KEY: optionalText,
  BTCPAY_STORE_ID: optionalText,
  BTCPAY_WEBHOOK_SECRET: optionalText,
  NOWPAYMENTS_API_URL: optionalText.pipe(z.url().optional()),
  NOWPAYMENTS_API_KEY: optionalText,
  NOWPAYMENTS_IPN_SECRET: optionalText,
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** New messages a second, at most, from a shop process: broadcast, bot replies and notices share it (Telegram allows ~30). */
  BROADCAST_RATE: z.coerce.number().int().min(1).max(1000).default(25),
  /** Messages a second, at most, of a paid broadcast (allow_paid_broadcast; Telegram allows up to 1,000). */
  PAID_BROADCAST_RATE: z.coerce.number().int().min(1).max(1000).default(1000),
  /** What Telegram charges per message of a paid broadcast, in Stars (0.1 as documented), up to 3 decimals. */
  PAID_BROADCAST_STARS_PER_MESSAGE: z
    .string()
    .regex(/^\d{1,4}(\.\d{1,3})?$/, 'a number of Stars such as 0.1')
    .default('0.1'),
  /** Requests a minute, at most, with one API key (every process together: the count is in the database). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Outgoing webhooks may reach loopback, private and link-local addresses (a receiver on the same machine or LAN). */
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false', '1', '0', '']).default('false'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  seed: 'demo' | 'none';
  telegramBotToken: string | undefined;
  telegramApiRoot: string;
  publicUrl: string | undefined;
  /** Fastify's trustProxy: the proxy addresses and ranges whose X-Forwarded-* headers are believed; false: none. */
  trustProxy: string[] | false;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  sessionTtlDays: number;
  payments: PaymentEnv;
  /** GET /metrics answers only `Authorization: Bearer <this>`; unset, the endpoint is off (404). */
  metricsToken: string | undefined;
  broadcastRatePerSecond: number;
  /** A paid broadcast's pace (PAID_BROADCAST_RATE) and price per message in thousandths of a Star. */
  paidBroadcast: { perSecond: number; milliStarsPerMessage: number };
  /** Requests a minute, at most, with one API key (API_KEY_RATE_LIMIT). */
  apiKeyRatePerMinute: number;
  /** Outgoing webhooks may be sent to loopback, private and link-local addresses; off by default (SSRF guard). */
  webhooksAllowPrivate: boolean;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seed: e.SEED,
    telegramBotToken: e.TELEGRAM_BOT_TOKEN,
    telegramApiRoot: e.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    payments: {
      btcpay: { url: e.BTCPAY_URL, apiKey: e.BTCPAY_API_KEY, storeId: e.BTCPAY_STORE_ID, webhookSecret: e.BTCPAY_WEBHOOK_SECRET },
      nowpayments: { apiUrl: e.NOWPAYMENTS_API_URL, apiKey: e.NOWPAYMENTS_API_KEY, ipnSecret: e.NOWPAYMENTS_IPN_SECRET },
    },
    metricsToken: e.METRICS_TOKEN,
    broadcastRatePerSecond: e.BROADCAST_RATE,
    paidBroadcast: { perSecond: e.PAID_BROADCAST_RATE, milliStarsPerMessage: Math.round(Number(e.PAID_BROADCAST_STARS_PER_MESSAGE) * 1000) },
    apiKeyRatePerMinute: e.API_KEY_RATE_LIMIT,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES === 'true' || e.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES === '1',
  };
}
