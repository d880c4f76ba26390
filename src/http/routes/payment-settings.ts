// The payment providers' settings in the back office: what is in use (secrets masked), a change of one provider's
// fields (audited), and a connection test that asks the provider for its payment methods.
import type { FastifyInstance } from 'fastify';
import {
  type PaymentProbe,
  paymentProbeSchema,
  type PaymentSettingsView,
  paymentSettingsViewSchema,
  paymentProviderParam,
  paymentSettingsUpdateSchema,
  type StarsSettingsView,
  starsSettingsViewSchema,
  starValueEuros,
  starValueMicroEuros,
  starsSettingsSchema,
} from '../../contracts/payments';
import { getShopSettings } from '../../domain/settings/shop-settings';
import { getStarsSettings, type StarsSettings, saveStarsSettings, starsLimits } from '../../domain/wallet/stars';
import { PAYMENT_PROVIDERS, type PaymentProviderName, ProviderUnavailableError } from '../../domain/wallet/payment-gateway';
import { describeProviderFields, isConfigured, readProviderSettings, saveProviderSettings } from '../../domain/wallet/payment-settings';
import { adminOf } from '../plugins/auth';
import { lenientJsonRoutes } from './lenient-json';

export async function paymentSettingsRoutes(base: FastifyInstance) {
  const { app, db } = lenientJsonRoutes(base);
  const env = app.config.payments;

  const view = async (): Promise<PaymentSettingsView> => {
    const settings = await readProviderSettings(db, env);
    const active = (await app.payments.active())?.name ?? null;
    const paths = new Map(app.payments.webhookProviders().map((p) => [p.name, p.path]));
    const origin = app.config.publicUrl?.replace(/\/+$/, '') ?? '';
    const providers = await Promise.all(
      PAYMENT_PROVIDERS.map(async (provider: PaymentProviderName) => ({
        provider,
        configured: isConfigured(provider, settings),
        active: active === provider,
        webhookUrl: `${origin}${paths.get(provider) ?? `/webhooks/${provider}`}`,
        fields: await describeProviderFields(db, env, provider),
      })),
    );
    return { active, providers };
  };

  app.get('/api/payments/settings', { schema: { summary: 'The payment providers’ settings (secrets masked) and the one in use', response: { 200: paymentSettingsViewSchema } } }, view);

  // Telegram Stars (decision 0135): not a provider with fields and a webhook, its own settings beside them.
  const starsView = async (settings?: StarsSettings): Promise<StarsSettingsView> => {
    const stars = settings ?? (await getStarsSettings(db));
    const bounds = starsLimits(stars, await getShopSettings(db));
    return {
      enabled: stars.enabled,
      starValueEuros: starValueEuros(stars.starValueMicroEuros),
      starValueMicroEuros: stars.starValueMicroEuros,
      minimumStars: stars.minimumStars,
      maximumStars: stars.maximumStars,
      customerMinimumStars: bounds.minimumStars,
      customerMaximumStars: bounds.maximumStars,
    };
  };
  app.get('/api/payments/settings/stars', { schema: { summary: 'The Telegram Stars settings', response: { 200: starsSettingsViewSchema } } }, () => starsView());
  app.put('/api/payments/settings/stars', { config: { errorCodes: ['STARS_SETTINGS_INVALID'] }, schema: { summary: 'Change the Telegram Stars settings', body: starsSettingsSchema, response: { 200: starsSettingsViewSchema } } }, async (request) => {
    const { enabled, starValueEuros: value, minimumStars, maximumStars } = request.body;
    const saved = await saveStarsSettings(db, { enabled, starValueMicroEuros: starValueMicroEuros(value), minimumStars, maximumStars }, { actorUserId: adminOf(request).id });
    return starsView(saved);
  });

  app.put('/api/payments/settings/:provider', { schema: { summary: 'Change a provider’s settings (a field left out keeps its value)', params: paymentProviderParam, body: paymentSettingsUpdateSchema, response: { 200: paymentSettingsViewSchema } } }, async (request) => {
    await saveProviderSettings(db, request.params.provider, request.body, adminOf(request).id);
    return view();
  });

  app.post('/api/payments/settings/:provider/test', { schema: { summary: 'Test a provider’s connection (its payment methods, or why it failed)', params: paymentProviderParam, response: { 200: paymentProbeSchema } } }, async (request): Promise<PaymentProbe> => {
    try {
      const methods = await app.payments.probe(request.params.provider);
      return { ok: true, methods: methods.map((m) => m.label) };
    } catch (error) {
      // The provider's own answer (a refused key, an unknown store) helps the admin more than a generic failure.
      if (error instanceof ProviderUnavailableError) return { ok: false, message: error.message };
      throw error;
    }
  });
}
