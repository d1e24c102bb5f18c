// @platform/shared/kfs: the Key Fact Statement for offer screens (RBI Digital Lending Directions).
// Bundled into the pages that show it, like the finance maths it is worked out with.
export { KeyFactStatement, type KeyFactLender, type KeyFactStatementProps } from './key-fact-statement';
export { RateWithApr, aprFor } from './rate-with-apr';
