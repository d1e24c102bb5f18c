// The envelope every success answer of the API has (`success`, `message`), and the shapes several
// contracts share.
import { array, boolean, number, object, string, type AnyObject, type ObjectSchema } from 'yup';

/** `{ success: true, message, …fields }`: the success answer every endpoint gives. */
export function successResponse<T extends AnyObject>(fields: ObjectSchema<T>) {
  return object({
    success: boolean().oneOf([true]).defined(),
    message: string().defined(),
  }).concat(fields);
}

/** `{ success, message, data }`. */
export const dataResponse = <T extends AnyObject>(data: ObjectSchema<T>) => successResponse(object({ data: data.defined() }));

export const isoDateTime = () =>
  string()
    .defined()
    .matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, 'an ISO date and time');
export const isoDate = () =>
  string()
    .defined()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'an ISO date');
/** A record's id as the database makes it (the API answers 404 to anything else before querying). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuid = () => string().defined().matches(UUID_PATTERN, 'a UUID');
export const paise = () => number().defined().integer();
export const strings = () => array(string().defined()).defined();

/** The `response` of a download contract: its answer is a file, described by `download`. */
export const FILE_ANSWER = object({});
