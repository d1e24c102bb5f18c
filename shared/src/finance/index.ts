export * from './loan-maths';
export { formatRupees } from './format';
