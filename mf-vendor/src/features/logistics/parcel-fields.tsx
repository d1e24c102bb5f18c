// The parcel part every logistics form asks: both PIN codes, weight, size, prepaid or COD.
import { NumberField, SelectField, TextField } from '@platform/shared/forms';
import { DetailsList } from '@platform/shared';
import type { Quote } from '@platform/shared/schemas';
import { inRupees } from './logistics-api';
import { texts } from './texts';

export function PinFields() {
  const { t } = texts.useTexts();
  return (
    <>
      <TextField name="pickupPin" label={t('parcel.pickupPin')} inputMode="numeric" className="field--half" />
      <TextField name="deliveryPin" label={t('parcel.deliveryPin')} inputMode="numeric" className="field--half" />
    </>
  );
}

export function ParcelFields() {
  const { t } = texts.useTexts();
  const paymentModes = [
    { value: 'prepaid', label: t('parcel.prepaid') },
    { value: 'cod', label: t('parcel.cod') },
  ];
  return (
    <>
      <PinFields />
      <NumberField name="weightKg" label={t('parcel.weight')} inputMode="decimal" className="field--half" />
      <NumberField name="lengthCm" label={t('parcel.length')} inputMode="decimal" className="field--half" />
      <NumberField name="breadthCm" label={t('parcel.breadth')} inputMode="decimal" className="field--half" />
      <NumberField name="heightCm" label={t('parcel.height')} inputMode="decimal" className="field--half" />
      <SelectField name="paymentMode" label={t('parcel.payment')} options={paymentModes} className="field--half" />
      <NumberField name="codAmount" label={t('parcel.codAmount')} hint={t('parcel.codOnly')} className="field--half" />
    </>
  );
}

export function QuoteDetails({ quote }: { quote: Quote }) {
  const { t } = texts.useTexts();
  return (
    <DetailsList
      testId="quote"
      rows={[
        [t('quote.zone'), t(`zones.${quote.zone}`)],
        [t('quote.volumetric'), t('quote.kg', { kg: quote.volumetricKg })],
        [t('quote.chargeable'), t('quote.kg', { kg: quote.chargeableKg })],
        [t('quote.freight'), inRupees(quote.freightPaise)],
        [t('quote.cod'), inRupees(quote.codPaise)],
        [t('quote.gst'), inRupees(quote.gstPaise)],
        [t('quote.total'), inRupees(quote.totalPaise)],
      ]}
    />
  );
}
