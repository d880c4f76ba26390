// Blocking abusive customers and the anti-abuse rules (decision 0142): the block form, the rules' settings, the report.
import { z } from 'zod';
import { customerFields, successSchema } from './common';

/** The one setting holding the rules, as JSON; saved through its own call (PUT /api/abuse-rules), never the generic one. */
export const ABUSE_RULES_KEY = 'abuse_rules';


export const ABUSE_RULE_DEFAULTS: AbuseRules = {
  purchaseRate: { enabled: false, maxPurchases: 3, accountAgeDays: 7 },
  unpaidTopUps: { enabled: false, maxPerDay: 5 },
  referralPaidDeposit: { enabled: false },
};

/** What each rule is called in the counters and the report ('blocked': a blocked customer's refused action). */
export const ABUSE_RULE_NAMES = ['blocked', 'purchase_rate', 'unpaid_top_ups', 'referral_reward'] as const;
export type AbuseRuleName = (typeof ABUSE_RULE_NAMES)[number];

const count = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

/**
 * The rules an owner can turn on, each off by default: PUT /api/abuse-rules's body (checked, whole numbers in range,
 * French messages per field) and the answer of its GET and PUT.
 */
export const abuseRulesSchema = z.object({
  /** At most `maxPurchases` purchases per hour for accounts younger than `accountAgeDays` days. */
  purchaseRate: z.object({
    enabled: z.boolean({ error: 'Valeur invalide' }),
    maxPurchases: count('Un nombre entier d’achats entre 1 et 1000', 1000),
    accountAgeDays: count('Un nombre entier de jours entre 1 et 3650', 3650),
  }),
  /** At most `maxPerDay` top-up requests (crypto or Stars) left unpaid in the last 24 hours. */
  unpaidTopUps: z.object({
    enabled: z.boolean({ error: 'Valeur invalide' }),
    maxPerDay: count('Un nombre entier de demandes entre 1 et 1000', 1000),
  }),
  /** A referral reward only from a deposit actually paid through a payment provider (not a manual top-up). */
  referralPaidDeposit: z.object({ enabled: z.boolean({ error: 'Valeur invalide' }) }),
});
export type AbuseRules = z.infer<typeof abuseRulesSchema>;

/** The rules as stored; a missing or hand-broken value reads as the defaults (every rule off), never an error. */
export function readAbuseRules(stored: string | null | undefined): AbuseRules {
  if (!stored) return ABUSE_RULE_DEFAULTS;
  try {
    const parsed = abuseRulesSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : ABUSE_RULE_DEFAULTS;
  } catch {
    return ABUSE_RULE_DEFAULTS;
  }
}

/** The longest reason an admin may give for a block (kept on the customer and in the audit log). */
const BLOCK_REASON_MAX = 300;

/** POST /api/users/:id/block. */
export const blockCustomerSchema = z.object({
  reason: z
    .string({ error: 'Indiquez la raison du blocage' })
    .trim()
    .min(1, 'Indiquez la raison du blocage')
    .max(BLOCK_REASON_MAX, `${BLOCK_REASON_MAX} caractères au maximum`),
});
export type BlockCustomerInput = z.infer<typeof blockCustomerSchema>;

/** A block as the back office shows it, on the customer's page and in the report's list: when, why, by whom. */
const blockFields = { blockedAt: z.string(), reason: z.string(), blockedBy: z.string().nullable() };

/** A customer's block (null: not blocked). */
export const customerBlockSchema = z.object(blockFields).nullable();
export type CustomerBlock = z.infer<typeof customerBlockSchema>;

/** DELETE /api/users/:id/block: `unblocked` false when the customer was not blocked. */
export const unblockAnswerSchema = successSchema.extend({ unblocked: z.boolean() });

/** GET /api/reports/abuse: the blocked customers and each rule's refusals over the period. */
export const abuseReportSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  blockedCount: z.number().int(),
  blocked: z.array(z.object({ ...customerFields, ...blockFields })),
  refusals: z.array(z.object({ rule: z.enum(ABUSE_RULE_NAMES), total: z.number().int() })),
  daily: z.array(z.object({ day: z.string(), rule: z.enum(ABUSE_RULE_NAMES), refusals: z.number().int() })),
  generatedAt: z.string(),
});
export type AbuseReportResponse = z.infer<typeof abuseReportSchema>;
