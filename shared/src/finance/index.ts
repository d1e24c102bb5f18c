export * from './loan-maths';
export { formatPaise, formatRupees } from './format';
export { keyFacts, coolingOffDays, GST_ON_FEES_PERCENT, type KeyFacts, type KeyFactTerms } from './key-facts';
