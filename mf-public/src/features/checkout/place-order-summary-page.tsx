// /place-order-summary: confirm and pay. The server prices the order; the person only gives the
// mobile number the payment provider sends its messages to. Paying again after a closed payment
// window reuses the same order and session ("a payment session is created if none exists").
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { startCheckout } from '@platform/shared/payments';
import { formatPaise } from '@platform/shared/finance';
import { payableItem, placeOrderSchema, totalWithGst, type PlaceOrderInput } from '@platform/shared/schemas';
import { isPublicItem, OrderBreakdown } from './order-breakdown';
import { texts } from './texts';

export function PlaceOrderSummaryPage() {
  const { t } = texts.useTexts();
  const [searchParams] = useSearchParams();
  const item = payableItem(searchParams.get('item'));
  const orderId = useRef<string | undefined>(undefined);

  if (!isPublicItem(item)) {
    return (
      <Page title={t('place.title')} intro={t('place.nothing')}>
        <p>
          <Link to="/order-summary">{t('place.chooseLink')}</Link>.
        </p>
      </Page>
    );
  }

  async function pay(values: PlaceOrderInput) {
    const result = await spinner.during(
      startCheckout({ purpose: 'order', item: item!.slug, customerPhone: values.customer_phone, ...(orderId.current ? { orderId: orderId.current } : {}) }),
    );
    if (result.status === 'stopped' && result.orderId) orderId.current = result.orderId;
  }

  return (
    <Page title={t('place.title')} intro={t('place.intro')}>
      <OrderBreakdown item={item} />
      <Form<PlaceOrderInput>
        schema={placeOrderSchema}
        defaultValues={{ customer_phone: '' }}
        onSubmit={pay}
        aria-label={t('place.form')}
        className="account-form"
      >
        <TextField<PlaceOrderInput>
          name="customer_phone"
          label={t('place.mobile')}
          inputMode="numeric"
          autoComplete="tel-national"
          hint={t('place.mobileHint')}
        />
        <div className="form__actions">
          <SubmitButton>{t('place.pay', { amount: formatPaise(totalWithGst(item.pricePaise)) })}</SubmitButton>
          <Link to={`/order-summary?item=${item.slug}`}>{t('place.back')}</Link>
        </div>
      </Form>
    </Page>
  );
}
