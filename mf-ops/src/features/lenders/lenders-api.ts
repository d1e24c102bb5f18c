// Lender management's requests, each through its endpoint's contract (@platform/shared/contracts
// lenders.ts), typed by it.
import {
  addLender,
  getLender,
  listLenders,
  removeLenderProduct,
  saveLenderProduct,
  updateLender,
  type BodyOf,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type LenderRow = ResponseOf<typeof listLenders>['data']['items'][number];
export type Lender = ResponseOf<typeof getLender>['data'];
export type LenderProductTerms = Lender['products'][number];
export type NewLender = BodyOf<typeof addLender>;
export type LenderDetailsEdit = BodyOf<typeof updateLender>;
export type LenderProductEdit = BodyOf<typeof saveLenderProduct>;
export type LenderProductRemoval = BodyOf<typeof removeLenderProduct>;

/** Every request of this feature is cached under this key, so a save refreshes the list and the page. */
export const LENDERS_KEY = 'ops-lenders';

export const fetchLenders = async (): Promise<LenderRow[]> => (await callContract(listLenders)).data.items;

export const fetchLender = async (id: string): Promise<Lender> => (await callContract(getLender, { params: { id } })).data;

export const createLender = (body: NewLender) => callContract(addLender, { body });

export const saveLenderDetails = (id: string, body: LenderDetailsEdit) => callContract(updateLender, { params: { id }, body });

export const saveProductTerms = (id: string, product: string, body: LenderProductEdit) => callContract(saveLenderProduct, { params: { id, product }, body });

export const removeProduct = (id: string, product: string, body: LenderProductRemoval) => callContract(removeLenderProduct, { params: { id, product }, body });
