// Stable codes beside the English message of the API's failures (issue 33): `{ success: false,
// message, error, code, fields? }`. The message stays exactly what it was (the spec's words, and
// what API callers compare); the code lets the site show the text in the visitor's language
// (shared/src/api/error-texts.ts). A failure whose message is catalogued here gets its code
// wherever it is raised; any other failure gets the code of its status, and the site shows its
// English message.

/** The catalogued failures: code → the API's English message, exactly. */
export const API_ERROR_MESSAGES = {
  'auth.login-required': 'Please log in to continue.',
  'auth.signed-out': 'You have been signed out. Please log in again.',
  'auth.account-gone': 'This account no longer exists. Please log in again.',
  'auth.invalid-token': 'Invalid or missing token',
  'auth.flow-token-missing': 'Your session token is missing. Please start again.',
  'auth.wrong-password': 'Invalid email or password',
  'auth.verify-mobile-first': 'Please verify your mobile number before logging in.',
  'auth.already-registered': 'An account with this email or mobile number already exists. Please log in or reset your password.',
  'auth.current-password-wrong': 'Current password is incorrect',
  'auth.forbidden': 'You may not do this.',
  'otp.invalid': 'Invalid OTP',
  'otp.not-sent': 'No OTP was sent for this request. Please request a new OTP.',
  'otp.used': 'This OTP has already been used. Please request a new OTP.',
  'otp.expired': 'This OTP has expired. Please request a new OTP.',
  'otp.locked': 'Too many wrong attempts. Please request a new OTP.',
  'otp.send-failed': 'We could not send the OTP right now. Please try again in a moment.',
  'otp.mobile-mismatch': 'This mobile number does not match the one the OTP was sent to',
  'request.not-found': 'Not found',
  'request.bad': 'Bad request',
  'request.invalid': 'Invalid request',
  'request.invalid-json': 'Request body is not valid JSON',
  'request.empty': 'Request body is empty',
  'request.too-large': 'Request body is too large',
  'server.error': 'Something went wrong on our side. Please try again.',
} as const;

export type CataloguedErrorCode = keyof typeof API_ERROR_MESSAGES;

/** The code of a status when the message is not catalogued. */
export const STATUS_ERROR_CODES: Record<number, string> = {
  400: 'request.invalid-input',
  401: 'auth.unauthorised',
  402: 'payment.insufficient-balance',
  403: 'auth.forbidden-here',
  404: 'request.not-found-here',
  409: 'request.conflict',
  413: 'request.too-large-here',
  415: 'request.unsupported-type',
  422: 'request.unprocessable',
  429: 'request.too-many',
  502: 'server.upstream',
  503: 'server.unavailable',
};

const codeOfMessage = new Map<string, string>(Object.entries(API_ERROR_MESSAGES).map(([code, message]) => [message, code]));

/** The stable code of a failure: its catalogued message's, else its status's. */
export function apiErrorCode(message: string, status: number): string {
  return codeOfMessage.get(message) ?? STATUS_ERROR_CODES[status] ?? (status >= 500 ? 'server.failed' : 'request.failed');
}

export const isCataloguedErrorCode = (code: unknown): code is CataloguedErrorCode => typeof code === 'string' && code in API_ERROR_MESSAGES;
