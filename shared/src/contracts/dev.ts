// Handler: api/src/dev/routes.ts. Development tools the end-to-end suite reads (registered only
// when the server's devTools is on, never in production): the OTP the local SMS outbox holds, and
// the server's clock moved ahead (to play a shop's working day).
import { number, object, string } from 'yup';
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

/** Up to a week ahead: enough to play a working day, never a way to wind the server back. */
export const DEV_CLOCK_MAX_OFFSET_MS = 7 * 24 * 60 * 60_000;

export const setDevClock = defineContract({
  operationId: 'setDevClock',
  method: 'PUT',
  path: '/dev/clock',
  summary: "Move the development server's clock ahead of the system's (0 puts it back; absent in production)",
  tag: 'development',
  callers: ['anyone'],
  body: object({
    offsetMs: number()
      .integer('Whole milliseconds')
      .min(0, 'The clock only moves ahead of the system clock')
      .max(DEV_CLOCK_MAX_OFFSET_MS, 'At most a week ahead')
      .required('offsetMs is required'),
  }),
  response: successResponse(object({ now: string().defined() })),
  errors: [400, 404],
  samples: [
    {
      name: 'Nine hours ahead',
      request: { body: { offsetMs: 32_400_000 } },
      response: { success: true, message: 'Clock moved', now: '2026-11-26T12:30:00.000Z' },
    },
  ],
});

export const DEV_CONTRACTS = [getLastOtp, setDevClock] as const;
