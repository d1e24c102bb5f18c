// /order-summary (docs/spec/product.md §2): what is about to be paid for, with GST, before
// confirming.
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@platform/shared';
import { formatPaise } from '@platform/shared/finance';
import { PAYABLE_ITEMS, payableItem, totalWithGst } from '@platform/shared/schemas';
import { isPublicItem, OrderBreakdown, useItemWords } from './order-breakdown';
import { texts } from './texts';

export function OrderSummaryPage() {
  const { t } = texts.useTexts();
  const words = useItemWords();
  const [searchParams] = useSearchParams();
  const item = payableItem(searchParams.get('item'));

  if (!isPublicItem(item)) {
    return (
      <Page title={t('summary.title')} intro={t('summary.choose')}>
        <ul className="grid">
          {PAYABLE_ITEMS.filter(isPublicItem).map((choice) => (
            <li key={choice.slug} className="tile">
              <h2 className="tile__title">
                <Link to={`/order-summary?item=${choice.slug}`}>{words(choice).title}</Link>
              </h2>
              <p>{words(choice).description}</p>
              <p>{t('summary.includingGst', { amount: formatPaise(totalWithGst(choice.pricePaise)) })}</p>
            </li>
          ))}
        </ul>
      </Page>
    );
  }

  return (
    <Page title={t('summary.title')} intro={t('summary.check')}>
      <OrderBreakdown item={item} />
      <div className="form__actions">
        <Link className="button button--primary" to={`/place-order-summary?item=${item.slug}`}>
          {t('summary.continue')}
        </Link>
        <Link to="/order-summary">{t('summary.other')}</Link>
      </div>
    </Page>
  );
}
