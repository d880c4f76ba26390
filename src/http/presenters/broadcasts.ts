// A broadcast as the Diffusions page shows it: French labels for its status and audience, ISO dates, its progress.
import type { BroadcastView } from '../../contracts/broadcasts';
import type { BroadcastAudience } from '../../domain/broadcasts/audience';
import { type Broadcast, broadcastProgress } from '../../domain/broadcasts/broadcasts';

export const LANGUAGE_NAMES_FR: Record<string, string> = {
  fr: 'français', en: 'anglais', de: 'allemand', es: 'espagnol', it: 'italien', ru: 'russe', uk: 'ukrainien',
  be: 'biélorusse', tr: 'turc', zh: 'chinois', ja: 'japonais', ko: 'coréen', ar: 'arabe', hi: 'hindi',
};

const STATUS_LABELS: Record<string, string> = { preparing: 'En préparation', sending: 'En cours', done: 'Terminée', cancelled: 'Annulée' };

function audienceLabel(audience: BroadcastAudience): string {
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

export function presentBroadcast(b: Broadcast, now = new Date()): BroadcastView {
  const progress = broadcastProgress(b, now);
  return {
    id: b.id,
    message: b.message,
    variants: b.variants,
    audience: b.audience,
    audienceLabel: audienceLabel(b.audience),
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
    startedAt: b.startedAt?.toISOString() ?? null,
    finishedAt: b.finishedAt?.toISOString() ?? null,
  };
}
