// The careers requests ("carrier" in the API's paths, as the site has always spelled them), on
// their contracts.
import { localDateFormat } from '@platform/shared';
import { FLOW_TOKEN_HEADER } from '@platform/shared/api';
import { applyForJob, getJob, listJobs, sendCareersOtp, verifyCareersOtp, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { noticeHeaders } from '@platform/shared/forms';
import type { CareerApplicationInput } from '@platform/shared/schemas';
import { progressPerFile, type OnFileProgress } from '@platform/shared/upload';

export type JobSummary = ResponseOf<typeof listJobs>['data'][number];
export type Job = ResponseOf<typeof getJob>['data'];

export async function fetchJobs(filter: { city: string; type: string }) {
  return callContract(listJobs, {
    query: { ...(filter.city ? { city: filter.city } : {}), ...(filter.type ? { type: filter.type } : {}) },
    options: { notifyOnError: false },
  });
}

export async function fetchJob(id: string): Promise<Job> {
  return (await callContract(getJob, { params: { id }, options: { notifyOnError: false } })).data;
}

/** Sends the OTP; `type` is the job id, or `work-from-home` for the programme. */
export async function sendCareerOtp(mobile: string, type: string) {
  return callContract(sendCareersOtp, { body: { mobile, type } });
}

export async function verifyCareerOtp(OTP: string, token: string) {
  return callContract(verifyCareersOtp, { body: { OTP }, headers: { [FLOW_TOKEN_HEADER]: token } });
}

/** Stores the application once the mobile is verified (multipart: the résumé is a file), naming the careers notice ticked. */
export async function submitApplication(token: string, values: CareerApplicationInput, extra: { jobId?: string; resume?: File }, onProgress?: OnFileProgress) {
  const form = new FormData();
  form.append('name', values.name);
  form.append('email', values.email);
  form.append('city', values.city);
  form.append('experienceYears', String(values.experienceYears));
  if (extra.jobId) form.append('jobId', extra.jobId);
  if (extra.resume) form.append('resume', extra.resume);
  const sent = extra.resume ? [extra.resume] : [];
  return callContract(applyForJob, {
    form,
    headers: { [FLOW_TOKEN_HEADER]: token, ...noticeHeaders('careers') },
    options: { onUploadProgress: (event) => onProgress?.(progressPerFile(sent, event.loaded, event.total)) },
  });
}

const postedFormat = localDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** The day a role was posted, in the reader's language ("15 December 2025", "15 दिसंबर 2025"). */
export const postedOn = (iso: string) => postedFormat.format(iso);
