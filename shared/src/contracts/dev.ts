// Handler: api/src/dev/routes.ts. Development tools the end-to-end suite reads (registered only
// when the server's devTools is on, never in production): the OTP the local SMS outbox holds.
import { object, string } from 'yup';
import { defineContract } from './contract';
import { successResponse } from './envelope';
import { devMobileQuery } from './enquiry';

export const getLastOtp = defineContract({
  operationId: 'getLastOtp',
  method: 'GET',
  path: '/dev/last-otp',
  summary: 'Last OTP sent to a mobile (local SMS outbox; absent in production)',
  tag: 'development',
  callers: ['anyone'],
  query: devMobileQuery,
  response: successResponse(object({ otp: string().defined(), purpose: string().defined() })),
  errors: [400, 404],
  samples: [
    {
      name: 'The code of an enquiry',
      request: { query: { mobile: '9876543211' } },
      response: { success: true, message: 'Last OTP', otp: '123456', purpose: 'enquiry' },
    },
  ],
});

export const DEV_CONTRACTS = [getLastOtp] as const;
