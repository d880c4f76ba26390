// /shop: the Telegram Mini App shop — category → country → operator → packs, a search at every level, the buyer's summary and purchases.
import type { ShopProduct } from '@contracts/shop';
import { QueryClientProvider } from '@tanstack/react-query';
import { ArrowLeftIcon, BanIcon, InfoIcon } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { type BuyState, flagOf, LevelCard, OperatorReviewsCard, ProductCard } from './shop-cards';
import { shopQueryClient, useShopCategories, useShopCountries, useShopMe, useShopOperators, useShopPrices, useShopProducts, useShopPurchase } from './shop-api';
import { type ShopTextKey, type ShopTexts, shopTexts } from './shop-texts';
import { MissingAmount } from './missing-amount';
import { StarsTopUpCard } from './stars-top-up';
import {
  bindTelegramBackButton,
  closeMiniApp,
  haptics,
  inTelegram,
  isDarkTheme,
  matchTelegramFrame,
  showMainButton,
  startMiniApp,
  telegramLanguage,
  telegramThemeStyle,
} from './telegram';

type CategoryRef = { id: number; name: string | null };
type CountryRef = { id: number; name: string; flag: string };
type OperatorRef = { id: number; name: string };
/** Where the customer is: each level chosen clears the deeper ones (SPEC §4). */
type Path = { category: CategoryRef | null; country: CountryRef | null; operator: OperatorRef | null };
const ROOT: Path = { category: null, country: null, operator: null };

export default function ShopPage() {
  return (
    <QueryClientProvider client={shopQueryClient}>
      <ShopScreen />
    </QueryClientProvider>
  );
}

const matches = (term: string, ...values: Array<string | null | undefined>) => {
  const needle = term.trim().toLocaleLowerCase();
  return !needle || values.some((v) => v?.toLocaleLowerCase().includes(needle));
};

function newKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function ShopScreen() {
  const me = useShopMe();
  // Blocked by the shop (decision 0142): every customer call answers CUSTOMER_BLOCKED, /api/shop/me first.
  const blocked = isApiError(me.error) && me.error.code === 'CUSTOMER_BLOCKED';
  const texts = useMemo(() => shopTexts(me.data?.language ?? telegramLanguage), [me.data?.language]);
  const { t } = texts;
  const [path, setPath] = useState<Path>(ROOT);
  const [search, setSearch] = useState('');
  const [afterPurchase, setAfterPurchase] = useState(false);
  const dark = useMemo(isDarkTheme, []);
  // The shop's name from its settings heads the page (the root's crumb says 'Boutique'); the word itself until it loads.
  const shopName = useShopCategories().data?.shopName || t('title');

  useEffect(() => {
    startMiniApp();
    matchTelegramFrame();
  }, []);
  useEffect(() => {
    document.title = shopName;
  }, [shopName]);
  // On the document too: toasts and dialogs render outside the page's root (Arabic reads right to left).
  useEffect(() => {
    const root = document.documentElement;
    const before = { dir: root.dir, lang: root.lang };
    root.dir = texts.direction;
    root.lang = texts.language;
    return () => {
      root.dir = before.dir;
      root.lang = before.lang;
    };
  }, [texts.direction, texts.language]);

  const go = useCallback((next: Path) => {
    haptics.tap();
    setSearch('');
    setPath(next);
    window.scrollTo({ top: 0 });
  }, []);
  const up = useCallback(() => {
    if (path.operator) go({ ...path, operator: null });
    else if (path.country) go({ ...path, country: null });
    else if (path.category) go(ROOT);
  }, [path, go]);
  const atRoot = !path.category;
  // Opened from a broadcast's link to an operator (decision 0151): straight to it, once; Back goes up from there.
  const landed = useRef(false);
  const landing = me.data?.landing;
  useEffect(() => {
    if (!landing || landed.current) return;
    landed.current = true;
    setPath(landing);
  }, [landing]);

  useEffect(() => bindTelegramBackButton(atRoot ? null : up), [atRoot, up]);
  useEffect(() => showMainButton(afterPurchase ? { text: t('backToChat'), onClick: closeMiniApp } : null), [afterPurchase, t]);

  const categoryName = (c: { id: number; name: string | null }) => c.name ?? t('uncategorised');

  const crumbs: Array<{ label: ReactNode; path: Path }> = [{ label: t('title'), path: ROOT }];
  if (path.category) crumbs.push({ label: categoryName(path.category), path: { ...ROOT, category: path.category } });
  if (path.country) crumbs.push({ label: `${path.country.flag} ${path.country.name}`, path: { ...path, operator: null } });
  if (path.operator) crumbs.push({ label: path.operator.name, path });

  return (
    <div
      className={cn('min-h-screen bg-background text-foreground', dark && 'dark')}
      style={{ ...telegramThemeStyle(), minHeight: inTelegram ? 'var(--tg-viewport-stable-height, 100vh)' : undefined }}
      data-testid="shop"
      dir={texts.direction}
      lang={texts.language}
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-4 sm:py-6">
        <header className="flex flex-col gap-2">
          <div className="flex items-center gap-2">
            {!atRoot ? (
              <Button variant="ghost" size="icon" onClick={up} aria-label={t('back')} data-testid="shop-back">
                <ArrowLeftIcon className="size-5 rtl:rotate-180" />
              </Button>
            ) : null}
            <h1 className="text-xl font-semibold" data-testid="shop-name">
              {shopName}
            </h1>
          </div>
          <nav aria-label="breadcrumb" className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground" data-testid="breadcrumb">
            {crumbs.map((crumb, i) => (
              <span key={String(i)} className="flex items-center gap-1">
                {/* Mirrored by the bidi algorithm in Arabic: it points the reading way. */}
                {i > 0 ? <span aria-hidden="true">›</span> : null}
                {i === crumbs.length - 1 ? (
                  <span className="font-medium text-foreground" aria-current="page">
                    {crumb.label}
                  </span>
                ) : (
                  <button type="button" className="underline-offset-4 hover:underline" onClick={() => go(crumb.path)}>
                    {crumb.label}
                  </button>
                )}
              </span>
            ))}
          </nav>
        </header>

        {blocked ? (
          <BlockedNotice texts={texts} />
        ) : (
          <>
            {inTelegram ? <SummaryCard texts={texts} me={me} /> : <ReadOnlyNote text={t('readOnly')} />}
            {inTelegram ? <StarsTopUpCard texts={texts} /> : null}

            <SearchInput value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('search')} aria-label={t('search')} />

            {!path.category ? (
              <CategoriesLevel texts={texts} search={search} open={(category) => go({ ...ROOT, category })} />
            ) : !path.country ? (
              <CountriesLevel texts={texts} search={search} category={path.category} open={(country) => go({ ...path, country, operator: null })} />
            ) : !path.operator ? (
              <OperatorsLevel texts={texts} search={search} category={path.category} country={path.country} open={(operator) => go({ ...path, operator })} />
            ) : (
              <ProductsLevel
                texts={texts}
                search={search}
                category={path.category}
                country={path.country}
                operator={path.operator}
                balanceCents={me.data?.balanceCents ?? null}
                onBought={() => setAfterPurchase(true)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** A blocked customer (decision 0142): the API refuses them everything, so the page says why instead of the shop. */
function BlockedNotice({ texts }: { texts: ShopTexts }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-card p-4 text-card-foreground" data-testid="shop-blocked">
      <BanIcon className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="space-y-1">
        <p className="font-semibold text-destructive">{texts.t('blockedTitle')}</p>
        <p className="text-sm">{texts.t('blocked')}</p>
      </div>
    </div>
  );
}

function ReadOnlyNote({ text }: { text: string }) {
  return (
    <div className="flex items-start gap-2 rounded-xl border bg-card p-4 text-sm text-card-foreground" data-testid="read-only-note">
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>{text}</p>
    </div>
  );
}

function SummaryCard({ texts, me }: { texts: ShopTexts; me: ReturnType<typeof useShopMe> }) {
  const { t } = texts;
  if (me.isError) return <LoadError texts={texts} retry={() => void me.refetch()} />;
  const figures: Array<[string, string, string]> = me.data
    ? [
        ['balance', t('balance'), texts.euros(me.data.balance)],
        ['purchases', t('totalPurchases'), texts.euros(me.data.totalPurchases)],
        ['deposits', t('totalDeposits'), texts.euros(me.data.totalDeposits)],
        ['orders', t('orders'), texts.count(me.data.orderCount)],
      ]
    : [];
  return (
    <section className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs sm:grid-cols-4" data-testid="summary">
      {me.data
        ? figures.map(([id, label, value]) => (
            <div key={id} data-testid={`summary-${id}`}>
              <div className="text-xs text-muted-foreground">{label}</div>
              <div className={cn('font-semibold tabular-nums', id === 'balance' && 'text-lg')}>{value}</div>
            </div>
          ))
        : Array.from({ length: 4 }, (_, i) => <Skeleton key={String(i)} className="h-10" />)}
    </section>
  );
}

function LoadError({ texts, retry }: { texts: ShopTexts; retry(): void }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm text-destructive">
      <span>{texts.t('loadError')}</span>
      <Button variant="outline" size="sm" onClick={retry}>
        {texts.t('retry')}
      </Button>
    </div>
  );
}

type LevelQuery = { isPending: boolean; isError: boolean; refetch(): unknown };

/** Loading, error, empty and "no result for the search" states around a level's cards. */
function LevelList<T>({
  texts,
  heading,
  query,
  items,
  search,
  render,
}: {
  texts: ShopTexts;
  heading: string;
  query: LevelQuery;
  items: T[] | undefined;
  search: string;
  render(item: T): ReactNode;
}) {
  let body: ReactNode;
  if (query.isPending) body = Array.from({ length: 3 }, (_, i) => <Skeleton key={String(i)} className="h-20 rounded-xl" />);
  else if (query.isError) body = <LoadError texts={texts} retry={() => void query.refetch()} />;
  else if (!items?.length) {
    body = (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="level-empty">
        {search.trim() ? texts.t('noResults', { term: search.trim() }) : texts.t('nothingForSale')}
      </p>
    );
  } else body = items.map(render);
  return (
    <section className="flex flex-col gap-3" aria-label={heading}>
      <h2 className="text-base font-semibold" data-testid="level-heading">
        {heading}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">{body}</div>
    </section>
  );
}

type OpeningCard = Parameters<typeof LevelCard>[0] & { title: string };

/** The categories, countries and operators: cards that open the next level, those whose title matches the search. */
function LevelCards({ texts, search, heading, query, cards }: { texts: ShopTexts; search: string; heading: string; query: LevelQuery; cards: OpeningCard[] | undefined }) {
  const items = cards?.filter((card) => matches(search, card.title));
  return <LevelList texts={texts} heading={heading} query={query} items={items} search={search} render={(card) => <LevelCard key={card.testId} {...card} />} />;
}

function CategoriesLevel({ texts, search, open }: { texts: ShopTexts; search: string; open(c: CategoryRef): void }) {
  const { t } = texts;
  const query = useShopCategories();
  const cards = query.data?.categories.map((c) => ({
    testId: `category-${c.id}`,
    title: c.name ?? t('uncategorised'),
    onOpen: () => open({ id: c.id, name: c.name }),
    lines: [
      c.productCount === 1 ? t('productCountOne') : t('productCount', { count: texts.count(c.productCount) }),
      c.minPrice ? t('fromPrice', { price: texts.euros(c.minPrice) }) : t('outOfStock'),
    ],
  }));
  return <LevelCards texts={texts} search={search} heading={t('categories')} query={query} cards={cards} />;
}

function CountriesLevel({ texts, search, category, open }: { texts: ShopTexts; search: string; category: CategoryRef; open(c: CountryRef): void }) {
  const { t } = texts;
  const query = useShopCountries(category.id, texts.language);
  const priceRange = (range: { min: string; max: string } | null) =>
    range ? (range.min === range.max ? texts.euros(range.min) : `${texts.euros(range.min)} – ${texts.euros(range.max)}`) : t('outOfStock');
  const cards = query.data?.countries.map((c) => ({
    testId: `country-${c.id}`,
    leading: flagOf(c.flag),
    title: c.name,
    onOpen: () => open({ id: c.id, name: c.name, flag: c.flag }),
    lines: [
      `${c.operatorCount === 1 ? t('operatorCountOne') : t('operatorCount', { count: texts.count(c.operatorCount) })} · ${priceRange(c.priceRange)}`,
      t('available', { count: texts.count(c.available) }),
    ],
  }));
  return <LevelCards texts={texts} search={search} heading={t('countriesOf', { category: category.name ?? t('uncategorised') })} query={query} cards={cards} />;
}

function OperatorsLevel({ texts, search, category, country, open }: { texts: ShopTexts; search: string; category: CategoryRef; country: CountryRef; open(o: OperatorRef): void }) {
  const { t } = texts;
  const query = useShopOperators(category.id, country.id, texts.language);
  // The heading names the country from the server's answer (SPEC §2's defect: it named an undefined country).
  const named = query.data?.country ?? country;
  const cards = query.data?.operators.map((o) => ({
    testId: `operator-${o.id}`,
    title: o.name,
    onOpen: () => open({ id: o.id, name: o.name }),
    lines: [o.minPrice ? t('fromPrice', { price: texts.euros(o.minPrice) }) : t('outOfStock'), t('stockNumbers', { count: texts.count(o.stockCount) })],
  }));
  return <LevelCards texts={texts} search={search} heading={t('operatorsOf', { flag: named.flag, country: named.name })} query={query} cards={cards} />;
}

function ProductsLevel({
  texts,
  search,
  category,
  country,
  operator,
  balanceCents,
  onBought,
}: {
  texts: ShopTexts;
  search: string;
  category: CategoryRef;
  country: CountryRef;
  operator: OperatorRef;
  balanceCents: number | null;
  onBought(): void;
}) {
  const { t } = texts;
  const query = useShopProducts(category.id, country.id, operator.id, texts.language);
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const plainPrices = useShopPrices(category.id, country.id, operator.id, null);
  const codedPrices = useShopPrices(category.id, country.id, operator.id, promoCode ?? '');
  // A refused code leaves the prices the customer had without it.
  const prices = promoCode && !codedPrices.isError ? codedPrices : plainPrices;
  const priceOf = (p: ShopProduct) => prices.data?.prices.find((x) => x.id === p.id);
  const purchase = useShopPurchase();
  // One key per tap on "buy": a double click (or a retried request) sends the same key and buys once.
  const pending = useRef<{ productId: string; key: string } | null>(null);
  const [buyingId, setBuyingId] = useState<string | null>(null);
  // Packs whose missing-amount panel is open: it stays while the balance moves under it.
  const [paying, setPaying] = useState<ReadonlySet<string>>(new Set());
  const payingChanged = useCallback((id: string, open: boolean) => {
    setPaying((before) => {
      if (before.has(id) === open) return before;
      const next = new Set(before);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const named = query.data ?? { category, country, operator };
  const describe = (p: ShopProduct) =>
    t('packDescription', {
      quantity: texts.count(p.quantity),
      operator: named.operator.name,
      flag: named.country.flag,
      country: named.country.name,
      category: named.category.name ?? t('uncategorised'),
    });
  const items = query.data?.products.filter((p) => matches(search, p.name, t('packName', { quantity: texts.count(p.quantity) }), String(p.quantity)));

  const buy = (product: ShopProduct) => {
    if (pending.current) return;
    const attempt = { productId: product.id, key: newKey() };
    pending.current = attempt;
    setBuyingId(product.id);
    purchase.mutate(
      { productId: attempt.productId, idempotencyKey: attempt.key, promoCode: priceOf(product)?.usesCode ? promoCode : null },
      {
        onSuccess: (result) => {
          haptics.result('success');
          toast({
            variant: 'success',
            title: t('successTitle'),
            description: t('successText', { quantity: texts.count(result.quantity), balance: texts.euros(result.balance) }),
          });
          onBought();
        },
        onError: (error) => {
          haptics.result('error');
          if (isApiError(error) && error.code === 'INSUFFICIENT_BALANCE') {
            toast({ variant: 'destructive', title: t('insufficientTitle'), description: t('insufficientText') });
          } else {
            const reason = isApiError(error) ? error.serverMessage : undefined;
            toast({
              variant: 'destructive',
              title: t('purchaseErrorTitle'),
              description: reason && texts.language === 'fr' ? `${t('purchaseErrorText')} : ${reason}` : t('purchaseErrorText'),
            });
          }
        },
        onSettled: () => {
          pending.current = null;
          setBuyingId(null);
        },
      },
    );
  };

  const state: BuyState = { canBuy: inTelegram, balanceCents, buyingId };
  const codeError = promoCode && codedPrices.isError ? t(promoRefusalKey(codedPrices.error), { minutes: waitMinutes(codedPrices.error) }) : null;
  return (
    <>
      {inTelegram ? <PromoCodeForm texts={texts} applied={promoCode && !codeError ? promoCode : null} error={codeError} onApply={setPromoCode} /> : null}
      <LevelList
        texts={texts}
        heading={t('productsOf', { operator: named.operator.name, flag: named.country.flag, country: named.country.name })}
        query={query}
        items={items}
        search={search}
        render={(p) => {
          const priced = priceOf(p);
          const priceCents = priced?.priceCents ?? p.priceCents;
          const missingCents = balanceCents === null ? 0 : priceCents - balanceCents;
          return (
            <ProductCard key={p.id} product={p} description={describe(p)} texts={texts} buy={state} onBuy={buy} price={priced}>
              {inTelegram && ((missingCents > 0 && p.stock > 0) || paying.has(p.id)) ? (
                <MissingAmount
                  texts={texts}
                  product={p}
                  price={priced?.price ?? p.price}
                  missingCents={missingCents}
                  promoCode={priced?.usesCode ? promoCode : null}
                  onPlaced={onBought}
                  onOpen={(open) => payingChanged(p.id, open)}
                />
              ) : null}
            </ProductCard>
          );
        }}
      />
      {query.data ? <OperatorReviewsCard reviews={query.data.reviews} texts={texts} /> : null}
    </>
  );
}

/** Promotions: a promo code typed by the customer; the packs are then priced with it (the server says if it applies). */
function PromoCodeForm({ texts, applied, error, onApply }: { texts: ShopTexts; applied: string | null; error: string | null; onApply(code: string | null): void }) {
  const { t } = texts;
  const [typed, setTyped] = useState('');
  return (
    <form
      className="mb-3 flex flex-col gap-1"
      data-testid="promo-code-form"
      onSubmit={(event) => {
        event.preventDefault();
        const code = typed.trim().toUpperCase();
        onApply(code || null);
      }}
    >
      <div className="flex gap-2">
        <Input
          aria-label={t('promoCode')}
          placeholder={t('promoCode')}
          value={typed}
          maxLength={40}
          autoCapitalize="characters"
          onChange={(event) => setTyped(event.target.value)}
          className="uppercase"
        />
        {applied ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setTyped('');
              onApply(null);
            }}
          >
            {t('promoRemove')}
          </Button>
        ) : (
          <Button type="submit" variant="outline" disabled={!typed.trim()}>
            {t('promoApply')}
          </Button>
        )}
      </div>
      {applied ? <p className="text-sm text-emerald-600 dark:text-emerald-400">{t('promoApplied', { code: applied })}</p> : null}
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Why the purchase engine refuses a typed code, in the customer's language; "Code refused" for any other failure. */
function promoRefusalKey(error: unknown): ShopTextKey {
  const reasons: Record<string, ShopTextKey> = {
    PROMO_CODE_UNKNOWN: 'promoRefusedUnknown',
    PROMO_CODE_EXPIRED: 'promoRefusedExpired',
    PROMO_CODE_USED_UP: 'promoRefusedUsedUp',
    PROMO_CODE_LIMIT_REACHED: 'promoRefusedLimit',
    PROMO_CODE_NOT_APPLICABLE: 'promoRefusedNotApplicable',
    PROMO_CODE_TOO_MANY_ATTEMPTS: 'promoRefusedTooMany',
  };
  return (isApiError(error) && error.code && reasons[error.code]) || 'promoRefused';
}

/** The wait a throttled code names (the server's figure). */
function waitMinutes(error: unknown): number {
  return isApiError(error) ? Number(error.body?.details?.minutes ?? 0) : 0;
}
