// /settings (Paramètres): the shop's settings (« Boutique »), the payment providers (« Paiements »), the display orders the bot and the back office use —
// continents, countries of a continent, operators of a country (the Continents page keeps its own) —, then the API keys (« API »).
import type { Continent, Country, Operator } from '@contracts/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListOrderedIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { CountryFlag } from '@/components/country-flag';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { type Option, OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { SortableList } from '@/components/sortable-list';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { continentLabel, useContinents, useCountries, useOperators } from '@/features/catalogue/catalogue-api';
import { countryOptions } from '@/features/catalogue/country-options';
import { orderKeys, useOrderedList, useSaveOrder } from '@/features/settings/order-api';
import { OrderPlaceholders, SaveOrderFooter } from '@/features/settings/order-ui';
import { ApiKeysSection } from '@/features/settings/api-keys-section';
import { useApiKeyTexts } from '@/features/settings/api-keys-texts';
import { AbuseRulesCard } from '@/features/settings/abuse-rules-card';
import { PaymentSettingsSection } from '@/features/settings/payment-settings-card';
import { usePaymentTexts } from '@/features/settings/payment-settings-texts';
import { ShopSettingsCard } from '@/features/settings/shop-settings-card';
import { useShopTexts } from '@/features/settings/shop-settings-texts';
import { WebhooksSection } from '@/features/settings/webhooks-section';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { TitledCard } from '@/components/titled-card';
import { cn } from '@/lib/utils';

const continentId = (continent: Continent) => continent.name;
/** Countries and operators: known by their id, shown by their name, saved as the list of their ids. */
const byId = {
  getId: (item: Country | Operator) => String(item.id),
  getLabel: (item: Country | Operator) => item.name,
  toValue: (items: Array<Country | Operator>) => items.map((item) => item.id),
};

export default function SettingsPage() {
  const t = useT();
  const texts = useShopTexts();
  const paymentTexts = usePaymentTexts();
  const apiTexts = useApiKeyTexts();
  const continents = useContinents();
  const allCountries = useCountries();
  const [chosenContinent, setChosenContinent] = useState<string | null>(null);
  const [chosenCountry, setChosenCountry] = useState<number | null>(null);

  const continentNames = (continents.data ?? []).map(continentId);
  const continent = chosenContinent && continentNames.includes(chosenContinent) ? chosenContinent : (continentNames[0] ?? null);
  const countryChoices = allCountries.data ?? [];
  const country = countryChoices.some((c) => c.id === chosenCountry) ? chosenCountry : (countryChoices[0]?.id ?? null);
  const continentCountries = useCountries(continent, { enabled: continent !== null });
  const countryOperators = useOperators(country, { enabled: country !== null });
  // The page's sections in the order they stand, for the links at the top.
  const sections: Array<[anchor: string, label: string]> = [
    ['shop', texts.shopSection],
    ['payments', paymentTexts.section],
    ['abuse', t('settings.abuse.title')],
    ['webhooks', 'Webhooks'],
    ['display-orders', texts.ordersSection],
    ['api', apiTexts.section],
  ];

  return (
    <div data-testid="settings-page">
      <PageHeader title={t('settings.title')} description={texts.pageDescription} />
      <nav aria-label={t('settings.title')} className="-mt-2 mb-6 flex flex-wrap gap-2 text-sm">
        {sections.map(([anchor, label]) => (
          <a key={anchor} href={`#${anchor}`} className="rounded-md border bg-card px-3 py-1.5 font-medium hover:bg-accent">
            {label}
          </a>
        ))}
      </nav>
      <SettingsSection id="shop" title={texts.shopSection} className="mb-10 max-w-4xl">
        <ShopSettingsCard />
      </SettingsSection>
      <SettingsSection id="payments" title={paymentTexts.section} heading className="mb-10">
        <PaymentSettingsSection />
      </SettingsSection>
      <SettingsSection id="abuse" title={t('settings.abuse.title')} className="mb-10 max-w-4xl">
        <AbuseRulesCard />
      </SettingsSection>
      <SettingsSection id="webhooks" title="Webhooks" className="mb-10 max-w-5xl">
        <WebhooksSection />
      </SettingsSection>
      <section id="display-orders" aria-labelledby="display-orders-title" className="scroll-mt-20">
        <div className="mb-4 space-y-1">
          <h3 id="display-orders-title" className="text-lg font-semibold tracking-tight">
            {texts.ordersSection}
          </h3>
          <p className="text-sm text-muted-foreground">{texts.ordersDescription}</p>
        </div>
      <div className="grid items-start gap-6 xl:grid-cols-3">
        <OrderCard
          list="continents"
          query={continents}
          orderKey={orderKeys.continents()}
          getId={continentId}
          getLabel={(item) => continentLabel(item.name)}
          toValue={(items) => items.map((item) => item.name)}
          renderItem={(item) => (
            <>
              <span className="min-w-0 flex-1 truncate font-medium">{continentLabel(item.name)}</span>
              <Badge variant="secondary" className="tabular-nums">
                {t('continents.countryCount', { count: item.countryCount })}
              </Badge>
            </>
          )}
        />
        <OrderCard
          list="countries"
          picker={
            <Picker
              id="order-continent"
              label={t('settings.chooseContinent')}
              value={continent ?? ''}
              onChange={setChosenContinent}
              options={continentNames.map((name) => ({ value: name, label: continentLabel(name) }))}
            />
          }
          query={continentCountries}
          listKey={continent ?? ''}
          orderKey={continent ? orderKeys.countries(continent) : ''}
          {...byId}
          renderItem={(item) => (
            <>
              <CountryFlag flag={item.flag} code={item.code} />
              <span className="min-w-0 flex-1 truncate font-medium">{item.name}</span>
              {!item.isActive && <StatusBadge active={false} />}
            </>
          )}
        />
        <OrderCard
          list="operators"
          picker={
            <Picker
              id="order-country"
              label={t('settings.chooseCountry')}
              value={country === null ? '' : String(country)}
              onChange={(value) => setChosenCountry(Number.parseInt(value, 10))}
              options={countryOptions(countryChoices)}
            />
          }
          query={countryOperators}
          listKey={String(country ?? '')}
          orderKey={country !== null ? orderKeys.operators(country) : ''}
          {...byId}
          renderItem={(item) => (
            <>
              <span className="min-w-0 flex-1 truncate font-medium">{item.name}</span>
              <span className="shrink-0 text-xs whitespace-nowrap text-muted-foreground tabular-nums">{t('settings.available', { count: formatNumber(item.availableNumbers) })}</span>
              {!item.isActive && <StatusBadge active={false} />}
            </>
          )}
        />
      </div>
      </section>
      <SettingsSection id="api" title={apiTexts.section} heading className="mt-10">
        <ApiKeysSection />
      </SettingsSection>
    </div>
  );
}

