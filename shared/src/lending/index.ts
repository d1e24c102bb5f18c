// @platform/shared/lending: the fields of a bank's decision, used by the banker's page and the
// telecaller's call outcome alike; the offers of an application, used by the customer's area and a
// shop's counter alike. Not a federated entry (it holds no state): each app bundles
// it, so an area that uses it never depends on the live shell providing it.
export { BankDecisionFields } from './bank-decision-fields';
export { LenderJourneySummary } from './lender-journey-summary';
export type { LenderJourneyData } from './lender-journey-types';
export { OffersPanel, type OffersPanelProps } from './offers/offers-panel';
export { productNameTexts, useProductName } from './product-names';
