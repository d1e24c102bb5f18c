// The careers pages ("carrier" in the site's URLs, docs/spec/product.md §7): a job applicant
// confirms a mobile number with an OTP, then applies with a résumé (multipart). Each route is on
// its contract (@platform/shared/contracts, careers.ts); the careers token is a flow token the
// handlers read themselves, as the other OTP flows do.
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { applyForJob, CAREER_APPLICATION_FIELDS, careerApplicationFieldsSchema, sendCareersOtp, verifyCareersOtp } from '@platform/shared/contracts';
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from '@platform/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { recordConsent } from '../consent/ledger.ts';
import { clientAddress } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import type { SmsAdapter } from '../sms/sms.ts';
import { careersDeskRoutes } from './desk.ts';
import { claimVerification, insertJobApplication, isOpenJob, markVerified, startVerification } from './queries.ts';
import { requestLanguage } from '../auth/language.ts';

const resumeError = (status: number, message: string) => new ApiError(status, message, { fields: { resume: message } });

/** The text fields and the résumé of an application, within its limits. */
async function readApplication(request: FastifyRequest): Promise<{ fields: Record<string, string>; resume: Buffer | undefined }> {
  if (!request.isMultipart()) throw new ApiError(400, 'Send the application as multipart/form-data');
  const fields: Record<string, string> = {};
  let resume: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: CAREER_APPLICATION_FIELDS.length, parts: CAREER_APPLICATION_FIELDS.length + 1, fieldSize: 1024 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'resume') throw resumeError(400, RESUME_MESSAGES.required);
        resume = await part.toBuffer();
        if (part.file.truncated) throw resumeError(413, RESUME_MESSAGES.size);
      } else if ((CAREER_APPLICATION_FIELDS as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw resumeError(413, RESUME_MESSAGES.size);
    throw new ApiError(400, 'The application could not be read. Please attach your résumé again.');
  }
  return { fields, resume };
}

export const careersPlugin = domainPlugin<{ sms: SmsAdapter }>((app, ctx, options) => {
  const { db, clock, tokens, otp } = ctx;
  // The careers desk of the operations console (./desk.ts).
  careersDeskRoutes(app, ctx, options.sms);

  registerContract(app, ctx, sendCareersOtp, async ({ body, request }) => {
    await otp.checkSendAllowed('careers', body.mobile, clientAddress(request));
    const id = randomUUID();
    await startVerification(db, id, body.mobile, body.type || null, clock.now());
    const careers = await tokens.issue('careers', id, { mobile: body.mobile });
    await otp.send('careers', body.mobile, careers.jti, { language: requestLanguage(request) });
    return { success: true, message: 'OTP sent successfully', newToken: careers.token };
  });

  registerContract(app, ctx, verifyCareersOtp, async ({ body, request, flow: claims }) => {
    await otp.verify('careers', claims.jti, body.OTP, clientAddress(request), { field: 'OTP' });
    await markVerified(db, claims.sub, clock.now());
    return { success: true, message: 'Mobile number verified successfully' };
  });

  registerContract(app, ctx, applyForJob, async ({ request, flow: claims }) => {
    const { fields, resume } = await readApplication(request);
    const input = await parseBody(careerApplicationFieldsSchema, fields);
    const jobId = fields.jobId?.trim() || null;
    if (jobId) {
      if (!(await isOpenJob(db, jobId))) throw new ApiError(404, 'This job is no longer open');
      if (!resume || resume.length === 0) throw resumeError(400, RESUME_MESSAGES.required);
    }
    // The bytes decide, not the name or the browser's label: a renamed image is refused.
    if (resume && resume.length > 0 && (await fileTypeFromBuffer(resume))?.mime !== 'application/pdf') throw resumeError(400, RESUME_MESSAGES.type);
    const stored = resume && resume.length > 0 ? await ctx.files.put(resume, 'pdf') : null;
    const id = randomUUID();
    try {
      await db.transaction(async (tx) => {
        const mobile = await claimVerification(tx, claims.sub, clock.now());
        await insertJobApplication(tx, {
          id,
          jobId,
          verificationId: claims.sub,
          name: input.name,
          email: input.email,
          mobile,
          city: input.city,
          experienceYears: input.experienceYears,
          resumeKey: stored,
          resumeBytes: resume?.length ?? null,
          at: clock.now(),
        });
        // The careers notice the form showed, with the application it covers (the OTP-confirmed mobile).
        await recordConsent(tx, { purpose: 'careers', mobile, userId: null, subjectId: id, request, at: clock.now() });
      });
    } catch (error) {
      if (stored) await ctx.files.remove(stored);
      throw error;
    }
    return {
      success: true,
      message: jobId
        ? 'Your application has been received. Our hiring team will call you within five working days.'
        : 'You are registered for the work-from-home programme.',
      data: { id },
    };
  });
});