/**
 * A part of the page the links at the top lead to. `heading`: its title stands above it; without, the card inside
 * shows its own and the title only names the section for screen readers.
 */
function SettingsSection({ id, title, heading = false, className, children }: { id: string; title: string; heading?: boolean; className: string; children: ReactNode }) {
  return (
    <section id={id} aria-label={heading ? undefined : title} aria-labelledby={heading ? `${id}-title` : undefined} className={cn('scroll-mt-20', className)}>
      {heading && (
        <h3 id={`${id}-title`} className="mb-1 text-lg font-semibold tracking-tight">
          {title}
        </h3>
      )}
      {children}
    </section>
  );
}

function Picker({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  options: Option[];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect id={id} data-testid={id} value={value} onChange={onChange} options={options} placeholder={label} disabled={options.length === 0} />
    </div>
  );
}

type OrderCardProps<T> = {
  /** Which display order: its card is `<list>-order`, its texts `settings.<list>Title` and `settings.<list>Description`. */
  list: 'continents' | 'countries' | 'operators';
  picker?: ReactNode;
  query: UseQueryResult<T[]>;
  /** What the list belongs to (the chosen continent or country): a new choice starts from the server's order. */
  listKey?: string;
  orderKey: string;
  // The list's type comes from `query`: the helpers may take a wider one (`byId`).
  getId(item: NoInfer<T>): string;
  getLabel(item: NoInfer<T>): string;
  toValue(items: NoInfer<T>[]): Array<string | number>;
  renderItem(item: T): ReactNode;
};

function OrderCard<T>({ list, picker, query, listKey, ...order }: OrderCardProps<T>) {
  const t = useT();
  return (
    <TitledCard testId={`${list}-order`} icon={ListOrderedIcon} title={t(`settings.${list}Title`)} description={t(`settings.${list}Description`)}>
      {picker && <CardContent>{picker}</CardContent>}
      {query.isError ? (
        <CardContent>
          <LoadError description={t('settings.loadFailed')} error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
        </CardContent>
      ) : (
        <OrderedItems key={listKey} query={query} {...order} />
      )}
    </TitledCard>
  );
}

function OrderedItems<T>({
  query,
  orderKey,
  getId,
  getLabel,
  toValue,
  renderItem,
}: Pick<OrderCardProps<T>, 'query' | 'orderKey' | 'getId' | 'getLabel' | 'toValue' | 'renderItem'>) {
  const t = useT();
  const ordered = useOrderedList(query.data, getId);
  const save = useSaveOrder();
  const onSave = () => save.mutate({ key: orderKey, value: toValue(ordered.items) }, { onSuccess: () => ordered.reset() });

  return (
    <>
      <CardContent>
        {query.isPending ? (
          <OrderPlaceholders />
        ) : ordered.items.length === 0 ? (
          <EmptyState icon={ListOrderedIcon} title={t('settings.nothingToOrder')} className="py-8" />
        ) : (
          <SortableList items={ordered.items} getId={getId} getLabel={getLabel} onReorder={ordered.setItems} renderItem={renderItem} />
        )}
      </CardContent>
      <SaveOrderFooter dirty={ordered.dirty} saving={save.isPending} canSave={orderKey !== ''} onSave={onSave} testId="save-order" />
    </>
  );
}
