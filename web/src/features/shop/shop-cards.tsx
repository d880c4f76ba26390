// The shop page's cards: category, country, operator (tap to go deeper) and product (buy), with the figures of SPEC §2.
import type { OperatorReviewsView } from '@contracts/reviews';
import type { ShopPrice, ShopProduct } from '@contracts/shop';
import { ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CountryFlag } from '@/components/country-flag';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ShopTexts } from './shop-texts';

/** A card that opens the next level: a whole-card button, so a thumb anywhere on it works. */
export function LevelCard({ title, lines, leading, onOpen, testId }: { title: ReactNode; lines: ReactNode[]; leading?: ReactNode; onOpen(): void; testId: string }) {
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={onOpen}
      className="flex w-full items-center gap-3 rounded-xl border bg-card p-4 text-start text-card-foreground shadow-xs transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      {leading ? <span className="text-3xl leading-none">{leading}</span> : null}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{title}</span>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of one card
          <span key={i} className="block truncate text-sm text-muted-foreground">
            {line}
          </span>
        ))}
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground rtl:rotate-180" />
    </button>
  );
}

export const flagOf = (flag: string) => <CountryFlag flag={flag} />;

/** "0.60" style euro string from cents, for the 'Manque' note (integer arithmetic). */
function centsToEuroString(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export type BuyState = { canBuy: boolean; balanceCents: number | null; buyingId: string | null };

export function ProductCard({
  product,
  description,
  texts,
  buy,
  onBuy,
  price,
  children,
}: {
  product: ShopProduct;
  description: string;
  texts: ShopTexts;
  buy: BuyState;
  onBuy(product: ShopProduct): void;
  /** This customer's price (a promotion, a typed code), when known. */
  price?: ShopPrice;
  /** Under the card: paying the missing amount, when the balance does not cover the pack. */
  children?: ReactNode;
}) {
  const { t } = texts;
  const priceCents = price?.priceCents ?? product.priceCents;
  const promoted = price != null && price.basePriceCents > price.priceCents;
  const shortCents = buy.balanceCents === null ? 0 : Math.max(0, priceCents - buy.balanceCents);
  const buying = buy.buyingId === product.id;
  const disabled = !buy.canBuy || product.stock === 0 || shortCents > 0 || buy.buyingId !== null;
  return (
    <div data-testid={`product-${product.id}`} className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="font-semibold">{product.name ?? t('packName', { quantity: texts.count(product.quantity) })}</div>
          <div className="text-sm text-muted-foreground">{description}</div>
        </div>
        <div className="shrink-0 text-end tabular-nums">
          <div className="text-lg font-semibold" data-testid="product-price">
            {texts.euros(price?.price ?? product.price)}
          </div>
          {promoted ? (
            <div className="text-sm text-muted-foreground">
              <span className="sr-only">{t('promoWas', { price: texts.euros(price.basePrice) })}</span>
              <s data-testid="product-base-price" aria-hidden="true">
                {texts.euros(price.basePrice)}
              </s>
            </div>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {product.stock === 0 ? (
            <Badge variant="destructive">{t('outOfStock')}</Badge>
          ) : (
            // Stock is counted in numbers everywhere; a product says how many of its packs the stock can fill.
            <span className="text-muted-foreground" data-testid="product-packs">
              {product.stock === 1 ? t('packStockOne') : t('packStock', { count: texts.count(product.stock) })}
            </span>
          )}
          {product.lowStock ? <Badge variant="warning">{t('lowStock')}</Badge> : null}
          {promoted && price.promotion ? (
            <Badge variant="success" data-testid="product-promotion">
              {price.promotion}
            </Badge>
          ) : null}
        </div>
        {buy.canBuy ? (
          // ms-auto: wrapped under the badges, the button stays at the card's end like on the cards where it fits.
          <div className="ms-auto flex items-center gap-2">
            {shortCents > 0 && product.stock > 0 ? (
              <span className="text-sm text-destructive" data-testid="missing">
                {t('missing', { amount: texts.euros(centsToEuroString(shortCents)) })}
              </span>
            ) : null}
            <Button onClick={() => onBuy(product)} disabled={disabled} aria-busy={buying}>
              {buying ? <Spinner /> : null}
              {buying ? t('buying') : t('buy')}
            </Button>
          </div>
        ) : null}
      </div>
      {children}
    </div>
  );
}

/** What buyers said of the operator (hidden reviews never come): the average and count, each list's, the latest comments. */
export function OperatorReviewsCard({ reviews, texts }: { reviews: OperatorReviewsView; texts: ShopTexts }) {
  const { t } = texts;
  const summary = (average: number, count: number) =>
    count === 1 ? t('reviewsSummaryOne', { average: texts.rating(average) }) : t('reviewsSummary', { average: texts.rating(average), count: texts.count(count) });
  return (
    <section className="mt-4 rounded-xl border bg-card p-4 text-card-foreground shadow-xs" data-testid="shop-reviews">
      <h3 className="font-semibold">{t('reviewsTitle')}</h3>
      {reviews.count === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t('reviewsNone')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm" data-testid="shop-reviews-summary">
            <span className="text-amber-500">★</span> {summary(reviews.average, reviews.count)}
          </p>
          {reviews.lists.length > 0 ? (
            <ul className="mt-2 space-y-0.5 text-sm text-muted-foreground">
              {reviews.lists.map((list) => (
                <li key={list.numlistId} className="flex justify-between gap-2">
                  <span className="truncate">{list.name}</span>
                  <span className="shrink-0 tabular-nums">{summary(list.average, list.count)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {reviews.latest.length > 0 ? (
            <ul className="mt-3 space-y-2 border-t pt-3">
              {reviews.latest.map((c) => (
                <li key={`${c.createdAt}-${c.comment}`} className="text-sm" data-testid="shop-review-comment">
                  <span className="text-amber-500" role="img" aria-label={`${c.rating}/5`}>
                    {'★'.repeat(c.rating)}
                  </span>{' '}
                  <span className="break-words text-muted-foreground italic">{c.comment}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
