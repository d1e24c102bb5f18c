import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { UUID_PATTERN } from '@platform/shared/contracts';
import { ApiError } from './errors.ts';

/** Whether an id from a URL can be a record's id at all (anything else is a 404 without a query). */
export const isUuid = (id: string): boolean => UUID_PATTERN.test(id);

/**
 * Parses a request body with a shared yup schema. Bad input becomes a 400 with one message per
 * field; the first field's message is the headline the site shows.
 */
export async function parseBody<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'Request body must be a JSON object');
  }
  try {
    return (await schema.validate(body, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError || (error as Error | undefined)?.name === 'ValidationError') {
      const validation = error as ValidationError;
      const fields: Record<string, string> = {};
      const inner = validation.inner.length > 0 ? validation.inner : [validation];
      for (const item of inner) {
        const path = item.path || 'body';
        fields[path] ??= item.message;
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      throw new ApiError(400, first, { fields });
    }
    // A schema that trips over an odd value is still the client's bad input, not our failure.
    throw new ApiError(400, 'Invalid request body');
  }
}
