// Handlers: api/src/enquiry/routes.ts. The education-loan enquiry of docs/spec/product.md §§3 and 7:
// submitted with the enquirer's mobile, then confirmed with the OTP sent to it.
import { array, number, object, string } from 'yup';
import { otpOnlySchema } from '../schemas/auth';
import { enquirySchema } from '../schemas/enquiry';
import { VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract } from './contract';
import { isoDateTime, successResponse, uuid } from './envelope';

/** The body the examples, the tests and the benchmarks start from. */
export const SAMPLE_ENQUIRY = {
  username: 'Aarav Gupta',
  mobile: '9876543211',
  email: 'aarav.gupta@example.com',
  pincode: '560034',
  address: '14, 3rd Cross, Koramangala',
  loanAmount: 1500000,
  referred: 'REF123',
  type: 'education loan',
  shopID: 'SHOP42',
};

export const submitEnquiry = defineContract({
  operationId: 'submitEnquiry',
  method: 'POST',
  path: '/inquiry/inquiry-submission',
  summary:
    'Submit an enquiry (education loan); sends an OTP to confirm the mobile number. Send an `Idempotency-Key` header to make retries safe: a retry with the same key and body is stored once and answered the same; the same key with a different body is refused with 422.',
  tag: 'enquiry',
  callers: ['anyone'],
  body: enquirySchema,
  status: 201,
  response: successResponse(object({ inquiryToken: string().defined() })),
  errors: [409, 422, 429, 503],
  samples: [
    {
      name: 'An education loan through a partner shop',
      request: { body: SAMPLE_ENQUIRY },
      response: {
        success: true,
        message: 'Your inquiry has been submitted. Enter the OTP sent to your mobile number.',
        inquiryToken: 'eyJhbGciOiJIUzI1NiJ9.enquiry.signature',
      },
    },
  ],
});

export const verifyEnquiry = defineContract({
  operationId: 'verifyEnquiry',
  method: 'POST',
  path: '/inquiry/verify-otp',
  summary: "Confirm an enquiry with the OTP sent to the enquirer's mobile, with the inquiryToken in X-Flow-Token",
  tag: 'enquiry',
  callers: ['anyone'],
  flow: ['enquiry'],
  body: otpOnlySchema,
  response: successResponse(object({})),
  errors: [403, 429],
  samples: [
    {
      name: 'The right code',
      request: { body: { otp: '123456' } },
      response: { success: true, message: 'Your inquiry has been verified. Our team will contact you shortly.' },
    },
  ],
});

/** Any 10 digits, as /dev/last-otp accepts: the enquiry form takes numbers the stricter rule would not. */
export const devMobileQuery = object({
  mobile: string()
    .required(VALIDATION_TEXTS.enquiries.mobileRequired)
    .matches(/^\d{10}$/, 'Phone number must be 10 digits'),
});

export const storedEnquirySchema = object({
  id: uuid(),
  username: string().defined(),
  mobile: string().defined(),
  email: string().defined(),
  pincode: string().defined(),
  address: string().defined(),
  loanAmount: number().defined(),
  referred: string().nullable().defined(),
  type: string().defined(),
  shopID: string().nullable().defined(),
  status: string().defined(),
  createdAt: isoDateTime(),
});

export const listDevEnquiries = defineContract({
  operationId: 'listStoredEnquiries',
  method: 'GET',
  path: '/dev/enquiries',
  summary: 'Enquiries stored for a mobile (development only, absent in production)',
  tag: 'development',
  callers: ['anyone'],
  query: devMobileQuery,
  response: successResponse(object({ data: array(storedEnquirySchema.defined()).defined() })),
  errors: [400],
  samples: [
    {
      name: 'One verified enquiry',
      request: { query: { mobile: SAMPLE_ENQUIRY.mobile } },
      response: {
        success: true,
        message: 'Enquiries',
        data: [
          {
            id: '5b3e4d6c-7f80-4192-8cbd-2e3f4a5b6c7d',
            ...SAMPLE_ENQUIRY,
            status: 'verified',
            createdAt: '2026-11-25T10:00:00.000Z',
          },
        ],
      },
    },
  ],
});

export const ENQUIRY_CONTRACTS = [submitEnquiry, verifyEnquiry, listDevEnquiries] as const;
