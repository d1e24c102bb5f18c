/** An answer the API chooses to give: status, a message a person can read, field messages. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

export interface FailureBody {
  success: false;
  message: string;
  error: string;
  fields?: Record<string, string>;
}

export function failure(message: string, fields?: Record<string, string>): FailureBody {
  return fields ? { success: false, message, error: message, fields } : { success: false, message, error: message };
}

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
