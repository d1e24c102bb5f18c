import { apiErrorCode } from '@platform/shared/contracts';

/**
 * An answer the API chooses to give: status, a message a person can read, field messages. Its
 * stable code (`extra.code`, else the catalogued message's or the status's: shared/src/contracts/
 * error-codes.ts) lets the site show the message in the visitor's language.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { fields?: Record<string, string>; headers?: Record<string, string>; code?: string } = {},
  ) {
    super(message);
  }
}

export interface FailureBody {
  success: false;
  message: string;
  error: string;
  /** Stable beside the English message, for the site to translate (never changes with the words). */
  code: string;
  fields?: Record<string, string>;
}

/** The body of a failure with this status; the code is the catalogued message's unless one is given. */
export function failure(message: string, fields: Record<string, string> | undefined, status: number, code = apiErrorCode(message, status)): FailureBody {
  return fields ? { success: false, message, error: message, code, fields } : { success: false, message, error: message, code };
}

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
