// Handler: api/src/pincode/routes.ts. India Post's directory of PIN codes, which the address forms
// fill the state and city from.
import { array, boolean, object, string } from 'yup';
import { addressLookupSchema } from '../schemas/auth';
import { defineContract } from './contract';
import { dataResponse } from './envelope';

export const postOfficeSchema = object({
  name: string().defined(),
  officeType: string().defined(),
  delivery: boolean().defined(),
});

export const pincodeAddressSchema = object({
  pinCode: string().defined(),
  state: string().defined(),
  district: string().defined(),
  /** India Post has no city; the district is what address forms expect there. */
  city: string().defined(),
  postOffices: array(postOfficeSchema.defined()).defined(),
});

export const getAddress = defineContract({
  operationId: 'getAddressOfPincode',
  method: 'POST',
  path: '/api/get-address',
  summary: "State, district and post offices of an Indian PIN code (India Post's directory)",
  tag: 'content',
  callers: ['anyone'],
  body: addressLookupSchema,
  response: dataResponse(pincodeAddressSchema),
  errors: [404],
  samples: [
    {
      name: 'New Delhi GPO',
      request: { body: { pinCode: '110001' } },
      response: {
        success: true,
        message: 'Address fetched successfully',
        data: {
          pinCode: '110001',
          state: 'Delhi',
          district: 'New Delhi',
          city: 'New Delhi',
          postOffices: [{ name: 'New Delhi G.P.O.', officeType: 'HO', delivery: true }],
        },
      },
    },
  ],
});

export const PINCODE_CONTRACTS = [getAddress] as const;
