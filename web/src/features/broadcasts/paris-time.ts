// Broadcast times on the shop's clock (Europe/Paris), said so, whatever the admin's browser's time zone.
export const formatParis = (at: Date) => `${at.toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })} (Europe/Paris)`;
