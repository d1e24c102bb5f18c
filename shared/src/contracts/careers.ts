// Handlers: api/src/careers/routes.ts. A job applicant confirms a mobile number with an OTP, then
// applies ("carrier" in the site's URLs, docs/spec/product.md §7). The open roles themselves are
// site content (content.ts).
import { object, string } from 'yup';
import { carrierOtpVerifySchema, carrierSendOtpSchema } from '../schemas/auth';
import { careerApplicationSchema, RESUME_MAX_BYTES } from '../schemas/public-content';
import { defineContract } from './contract';
import { dataResponse, successResponse, uuid } from './envelope';

/** The text fields an application reads, in the order the handler accepts them. */
export const CAREER_APPLICATION_FIELDS = ['name', 'email', 'city', 'experienceYears', 'jobId'] as const;

/** The application's text fields: `jobId` is absent for the work-from-home programme. */
export const careerApplicationFieldsSchema = careerApplicationSchema.shape({ jobId: string().optional() });

export const sendCareersOtp = defineContract({
  operationId: 'sendCareersOtp',
  method: 'POST',
  path: '/carrier/send-otp',
  summary: "Send an OTP to a job applicant's mobile number; answers the careers token (newToken)",
  tag: 'careers',
  callers: ['anyone'],
  body: carrierSendOtpSchema,
  response: successResponse(object({ newToken: string().defined() })),
  errors: [429, 503],
  samples: [
    {
      name: 'A work-from-home applicant',
      request: { body: { mobile: '9876543212', type: 'remote' } },
      response: { success: true, message: 'OTP sent successfully', newToken: 'eyJhbGciOiJIUzI1NiJ9.careers.signature' },
    },
  ],
});

export const verifyCareersOtp = defineContract({
  operationId: 'verifyCareersOtp',
  method: 'POST',
  path: '/carrier/verify-otp',
  summary: "Check a job applicant's OTP (sent as capital OTP), with the careers token in X-Flow-Token",
  tag: 'careers',
  callers: ['anyone'],
  flow: ['careers'],
  body: carrierOtpVerifySchema,
  response: successResponse(object({})),
  errors: [403, 429],
  samples: [{ name: 'The right code', request: { body: { OTP: '123456' } }, response: { success: true, message: 'Mobile number verified successfully' } }],
});

export const applyForJob = defineContract({
  operationId: 'applyForJob',
  method: 'POST',
  path: '/carrier/apply',
  summary:
    'Store a job application (or a work-from-home registration) once the mobile number is confirmed (multipart; the careers token in X-Flow-Token backs one application only)',
  tag: 'careers',
  callers: ['anyone'],
  flow: ['careers'],
  multipart: {
    fields: careerApplicationFieldsSchema,
    files: { resume: { description: 'The résumé: a PDF (by its content), at most 2 MB; required with `jobId`.' } },
    description: `At most ${CAREER_APPLICATION_FIELDS.length} text fields of 1 KB each and one file of at most ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`,
  },
  response: dataResponse(object({ id: uuid() })),
  errors: [403, 404, 409, 413],
  samples: [
    {
      name: 'The loan advisor role in Pune',
      request: { body: { name: 'Sneha Kulkarni', email: 'sneha.k@example.com', city: 'Pune', experienceYears: '2', jobId: 'loan-advisor-pune' } },
      response: {
        success: true,
        message: 'Your application has been received. Our hiring team will call you within five working days.',
        data: { id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b' },
      },
    },
    {
      name: 'The work-from-home programme (no résumé)',
      request: { body: { name: 'Sneha Kulkarni', email: 'sneha.k@example.com', city: 'Pune', experienceYears: '0' } },
      response: { success: true, message: 'You are registered for the work-from-home programme.', data: { id: '4a2d3c5b-6e7f-4081-9bac-1d2e3f4a5b6c' } },
    },
  ],
});

export const CAREERS_CONTRACTS = [sendCareersOtp, verifyCareersOtp, applyForJob] as const;
