// How the API presents settings: secrets masked, display orders named from their key, ISO dates.
import type { Setting as SettingBody } from '../../contracts/settings';
import { parseOrderKey } from '../../domain/settings/display-order';
import { isSecretSetting, type Setting } from '../../domain/settings/settings';

const mask = (value: string) => (value.length <= 8 ? '••••' : `${value.slice(0, 4)}••••${value.slice(-2)}`);

/** A display order's description, in French, from its key; null for any other setting. */
function orderDescription(key: string): string | null {
  const order = parseOrderKey(key);
  if (!order) return null;
  if (order.kind === 'continents') return 'Ordre des continents';
  if (order.kind === 'countries') return `Ordre des pays (${order.continent})`;
  return `Ordre des opérateurs (pays ${order.countryId})`;
}

export const presentSetting = (setting: Setting): SettingBody => ({
  id: setting.id,
  key: setting.key,
  value: isSecretSetting(setting.key) ? mask(setting.value) : setting.value,
  description: orderDescription(setting.key) ?? setting.description,
  updatedAt: setting.updatedAt.toISOString(),
});
