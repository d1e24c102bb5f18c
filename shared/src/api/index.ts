export {
  apiClient,
  createApiClient,
  refreshShiftSession,
  toApiError,
  ApiError,
  FALLBACK_ERROR_MESSAGE,
  FLOW_TOKEN_HEADER,
  keepAccountLanguage,
  type ApiErrorKind,
} from './api-client';
export { logOut, revokeAccessToken, signOutEverywhere } from './logout';
