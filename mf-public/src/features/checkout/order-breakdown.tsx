import { formatPaise } from '@platform/shared/finance';
import { gstOn, GST_RATE_PERCENT, PAYABLE_ITEMS, totalWithGst, type PayableItem } from '@platform/shared/schemas';
import { texts } from './texts';

type TranslatedSlug = keyof typeof texts.en.items;
const isTranslated = (slug: string): slug is TranslatedSlug => Object.hasOwn(texts.en.items, slug);

/**
 * What is sold, in the reader's language: the catalogue's words by the item's slug. An item without
 * words here (a vendor's fee) is shown as the catalogue writes it.
 */
export function useItemWords() {
  const { t } = texts.useTexts();
  return (item: PayableItem) =>
    isTranslated(item.slug)
      ? { title: t(`items.${item.slug}.title`), description: t(`items.${item.slug}.description`) }
      : { title: item.title, description: item.description };
}

/**
 * An order's description as the server wrote it (the item's title, PAYABLE_ITEMS) in the reader's
 * language; anything else (a wallet top-up) as written.
 */
export function useOrderDescription() {
  const words = useItemWords();
  return (description: string) => {
    const item = PAYABLE_ITEMS.find((candidate) => candidate.title === description);
    return item ? words(item).title : description;
  };
}

/** What is paid for and the amount with GST, as the server will charge it. */
export function OrderBreakdown({ item }: { item: PayableItem }) {
  const { t } = texts.useTexts();
  const words = useItemWords()(item);
  return (
    <div className="card order-breakdown" data-testid="order-breakdown">
      <h2 className="card__title">{words.title}</h2>
      <p>{words.description}</p>
      <dl className="profile-details">
        <div>
          <dt>{t('breakdown.price')}</dt>
          <dd>{formatPaise(item.pricePaise)}</dd>
        </div>
        <div>
          <dt>{t('breakdown.gst', { rate: GST_RATE_PERCENT })}</dt>
          <dd>{formatPaise(gstOn(item.pricePaise))}</dd>
        </div>
        <div>
          <dt>{t('breakdown.total')}</dt>
          <dd>
            <strong>{formatPaise(totalWithGst(item.pricePaise))}</strong>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The items anyone can buy here (vendor service fees are paid from the vendor area). */
export const isPublicItem = (item: PayableItem | undefined): item is PayableItem => item?.purpose === 'order';
