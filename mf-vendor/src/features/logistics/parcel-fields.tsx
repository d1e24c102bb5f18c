// The parcel part every logistics form asks: both PIN codes, weight, size, prepaid or COD.
import { NumberField, SelectField, TextField } from '@platform/shared/forms';
import { DetailsList } from '@platform/shared';
import type { Quote } from '@platform/shared/schemas';
import { inRupees } from './logistics-api';

export const PAYMENT_MODES = [
  { value: 'prepaid', label: 'Prepaid' },
  { value: 'cod', label: 'Cash on delivery' },
];

export function PinFields() {
  return (
    <>
      <TextField name="pickupPin" label="Pickup PIN code" inputMode="numeric" className="field--half" />
      <TextField name="deliveryPin" label="Delivery PIN code" inputMode="numeric" className="field--half" />
    </>
  );
}

export function ParcelFields() {
  return (
    <>
      <PinFields />
      <NumberField name="weightKg" label="Weight (kg)" inputMode="decimal" className="field--half" />
      <NumberField name="lengthCm" label="Length (cm)" inputMode="decimal" className="field--half" />
      <NumberField name="breadthCm" label="Breadth (cm)" inputMode="decimal" className="field--half" />
      <NumberField name="heightCm" label="Height (cm)" inputMode="decimal" className="field--half" />
      <SelectField name="paymentMode" label="Payment" options={PAYMENT_MODES} className="field--half" />
      <NumberField name="codAmount" label="Amount to collect (₹)" hint="Cash on delivery only" className="field--half" />
    </>
  );
}

export function QuoteDetails({ quote }: { quote: Quote }) {
  return (
    <DetailsList
      testId="quote"
      rows={[
        ['Zone', quote.zoneLabel],
        ['Volumetric weight', `${quote.volumetricKg} kg`],
        ['Chargeable weight', `${quote.chargeableKg} kg`],
        ['Freight', inRupees(quote.freightPaise)],
        ['COD charge', inRupees(quote.codPaise)],
        ['GST (18%)', inRupees(quote.gstPaise)],
        ['Total', inRupees(quote.totalPaise)],
      ]}
    />
  );
}
