// The chosen lender's side of a loan as every party reads it (the lender journey on a lead's
// timeline), the customer's re-acknowledgement of a Key Fact Statement whose terms the lender
// changed at sanction, and the customer's exit in the cooling-off period (closed by the lender's
// banker once repaid). Handlers: api/src/leads/lender-decisions.ts.
import { array, mixed, number, object, string } from 'yup';
import { otpOnlySchema } from '../schemas';
import { VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract } from './contract';
import { dataResponse, isoDate, isoDateTime, paise, successResponse, uuid } from './envelope';
import { SAMPLE_LEAD } from './leads';
import { chosenOfferSchema } from './offers';

const idParams = object({ id: string().defined() });

/** A KFS after the chosen offer's (version 2 on): the terms the lender sanctioned. */
export const kfsVersionSchema = object({
  version: number().integer().defined(),
  amountPaise: paise(),
  rateBps: number().integer().defined(),
  tenureMonths: number().integer().defined(),
  processingFeePaise: paise(),
  aprBps: number().integer().defined(),
  emiPaise: paise(),
  totalCostPaise: paise(),
  coolingOffDays: number().integer().defined(),
  /** Who at the lender sanctioned these terms. */
  createdBy: string().defined(),
  createdAt: isoDateTime(),
  acknowledgedAt: isoDateTime().nullable(),
});

export const exitRequestSchema = object({
  id: uuid(),
  status: mixed<'open' | 'closed'>().oneOf(['open', 'closed']).defined(),
  principalPaise: paise(),
  interestPaise: paise(),
  totalPaise: paise(),
  daysHeld: number().integer().defined(),
  requestedAt: isoDateTime(),
  /** When the lender's bankers were told, and how many of them. */
  sentToLenderAt: isoDateTime().nullable(),
  sentToBankers: number().integer().defined(),
  /** Closed by the lender's banker: what the customer repaid, on which day, and when it was recorded. */
  repaidPaise: paise().nullable(),
  repaidOn: isoDate().nullable(),
  closedAt: isoDateTime().nullable(),
});

/** The cooling-off period of a disbursed loan and what leaving it costs today. */
export const coolingOffSchema = object({
  disbursedOn: isoDate(),
  days: number().integer().defined(),
  /** The last day an exit may be asked for. */
  endsOn: isoDate(),
  open: mixed<boolean>().oneOf([true, false]).defined(),
  exitCost: object({
    principalPaise: paise(),
    interestPaise: paise(),
    totalPaise: paise(),
    daysHeld: number().integer().defined(),
    aprBps: number().integer().defined(),
    asOf: isoDate(),
  }).defined(),
});

/**
 * The lender's part of a lead's timeline: the choice, each KFS version and whether it was
 * acknowledged, the cooling-off period and an exit request. (The offers shown before the choice
 * are the offers' domain: its offer set, `chosenOffer.offerSetId`.)
 */
export const lenderJourneySchema = object({
  lenderId: string().defined(),
  lenderName: string().defined(),
  chosenOffer: chosenOfferSchema.defined(),
  offerChosenAt: isoDateTime(),
  kfsVersions: array(kfsVersionSchema.defined()).defined(),
  /** The KFS version the customer has still to acknowledge (no disbursal until then), or null. */
  awaitingAcknowledgement: number().integer().nullable().defined(),
  coolingOff: coolingOffSchema.nullable().defined(),
  exitRequest: exitRequestSchema.nullable().defined(),
});

export const SAMPLE_CHOSEN_OFFER = {
  offerSetId: '6f1d2c3b-4a59-4e87-9d6c-5b4a3c2d1e0f',
  lenderId: 'ganga-housing-finance',
  lenderName: 'Ganga Housing Finance Ltd',
  amountPaise: 380_000_000,
  rateBps: 875,
  tenureMonths: 240,
  processingFeePaise: 2_242_000,
  aprBps: 882,
  emiPaise: 3_358_128,
  totalCostPaise: 428_192_720,
  penalCharges: '2% a month on the overdue instalment',
  coolingOffDays: 3,
  kfsVersion: 1,
  acknowledgedAt: '2026-11-24T09:30:00.000Z',
};

