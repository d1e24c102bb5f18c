// The privacy choices' requests, through their contracts (@platform/shared/contracts).
import { apiClient } from '@platform/shared/api';
import {
  customerConsents,
  eraseMyData as eraseContract,
  myData,
  pathOf,
  withdrawConsent as withdrawContract,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type CustomerConsent = ResponseOf<typeof customerConsents>['data'][number];
export type ErasureAnswer = ResponseOf<typeof eraseContract>;

export const fetchConsents = async (): Promise<CustomerConsent[]> => (await callContract(customerConsents)).data;

export const withdrawConsent = (id: string) => callContract(withdrawContract, { params: { id } });

/**
 * The copy of the customer's data, as the file the server names: read here rather than through
 * downloadContract, which answers the bytes without the content-disposition that names the file.
 */
export async function fetchMyData(): Promise<{ file: Blob; name: string }> {
  const response = await apiClient.request<Blob>({ method: myData.method, url: pathOf(myData), responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'loansetu-my-data.json';
  return { file: response.data, name };
}

/** Erases the customer's data (DPDP Act s.12); the server ends the session with it. */
export const eraseMyData = (): Promise<ErasureAnswer> => callContract(eraseContract, { body: { confirm: true } });
