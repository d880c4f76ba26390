// The reports menu of the bot (admin panel's "adm:reports", or /reports): a period (today, 7 or 30 days) and five
// compact reports — global sales, top users, by category, by country, deposits — read from the same domain module as
// the back office, in the admin's language, each with a way back to the menu.
import { Composer, InlineKeyboard } from 'grammy';
import type { ReportPresetName } from '../../contracts/reports';
import type { Trend } from '../../domain/reports/dashboard';
import { getSalesBreakdown } from '../../domain/reports/report-breakdown';
import { getTopCustomers } from '../../domain/reports/report-customers';
import { getDepositsReport } from '../../domain/reports/report-deposits';
import { type ReportPeriod, resolvePeriod } from '../../domain/reports/report-period';
import { getPromotionsReport } from '../../domain/reports/report-promotions';
import { getSalesReport } from '../../domain/reports/report-sales';
import { adminAllowed } from '../admin-guard';
import { CALLBACK, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import type { Figures } from '../../messenger/figures';
import { escapeHtml, show } from '../screen';

export const adminReportsFeature = new Composer<BotContext>();

const BOT_PERIODS = ['today', '7d', '30d'] as const satisfies readonly ReportPresetName[];
type BotPeriod = (typeof BOT_PERIODS)[number];
const DEFAULT_PERIOD: BotPeriod = '7d';

const REPORTS = ['sales', 'top', 'cat', 'ctry', 'dep'] as const;
type ReportKind = (typeof REPORTS)[number];

/** Button label and error text of each report (SPEC §8: an error text per report). */
const KEYS: Record<ReportKind, { button: string; error: string }> = {
  sales: { button: 'reports-sales', error: 'report-error-sales' },
  top: { button: 'reports-top-users', error: 'report-error-top-users' },
  cat: { button: 'reports-by-category', error: 'report-error-category' },
  ctry: { button: 'reports-by-country', error: 'report-error-country' },
  dep: { button: 'reports-deposits', error: 'report-error-deposits' },
};

/** Lines of a list report; the rest is said as "and N more". */
const LIST_LINES = 10;
const RECENT_DEPOSIT_LINES = 5;

/** 12.5 → "12,5" in the admin's language (the decimal sign taken from their money format). */
function decimal(f: Figures, n: number): string {
  const tenths = Math.round(Math.abs(n) * 10);
  const sign = /1(\D)5/.exec(f.euros(150))?.[1] ?? '.';
  return `${n < 0 ? '-' : ''}${f.count(Math.floor(tenths / 10))}${tenths % 10 ? `${sign}${tenths % 10}` : ''}`;
}

/** "↑ 12,5 %", "↓ 3 %", "= 0 %", or "—" without a previous figure. */
const change = (f: Figures, t: Trend) =>
  t.percentage === null ? '—' : `${t.percentage > 0 ? '↑' : t.percentage < 0 ? '↓' : '='} ${decimal(f, Math.abs(t.percentage))} %`;

function menuKeyboard(ctx: BotContext, period: BotPeriod): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const p of BOT_PERIODS) keyboard.text(`${p === period ? '• ' : ''}${ctx.t(`reports-period-${p}`)}`, CALLBACK.reportsMenu(p));
  keyboard.row();
  REPORTS.forEach((kind, i) => {
    keyboard.text(ctx.t(KEYS[kind].button), CALLBACK.report(kind, period));
    if (i % 2 === 1) keyboard.row();
  });
  return keyboard.row().text(ctx.t('reports-back-panel'), CALLBACK.adminPanel);
}

async function showMenu(ctx: BotContext, period: BotPeriod) {
  try {
    if (!(await adminAllowed(ctx, 'reports'))) return;
  } catch (error) {
    ctx.deps.logger.error({ err: error }, 'reports menu failed');
    await ctx.reply(ctx.t('report-error'));
    return;
  }
  await show(ctx, { text: ctx.t('reports-menu', { period: ctx.t(`reports-period-${period}`) }), keyboard: menuKeyboard(ctx, period) });
}

adminReportsFeature.callbackQuery(CALLBACK.adminReports, (ctx) => showMenu(ctx, DEFAULT_PERIOD));
adminReportsFeature.command('reports', (ctx) => showMenu(ctx, DEFAULT_PERIOD));
adminReportsFeature.callbackQuery(MATCH.reportsMenu, (ctx) => showMenu(ctx, ctx.match[1] as BotPeriod));

adminReportsFeature.callbackQuery(MATCH.report, async (ctx) => {
  const kind = ctx.match[1] as ReportKind;
  const period = ctx.match[2] as BotPeriod;
  if (!(await adminAllowed(ctx, 'reports'))) return;
  const back = new InlineKeyboard().text(ctx.t('reports-back'), CALLBACK.reportsMenu(period)).text(ctx.t('reports-back-panel'), CALLBACK.adminPanel);
  let text: string;
  try {
    text = await writeReport(ctx, kind, period);
  } catch (error) {
    ctx.deps.logger.error({ err: error, report: kind, period }, 'report failed');
    await show(ctx, { text: ctx.t(KEYS[kind].error), keyboard: back });
    return;
  }
  await show(ctx, { text, keyboard: back });
});