const SAMPLE_KFS_V2 = {
  version: 2,
  amountPaise: 350_000_000,
  rateBps: 900,
  tenureMonths: 240,
  processingFeePaise: 2_065_000,
  aprBps: 907,
  emiPaise: 3_149_054,
  totalCostPaise: 407_837_960,
  coolingOffDays: 3,
  createdBy: 'Farah Siddiqui',
  createdAt: '2026-11-25T10:00:00.000Z',
  acknowledgedAt: null,
};

/** A sanctioned lead whose lender changed the terms: the customer has to acknowledge version 2. */
export const SAMPLE_LENDER_JOURNEY = {
  lenderId: SAMPLE_CHOSEN_OFFER.lenderId,
  lenderName: SAMPLE_CHOSEN_OFFER.lenderName,
  chosenOffer: SAMPLE_CHOSEN_OFFER,
  offerChosenAt: SAMPLE_CHOSEN_OFFER.acknowledgedAt,
  kfsVersions: [SAMPLE_KFS_V2],
  awaitingAcknowledgement: 2,
  coolingOff: null,
  exitRequest: null,
};

export const startKfsAcknowledgement = defineContract({
  operationId: 'startKfsAcknowledgement',
  method: 'POST',
  path: '/customer/leads/:id/kfs/send-otp',
  summary:
    'Acknowledge the new Key Fact Statement of terms the lender changed at sanction: an OTP to the mobile of the loan request (answers `newToken`, the flow token for the verify step)',
  tag: 'customer',
  callers: ['customer'],
  params: idParams,
  response: successResponse(object({ newToken: string().defined(), version: number().integer().defined() })),
  errors: [401, 403, 404, 409, 429, 503],
  samples: [
    {
      name: 'The sanctioned terms differ from the chosen offer',
      request: { params: { id: SAMPLE_LEAD.id } },
      response: { success: true, message: 'OTP sent to ******0107.', newToken: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl', version: 2 },
    },
  ],
});

export const confirmKfsAcknowledgement = defineContract({
  operationId: 'confirmKfsAcknowledgement',
  method: 'POST',
  path: '/customer/leads/:id/kfs/verify-otp',
  summary: 'Confirm the OTP (its flow token in X-Flow-Token): the customer has read and accepts the new Key Fact Statement; the lender may then disburse',
  tag: 'customer',
  callers: ['customer'],
  flow: ['sanction-kfs'],
  params: idParams,
  body: otpOnlySchema,
  response: dataResponse(lenderJourneySchema),
  errors: [400, 401, 403, 404, 409, 429],
  samples: [
    {
      name: 'Version 2 acknowledged',
      request: { params: { id: SAMPLE_LEAD.id }, body: { otp: '123456' } },
      response: {
        success: true,
        message: 'You have accepted the new terms (KFS version 2). The lender may now disburse the loan.',
        data: {
          ...SAMPLE_LENDER_JOURNEY,
          kfsVersions: [{ ...SAMPLE_KFS_V2, acknowledgedAt: '2026-11-25T11:00:00.000Z' }],
          awaitingAcknowledgement: null,
        },
      },
    },
  ],
});

export const requestCoolingOffExit = defineContract({
  operationId: 'requestCoolingOffExit',
  method: 'POST',
  path: '/customer/leads/:id/cooling-off-exit',
  summary:
    'Ask to leave a disbursed loan within its cooling-off period, repaying the principal and the proportionate APR; the request is recorded and sent to the lender',
  tag: 'customer',
  callers: ['customer'],
  params: idParams,
  status: 201,
  response: dataResponse(lenderJourneySchema),
  errors: [401, 403, 404, 409],
  samples: [
    {
      name: 'An exit on the second day',
      request: { params: { id: SAMPLE_LEAD.id } },
      response: {
        success: true,
        message: 'Your exit request has been sent to Ganga Housing Finance Ltd. Repay ₹35,01,739.51 to close the loan with no penalty.',
        data: {
          ...SAMPLE_LENDER_JOURNEY,
          kfsVersions: [{ ...SAMPLE_KFS_V2, acknowledgedAt: '2026-11-25T11:00:00.000Z' }],
          awaitingAcknowledgement: null,
          coolingOff: {
            disbursedOn: '2026-11-26',
            days: 3,
            endsOn: '2026-11-29',
            open: true,
            exitCost: { principalPaise: 350_000_000, interestPaise: 173_951, totalPaise: 350_173_951, daysHeld: 2, aprBps: 907, asOf: '2026-11-28' },
          },
          exitRequest: {
            id: '0c9b8a7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
            status: 'open',
            principalPaise: 350_000_000,
            interestPaise: 173_951,
            totalPaise: 350_173_951,
            daysHeld: 2,
            requestedAt: '2026-11-28T05:00:00.000Z',
            sentToLenderAt: '2026-11-28T05:00:00.000Z',
            sentToBankers: 1,
            repaidPaise: null,
            repaidOn: null,
            closedAt: null,
          },
        },
      },
    },
  ],
});

// Keyed (schemas/validation-texts-lenders.ts) so the banker's form says them in Hindi and Marathi.
const D = VALIDATION_TEXTS.lenderDecisions;

/** What the lender's banker records to close an exit request: the amount repaid and the day. */
export const closeExitSchema = object({
  repaidPaise: number().typeError(D.repaidNotANumber).required(D.repaidRequired).integer(D.repaidWhole).min(1, D.repaidMoreThanNothing),
  repaidOn: string()
    .required(D.repaidOnRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, D.repaidOnDate)
    .test('real-date', D.repaidOnDate, (value) => !value || !Number.isNaN(Date.parse(value))),
});

export const closeCoolingOffExit = defineContract({
  operationId: 'closeCoolingOffExit',
  method: 'POST',
  path: '/banker/leads/:id/cooling-off-exit/close',
  summary:
    "The chosen lender's banker closes the customer's open exit request, recording the amount repaid and the day (not before the request, not in the future); audited, and shown to the customer",
  tag: 'banker',
  callers: ['banker'],
  params: idParams,
  body: closeExitSchema,
  response: dataResponse(lenderJourneySchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Repaid the next day',
      request: { params: { id: SAMPLE_LEAD.id }, body: { repaidPaise: 350_173_951, repaidOn: '2026-11-29' } },
      response: {
        success: true,
        message: 'Exit request closed: ₹35,01,739.51 repaid on 2026-11-29.',
        data: {
          ...SAMPLE_LENDER_JOURNEY,
          kfsVersions: [{ ...SAMPLE_KFS_V2, acknowledgedAt: '2026-11-25T11:00:00.000Z' }],
          awaitingAcknowledgement: null,
          coolingOff: {
            disbursedOn: '2026-11-26',
            days: 3,
            endsOn: '2026-11-29',
            open: true,
            exitCost: { principalPaise: 350_000_000, interestPaise: 173_951, totalPaise: 350_173_951, daysHeld: 2, aprBps: 907, asOf: '2026-11-28' },
          },
          exitRequest: {
            id: '0c9b8a7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
            status: 'closed',
            principalPaise: 350_000_000,
            interestPaise: 173_951,
            totalPaise: 350_173_951,
            daysHeld: 2,
            requestedAt: '2026-11-28T05:00:00.000Z',
            sentToLenderAt: '2026-11-28T05:00:00.000Z',
            sentToBankers: 1,
            repaidPaise: 350_173_951,
            repaidOn: '2026-11-29',
            closedAt: '2026-11-29T06:00:00.000Z',
          },
        },
      },
    },
  ],
});

export const LENDER_DECISION_CONTRACTS = [startKfsAcknowledgement, confirmKfsAcknowledgement, requestCoolingOffExit, closeCoolingOffExit] as const;
