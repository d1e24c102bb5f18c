export { apiClient, createApiClient, toApiError, ApiError, FALLBACK_ERROR_MESSAGE, type ApiErrorKind } from './api-client';
