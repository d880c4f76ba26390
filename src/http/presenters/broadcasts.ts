// A broadcast as the Diffusions page shows it: French labels for its status and audience, ISO dates, its progress.
import type { BroadcastFigures, BroadcastView } from '../../contracts/broadcasts';
import { formatAmount, formatEuros } from '../../contracts/money';
import type { AudienceNames, BroadcastAudience } from '../../domain/broadcasts/audience';
import { type Broadcast, broadcastProgress } from '../../domain/broadcasts/broadcasts';
import type { BroadcastSales } from '../../domain/broadcasts/opens';

export const LANGUAGE_NAMES_FR: Record<string, string> = {
  fr: 'français', en: 'anglais', de: 'allemand', es: 'espagnol', it: 'italien', ru: 'russe', uk: 'ukrainien',
  be: 'biélorusse', tr: 'turc', zh: 'chinois', ja: 'japonais', ko: 'coréen', ar: 'arabe', hi: 'hindi',
};

const STATUS_LABELS: Record<string, string> = { scheduled: 'Programmée', preparing: 'En préparation', sending: 'En cours', done: 'Terminée', cancelled: 'Annulée' };

const parisDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' });
const day = (iso: string) => parisDay.format(new Date(iso));

/** The filters in French, in the order of the form: « pays acheté : France · dépensé ≥ 50,00 € ». */
function filterLabels(audience: BroadcastAudience, names: AudienceNames): string[] {
  const f = audience.filters ?? {};
  const out: string[] = [];
  if (f.language) out.push(`langue : ${LANGUAGE_NAMES_FR[f.language] ?? f.language}`);
  if (f.countryId) out.push(`pays acheté : ${names.countries.get(f.countryId) ?? `n° ${f.countryId}`}`);
  if (f.operatorId) out.push(`opérateur acheté : ${names.operators.get(f.operatorId) ?? `n° ${f.operatorId}`}`);
  if (f.minSpentCents !== undefined) out.push(`dépensé ≥ ${formatAmount(f.minSpentCents)} €`);
  if (f.lastPurchaseBefore) out.push(`dernier achat avant le ${day(f.lastPurchaseBefore)}`);
  if (f.lastPurchaseAfter) out.push(`dernier achat depuis le ${day(f.lastPurchaseAfter)}`);
  if (f.registeredAfter) out.push(`inscrit depuis le ${day(f.registeredAfter)}`);
  if (f.minBalanceCents !== undefined) out.push(`solde ≥ ${formatAmount(f.minBalanceCents)} €`);
  return out;
}

function presetLabel(audience: BroadcastAudience): string {
  switch (audience.kind) {
    case 'all':
      return 'Tous les clients';
    case 'language':
      return `Clients en ${LANGUAGE_NAMES_FR[audience.language] ?? audience.language}`;
    case 'buyers':
      return 'Clients ayant acheté';
    case 'depositors':
      return 'Clients ayant déposé';
    case 'inactive':
      return `Inactifs depuis ${audience.days} jour${audience.days > 1 ? 's' : ''}`;
  }
}

const NO_NAMES: AudienceNames = { countries: new Map(), operators: new Map() };

function audienceLabel(audience: BroadcastAudience, names: AudienceNames = NO_NAMES): string {
  return [presetLabel(audience), ...filterLabels(audience, names)].join(' · ');
}

export function presentBroadcast(b: Broadcast, names: AudienceNames = NO_NAMES, now = new Date()): BroadcastView {
  const progress = broadcastProgress(b, now);
  return {
    id: b.id,
    message: b.message,
    variants: b.variants,
    audience: b.audience,
    paid: b.paid,
    audienceLabel: audienceLabel(b.audience, names),
    buttons: b.buttons,
    status: b.status,
    statusLabel: STATUS_LABELS[b.status] ?? b.status,
    sentBy: b.createdByName ?? (b.notifyChatId != null ? `bot (chat ${b.notifyChatId})` : null),
    recipientCount: b.recipientCount,
    sent: b.sentCount,
    failed: b.failedCount,
    blocked: b.blockedCount,
    uncertain: b.uncertainCount,
    done: progress.done,
    ratePerSecond: Math.round(progress.ratePerSecond * 10) / 10,
    secondsLeft: progress.secondsLeft,
    pausedUntil: b.resumeAt && b.resumeAt > now && b.status === 'sending' ? b.resumeAt.toISOString() : null,
    createdAt: b.createdAt.toISOString(),
    scheduledAt: b.scheduledAt?.toISOString() ?? null,
    startedAt: b.startedAt?.toISOString() ?? null,
    finishedAt: b.finishedAt?.toISOString() ?? null,
  };
}

export function presentBroadcastFigures(b: Broadcast, sales: BroadcastSales): BroadcastFigures {
  return {
    id: b.id,
    delivered: b.sentCount,
    blocked: b.blockedCount,
    failed: b.failedCount,
    uncertain: b.uncertainCount,
    opens: sales.opens,
    purchases: sales.purchases,
    purchasesTotal: formatEuros(sales.totalCents),
    buyers: sales.buyers,
  };
}
