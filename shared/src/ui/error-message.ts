/**
 * A readable message from anything thrown: an API failure's text in the visitor's language (its
 * `text`, shared/src/api), else the message.
 */
export function getErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error && 'text' in error && typeof error.text === 'string' && error.text) return error.text;
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return 'Unknown error';
}
