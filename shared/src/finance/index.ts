export * from './loan-maths';
export { formatIndiaDay, formatPaise, formatRupees } from './format';
export { keyFacts, coolingOffDays, GST_ON_FEES_PERCENT, type KeyFacts, type KeyFactTerms } from './key-facts';
export {
  coolingOffEndsOn,
  coolingOffExitCost,
  daysBetween,
  sanctionKeyFacts,
  termsDiffer,
  type ExitCost,
  type KfsFigures,
  type OfferTerms,
} from './cooling-off';
export {
  matchOffers,
  lowestRateBps,
  LENDER_PRODUCTS,
  OFFER_EMPLOYMENT_TYPES,
  OFFER_METHOD,
  OFFER_METHOD_VERSION,
  BAND_WITHOUT_CREDIT_CHECK,
  type LenderProduct,
  type LenderProductTerms,
  type LenderTerms,
  type LoanOffer,
  type OfferEmploymentType,
  type OfferInputs,
  type OfferMatch,
  type RateCell,
  type UnmatchedLender,
} from './offers';
export {
  OFFER_LANGUAGES,
  OFFER_METHOD_TEXTS,
  offerMethod,
  UNMATCHED_REASON_CODES,
  unmatchedReasonText,
  type OfferLanguage,
  type UnmatchedReason,
  type UnmatchedReasonCode,
} from './offer-texts';
