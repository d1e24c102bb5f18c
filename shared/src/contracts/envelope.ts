// The envelope every success answer of the API has (`success`, `message`), and the shapes several
// contracts share.
import { array, boolean, number, object, string, type AnyObject, type AnySchema, type ObjectSchema } from 'yup';
import { LENDER_PRODUCTS } from '../finance/offers';
import { LEAD_STATUSES } from '../schemas/leads';
import { SHIPMENT_STATUSES } from '../schemas/logistics';
import { SERVICES } from '../schemas/ca-services-catalogue';
import { PRODUCT_SLUGS } from '../schemas/products';
import { KYC_STEPS } from '../schemas/vendor';
import { CARD_APPLICATION_PRODUCT, SALE_DOCUMENT_LABELS, VENDOR_ONLY_PRODUCTS } from '../schemas/vendor-selling';
import { API_CODED_SUCCESS_MESSAGES, isCodedSuccessCode, type SuccessCode, type SuccessParamKind } from './success-messages';

/** `{ success: true, message, …fields }`: the success answer every endpoint gives. */
export function successResponse<T extends AnyObject>(fields: ObjectSchema<T>) {
  return object({
    success: boolean().oneOf([true]).defined(),
    message: string().defined(),
  }).concat(fields);
}

/** `{ success, message, data }`. */
export const dataResponse = <T extends AnyObject>(data: ObjectSchema<T>) => successResponse(object({ data: data.defined() }));

/** An instant as the API answers it: UTC, to the second or finer. */
export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export const isoDateTime = () => string().defined().matches(ISO_DATE_TIME, 'an ISO date and time');
export const isoDate = () =>
  string()
    .defined()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'an ISO date');
/** A record's id as the database makes it (the API answers 404 to anything else before querying). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuid = () => string().defined().matches(UUID_PATTERN, 'a UUID');
export const paise = () => number().defined().integer();
export const strings = () => array(string().defined()).defined();

/** The `response` of a download contract: its answer is a file, described by `download`. */
export const FILE_ANSWER = object({});

// The `messageCode` and `messageParams` an endpoint's answer carries beside its English message
// (success-messages.ts): each contract names the codes its endpoint may send, so the API's answers
// are checked against them in tests and /docs lists them.
const VALUE_SCHEMAS: Record<SuccessParamKind, () => AnySchema> = {
  text: () => string().defined(),
  count: () => number().integer().min(0).defined(),
  'date-time': isoDateTime,
  'lead-status': () => string().oneOf(LEAD_STATUSES).defined(),
  'shipment-status': () => string().oneOf(SHIPMENT_STATUSES).defined(),
  'lender-product': () => string().oneOf(LENDER_PRODUCTS).defined(),
  'sale-document': () => string().oneOf(Object.keys(SALE_DOCUMENT_LABELS)).defined(),
  // A KYC step or one of the shop's documents (contracts/vendor.ts SHOP_DOCUMENT_KINDS, which
  // imports this module: named here rather than imported back).
  'kyc-item': () =>
    string()
      .oneOf([...KYC_STEPS, 'shopPhoto', 'addressProof'])
      .defined(),
  'kyc-items': () => array(string().oneOf(KYC_STEPS).defined()).defined(),
  product: () =>
    string()
      .oneOf([...PRODUCT_SLUGS, ...Object.keys(VENDOR_ONLY_PRODUCTS), CARD_APPLICATION_PRODUCT.slug])
      .defined(),
  'ca-deliverable': () =>
    string()
      .oneOf(SERVICES.map((service) => service.id))
      .defined(),
  job: () => string().defined(),
};

/**
 * The fields `messageCode` (one of `codes`) and `messageParams` (the parameters of those codes; one
 * only some of them carry is optional), to `.concat` onto an endpoint's response schema. `sometimes`:
 * an answer may come without them, its English message then shown as it is (a message no code
 * covers yet, e.g. one that lists the API's reasons in English).
 */
export function messageCodeFields<const C extends readonly SuccessCode[]>(codes: C, { sometimes = false } = {}) {
  const kinds = new Map<string, { kind: SuccessParamKind; in: number }>();
  for (const code of codes) {
    if (!isCodedSuccessCode(code)) continue;
    for (const [name, kind] of Object.entries(API_CODED_SUCCESS_MESSAGES[code].params) as Array<[string, SuccessParamKind]>) {
      kinds.set(name, { kind, in: (kinds.get(name)?.in ?? 0) + 1 });
    }
  }
  const params = Object.fromEntries(
    [...kinds].map(([name, { kind, in: count }]) => {
      const schema = VALUE_SCHEMAS[kind]();
      return [name, count === codes.length ? schema : schema.optional()];
    }),
  );
  const messageCode = string<C[number]>().oneOf(codes);
  const messageParams = object(params) as ObjectSchema<Record<string, unknown>>;
  return sometimes
    ? object({ messageCode: messageCode.optional(), messageParams: messageParams.default(undefined).optional() })
    : object({ messageCode: messageCode.defined(), messageParams: messageParams.defined() });
}
