// @platform/shared/contracts: one contract per endpoint (method, path, callers, request and
// response schemas, errors, samples), read by the API, the areas, the tests and /docs. Not a
// federated entry: it holds no state, so each app bundles the contracts it uses and never depends
// on the live shell having a newer one. The areas' typed caller is `@platform/shared/contracts/client`
// (kept apart: the API reads the contracts without the browser's HTTP client).
export {
  defineContract,
  pathOf,
  STAFF_ROLES,
  type StaffRole,
  type AnyContract,
  type BodyOf,
  type FieldsOf,
  type FilePart,
  type FlowPurpose,
  type Multipart,
  type Contract,
  type ContractCaller,
  type HttpMethod,
  type NeedsFlow,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type SignedInOnly,
} from './contract';
export { dataResponse, FILE_ANSWER, successResponse, UUID_PATTERN } from './envelope';
export * from './leads';
export * from './banker';
export * from './lender-decisions';
export * from './telecaller';
export * from './admin';
export * from './leads-oversight';
export * from './ops-paging';
export * from './notifications';
export * from './payments';
export * from './customer';
export * from './cibil';
export * from './consent';
export * from './grievances';
export * from './ca-services';
export * from './ca-services-back-office';
export * from './ca-services-back-office-moves';
export * from './ca-service-requests';
export * from './logistics';
export * from './logistics-desk';
export * from './kyc';
export * from './vendor';
export * from './vendor-connectors';
export * from './vendor-selling';
export * from './vendor-selling-commissions';
export * from './finance-desk';
export * from './shop-payouts';
export * from './products';
export * from './careers';
export * from './enquiry';
export * from './pincode';
export * from './health';
export * from './content';
export * from './content-desk';
export * from './dev';
export * from './auth-account';
export * from './auth';
export * from './kyc-review';
export * from './partners';
export * from './offers';
export * from './lenders';
export * from './ops';
export * from './ops-console';
export * from './grievance-desk';
export * from './careers-desk';
export * from './partner-enquiries';
export * from './ops-jobs';
export * from './sessions';
export { API_ERROR_MESSAGES, STATUS_ERROR_CODES, apiErrorCode, isCataloguedErrorCode, type CataloguedErrorCode } from './error-codes';
export {
  API_CODED_SUCCESS_MESSAGES,
  API_SUCCESS_MESSAGES,
  isCataloguedSuccessCode,
  isCodedSuccessCode,
  recogniseSuccessMessage,
  successCode,
  type CataloguedSuccessCode,
  type CodedSuccessCode,
  type RecognisedSuccess,
  type SuccessCode,
  type SuccessParamKind,
  type SuccessParams,
} from './success-messages';
export { messageCodeFields } from './envelope';
