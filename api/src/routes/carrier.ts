import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { careerApplicationSchema, carrierOtpVerifySchema, carrierSendOtpSchema, RESUME_MAX_BYTES, RESUME_MESSAGES } from '@platform/shared/schemas';
import { recordConsent } from '../consent/ledger.ts';
import { clientAddress, flowToken, type AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { failures, jsonSchemaOf, multipartBody, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';

const APPLICATION_FIELDS = ['name', 'email', 'city', 'experienceYears', 'jobId'] as const;

/** The careers pages ("carrier" in the site's URLs): a job applicant confirms a mobile number. */
export function carrierRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, tokens, otp } = ctx;

  app.post(
    '/carrier/send-otp',
    {
      schema: {
        tags: ['careers'],
        summary: "Send an OTP to a job applicant's mobile number",
        body: jsonSchemaOf(carrierSendOtpSchema),
        response: { 200: successEnvelope({ newToken: { type: 'string' } }), ...failures(429, 503) },
      },
    },
    async (request) => {
      const input = await parseBody(carrierSendOtpSchema, request.body);
      await otp.checkSendAllowed('careers', input.mobile, clientAddress(request));
      const id = randomUUID();
      await db.query(`INSERT INTO career_verifications (id, mobile, job_type, status, created_at) VALUES ($1, $2, $3, 'pending', $4)`, [
        id,
        input.mobile,
        input.type || null,
        clock.now(),
      ]);
      const careers = await tokens.issue('careers', id, { mobile: input.mobile });
      await otp.send('careers', input.mobile, careers.jti);
      return { success: true, message: 'OTP sent successfully', newToken: careers.token };
    },
  );

  app.post(
    '/carrier/verify-otp',
    {
      schema: {
        tags: ['careers'],
        summary: "Check a job applicant's OTP (sent as capital OTP)",
        body: jsonSchemaOf(carrierOtpVerifySchema),
        security: [{ flowToken: [] }, { bearer: [] }],
        response: { 200: successEnvelope(), ...failures(403, 429) },
      },
    },
    async (request) => {
      const input = await parseBody(carrierOtpVerifySchema, request.body);
      const claims = await flowToken(ctx, request, ['careers']);
      await otp.verify('careers', claims.jti, input.OTP, clientAddress(request), { field: 'OTP' });
      await db.query(`UPDATE career_verifications SET status = 'verified', verified_at = $2 WHERE id::text = $1`, [claims.sub, clock.now()]);
      return { success: true, message: 'Mobile number verified successfully' };
    },
  );

  app.post(
    '/carrier/apply',
    {
      schema: {
        tags: ['careers'],
        summary: 'Store a job application (or a work-from-home registration) once the mobile number is confirmed',
        description:
          'multipart/form-data: name, email, city, experienceYears, jobId (absent for the work-from-home programme) and the file `resume` ' +
          '(a PDF of at most 2 MB, recognised by its content; required for a job). Needs the careers token whose OTP was verified; it backs one application only.',
        consumes: ['multipart/form-data'],
        body: multipartBody({
          fields: careerApplicationSchema,
          extraFields: { jobId: { type: 'string', description: 'The open role applied for; absent for the work-from-home programme.' } },
          files: { resume: { description: 'The résumé: a PDF (by its content), at most 2 MB; required with `jobId`.' } },
          description: `At most ${APPLICATION_FIELDS.length} text fields of 1 KB each and one file of at most ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`,
        }),
        security: [{ flowToken: [] }, { bearer: [] }],
        response: { 200: successEnvelope({ data: { type: 'object', properties: { id: { type: 'string' } } } }), ...failures(403, 404, 409, 413) },
      },
    },
    async (request) => {
      const claims = await flowToken(ctx, request, ['careers']);
      if (!request.isMultipart()) throw new ApiError(400, 'Send the application as multipart/form-data');
      const fields: Record<string, string> = {};
      let resume: Buffer | undefined;
      try {
        for await (const part of request.parts({
          limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: APPLICATION_FIELDS.length, parts: APPLICATION_FIELDS.length + 1, fieldSize: 1024 },
        })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'resume') throw new ApiError(400, RESUME_MESSAGES.required, { fields: { resume: RESUME_MESSAGES.required } });
            resume = await part.toBuffer();
            if (part.file.truncated) throw new ApiError(413, RESUME_MESSAGES.size, { fields: { resume: RESUME_MESSAGES.size } });
          } else if ((APPLICATION_FIELDS as readonly string[]).includes(part.fieldname)) {
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, RESUME_MESSAGES.size, { fields: { resume: RESUME_MESSAGES.size } });
        throw new ApiError(400, 'The application could not be read. Please attach your résumé again.');
      }
      const input = await parseBody(careerApplicationSchema, fields);
      const jobId = fields.jobId?.trim() || null;
      if (jobId) {
        const job = await db.query('SELECT 1 FROM jobs WHERE id = $1 AND open', [jobId.slice(0, 120)]);
        if (job.rows.length === 0) throw new ApiError(404, 'This job is no longer open');
        if (!resume || resume.length === 0) throw new ApiError(400, RESUME_MESSAGES.required, { fields: { resume: RESUME_MESSAGES.required } });
      }
      // The bytes decide, not the name or the browser's label: a renamed image is refused.
      if (resume && resume.length > 0 && (await fileTypeFromBuffer(resume))?.mime !== 'application/pdf') {
        throw new ApiError(400, RESUME_MESSAGES.type, { fields: { resume: RESUME_MESSAGES.type } });
      }
      const stored = resume && resume.length > 0 ? await ctx.files.put(resume, 'pdf') : null;
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          const claimed = await tx.query<{ mobile: string }>(
            `UPDATE career_verifications SET used_at = $2 WHERE id::text = $1 AND status = 'verified' AND used_at IS NULL RETURNING mobile`,
            [claims.sub, clock.now()],
          );
          const verification = claimed.rows[0];
          if (!verification) {
            const known = await tx.query<{ status: string }>('SELECT status FROM career_verifications WHERE id::text = $1', [claims.sub]);
            throw known.rows[0]?.status === 'verified'
              ? new ApiError(409, 'This mobile number has already been used for an application. Please verify it again to apply once more.')
              : new ApiError(403, 'Please verify your mobile number with the OTP first.');
          }
          await tx.query(
            `INSERT INTO job_applications (id, programme, job_id, verification_id, name, email, mobile, city, experience_years, resume_key, resume_bytes, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [
              id,
              jobId ? 'job' : 'work-from-home',
              jobId,
              claims.sub,
              input.name,
              input.email,
              verification.mobile,
              input.city,
              input.experienceYears,
              stored,
              resume?.length ?? null,
              clock.now(),
            ],
          );
          // The careers notice the form showed, with the application it covers (the OTP-confirmed mobile).
          await recordConsent(tx, { purpose: 'careers', mobile: verification.mobile, userId: null, subjectId: id, request, at: clock.now() });
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
    },
  );
}