async function writeReport(ctx: BotContext, kind: ReportKind, preset: BotPeriod): Promise<string> {
  const db = ctx.deps.db;
  const period = resolvePeriod({ preset });
  const label = ctx.t(`reports-period-${preset}`);
  switch (kind) {
    case 'sales': {
      const sales = await getSalesReport(db, period);
      return `${salesText(ctx, label, sales)}\n${discountText(ctx, await getPromotionsReport(db, period))}`;
    }
    case 'top':
      return topUsersText(ctx, label, await getTopCustomers(db, period));
    case 'cat':
    case 'ctry':
      return breakdownText(ctx, label, kind, period);
    default:
      return depositsText(ctx, label, await getDepositsReport(db, period));
  }
}

function salesText(ctx: BotContext, period: string, r: Awaited<ReturnType<typeof getSalesReport>>): string {
  const f = ctx.figures;
  return ctx.t('report-sales-text', {
    period,
    revenue: f.euros(r.revenueCents.current),
    revenueChange: change(f, r.revenueCents),
    revenuePrevious: f.euros(r.revenueCents.previous),
    orders: f.count(r.orders.current),
    ordersChange: change(f, r.orders),
    sold: f.count(r.numbersSold.current),
    basket: f.euros(r.averageBasketCents.current),
    perDay: decimal(f, r.transactionsPerDay.current),
    today: f.euros(r.calendar.today.current),
    week: f.euros(r.calendar.week.current),
    month: f.euros(r.calendar.month.current),
    available: f.count(r.stock.available),
    inStock: f.count(r.stock.inStock),
    value: f.euros(r.stock.estimatedValueCents),
  });
}

/** What promotions took off the period's completed orders (decision 0110). */
function discountText(ctx: BotContext, r: Awaited<ReturnType<typeof getPromotionsReport>>): string {
  const f = ctx.figures;
  return ctx.t('report-sales-discount', { discount: f.euros(r.discountCents.current), change: change(f, r.discountCents), orders: f.count(r.promotedOrders.current) });
}

function topUsersText(ctx: BotContext, period: string, r: Awaited<ReturnType<typeof getTopCustomers>>): string {
  const f = ctx.figures;
  const title = ctx.t('report-top-users-title', { period });
  if (!r.customers.length) return `${title}\n\n${ctx.t('report-empty')}`;
  const lines = r.customers.map((c, i) =>
    ctx.t('report-top-users-line', {
      rank: String(i + 1),
      name: escapeHtml(c.telegramUsername ? `@${c.telegramUsername}` : [c.firstName, c.lastName].filter(Boolean).join(' ') || c.username),
      spent: f.euros(c.spentCents.current),
      orders: f.count(c.orders),
      last: f.date(c.lastActivity),
    }),
  );
  if (r.moreCount > 0) lines.push(ctx.t('report-more-users', { count: f.count(r.moreCount) }));
  return `${title}\n\n${lines.join('\n')}`;
}

async function breakdownText(ctx: BotContext, period: string, kind: 'cat' | 'ctry', range: ReportPeriod): Promise<string> {
  const f = ctx.figures;
  const r = await getSalesBreakdown(ctx.deps.db, range, kind === 'cat' ? 'category' : 'country');
  const title = ctx.t(kind === 'cat' ? 'report-category-title' : 'report-country-title', {
    period,
    total: f.euros(r.totalCents.current),
    change: change(f, r.totalCents),
  });
  if (!r.rows.length) return `${title}\n\n${ctx.t('report-empty')}`;
  const lines = r.rows.slice(0, LIST_LINES).map((row) =>
    ctx.t('report-breakdown-line', {
      name: `${row.flag ? `${row.flag} ` : ''}${escapeHtml(row.name ?? ctx.t('report-unknown'))}`,
      revenue: f.euros(row.revenueCents.current),
      change: change(f, row.revenueCents),
      share: decimal(f, row.share),
    }),
  );
  if (r.rows.length > LIST_LINES) lines.push(ctx.t('report-more', { count: f.count(r.rows.length - LIST_LINES) }));
  return `${title}\n\n${lines.join('\n')}`;
}

function depositsText(ctx: BotContext, period: string, r: Awaited<ReturnType<typeof getDepositsReport>>): string {
  const f = ctx.figures;
  const parts = [
    ctx.t('report-deposits-text', {
      period,
      total: f.euros(r.totalCents.current),
      change: change(f, r.totalCents),
      count: f.count(r.count.current),
      average: f.euros(r.averageCents.current),
      depositors: f.count(r.depositors.current),
      registered: f.count(r.registered.current),
      rate: r.conversionRate.current === null ? '—' : `${decimal(f, r.conversionRate.current)} %`,
    }),
  ];
  const methods = r.byMethod.filter((m) => m.count > 0);
  if (methods.length) {
    parts.push(
      [
        ctx.t('report-deposit-methods'),
        ...methods.map((m) =>
          ctx.t('report-deposit-method-line', { method: escapeHtml(`${m.provider} ${m.crypto.toUpperCase()}`), amount: f.euros(m.amountCents.current), count: f.count(m.count) }),
        ),
      ].join('\n'),
    );
  }
  if (r.recent.length) {
    parts.push(
      [
        ctx.t('report-deposit-recent'),
        ...r.recent.slice(0, RECENT_DEPOSIT_LINES).map((d) =>
          ctx.t('report-deposit-recent-line', {
            date: f.date(d.completedAt),
            name: escapeHtml(d.telegramUsername ? `@${d.telegramUsername}` : d.username),
            amount: f.euros(d.amountCents),
          }),
        ),
      ].join('\n'),
    );
  }
  return parts.join('\n\n');
}
