import { formatPaise } from '@platform/shared/finance';
import { gstOn, GST_RATE_PERCENT, totalWithGst, type PayableItem } from '@platform/shared/schemas';
import { texts } from './texts';

/** What is paid for and the amount with GST, as the server will charge it. */
export function OrderBreakdown({ item }: { item: PayableItem }) {
  const { t } = texts.useTexts();
  return (
    <div className="card order-breakdown" data-testid="order-breakdown">
      <h2 className="card__title">{item.title}</h2>
      <p>{item.description}</p>
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
