// The careers requests ("carrier" in the API's paths, as the site has always spelled them).
import { apiClient, FLOW_TOKEN_HEADER } from '@platform/shared/api';
import { noticeHeaders } from '@platform/shared/forms';
import type { CareerApplicationInput, JobType } from '@platform/shared/schemas';

export interface JobSummary {
  id: string;
  title: string;
  city: string;
  type: JobType;
  department: string;
  summary: string;
  postedAt: string;
}

export interface Job extends JobSummary {
  body: string;
}

export async function fetchJobs(filter: { city: string; type: string }) {
  const params: Record<string, string> = {};
  if (filter.city) params.city = filter.city;
  if (filter.type) params.type = filter.type;
  const { data } = await apiClient.get<{ data: JobSummary[]; cities: string[]; types: JobType[] }>('/api/jobs', { params, notifyOnError: false });
  return data;
}

export async function fetchJob(id: string): Promise<Job> {
  const { data } = await apiClient.get<{ data: Job }>(`/api/jobs/${encodeURIComponent(id)}`, { notifyOnError: false });
  return data.data;
}

/** Sends the OTP; `type` is the job id, or `work-from-home` for the programme. */
export async function sendCareerOtp(mobile: string, type: string) {
  const { data } = await apiClient.post<{ message: string; newToken: string }>('/carrier/send-otp', { mobile, type });
  return data;
}

export async function verifyCareerOtp(OTP: string, token: string) {
  const { data } = await apiClient.post<{ message: string }>('/carrier/verify-otp', { OTP }, { headers: { [FLOW_TOKEN_HEADER]: token } });
  return data;
}

/** Stores the application once the mobile is verified (multipart: the résumé is a file), naming the careers notice ticked. */
export async function submitApplication(token: string, values: CareerApplicationInput, extra: { jobId?: string; resume?: File }) {
  const form = new FormData();
  form.append('name', values.name);
  form.append('email', values.email);
  form.append('city', values.city);
  form.append('experienceYears', String(values.experienceYears));
  if (extra.jobId) form.append('jobId', extra.jobId);
  if (extra.resume) form.append('resume', extra.resume);
  const { data } = await apiClient.post<{ message: string; data: { id: string } }>('/carrier/apply', form, {
    headers: { [FLOW_TOKEN_HEADER]: token, ...noticeHeaders('careers') },
  });
  return data;
}

export const postedOn = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
