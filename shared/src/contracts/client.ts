import type { AxiosRequestConfig } from 'axios';
import { apiClient, FLOW_TOKEN_HEADER } from '@platform/shared/api';
import { pathOf, type AnyContract, type BodyOf, type QueryOf, type ResponseOf } from './contract';

// @platform/shared/contracts/client: the areas call the API through the contracts.

export interface CallInput<C extends AnyContract> {
  params?: Record<string, string>;
  /** The contract's query, or a query string a page keeps as it is (its own URL's filters): the API parses either with the contract's schema. */
  query?: QueryOf<C> | URLSearchParams;
  body?: BodyOf<C>;
  /** The body of a multipart contract: its text fields and files. */
  form?: FormData;
  /** The token of the contract's OTP flow (its `flow`), sent as X-Flow-Token. */
  flowToken?: string;
  headers?: AxiosRequestConfig['headers'];
  /** The rest of the request's options: an upload's progress and time allowed, or a caller showing its own message. */
  options?: Pick<AxiosRequestConfig, 'onUploadProgress' | 'timeout' | 'notifyOnError'>;
}

/**
 * Calls the endpoint a contract describes through the one API client (its interceptor shows a
 * failure to the person and rejects), answering the response typed by the contract.
 */
export async function callContract<C extends AnyContract>(contract: C, input: CallInput<C> = {}): Promise<ResponseOf<C>> {
  const { data } = await apiClient.request<ResponseOf<C>>({
    method: contract.method,
    url: pathOf(contract, input.params),
    params: input.query,
    data: input.form ?? input.body,
    headers: input.flowToken === undefined ? input.headers : { ...input.headers, [FLOW_TOKEN_HEADER]: input.flowToken },
    ...input.options,
  });
  return data;
}

/** Fetches the file a download contract answers (signed in through the one API client). */
export async function downloadContract<C extends AnyContract>(contract: C, input: Pick<CallInput<C>, 'params' | 'query'> = {}): Promise<Blob> {
  const { data } = await apiClient.request<Blob>({ method: contract.method, url: pathOf(contract, input.params), params: input.query, responseType: 'blob' });
  return data;
}
