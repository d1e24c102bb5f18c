import { describe, expect, it } from 'vitest';
import { jobApplicationFormSchema, partnerLeadSchema, RESUME_MAX_BYTES } from './public-content';

const base = { name: 'Sneha Kulkarni', email: 'sneha@example.com', city: 'Pune', experienceYears: 2, mobile: '9876543210', consent: true };
const pdf = (size: number, name = 'cv.pdf', type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

describe('job application form', () => {
  it('accepts a PDF up to 2 MB', async () => {
    await expect(jobApplicationFormSchema.validate({ ...base, resume: pdf(RESUME_MAX_BYTES) })).resolves.toBeTruthy();
  });

  it.each([
    [undefined, 'Please attach your résumé as a PDF'],
    [pdf(10, 'cv.docx', 'application/msword'), 'Your résumé must be a PDF file'],
    [pdf(RESUME_MAX_BYTES + 1), 'Your résumé must be at most 2 MB'],
  ])('refuses %s', async (resume, message) => {
    await expect(jobApplicationFormSchema.validate({ ...base, resume })).rejects.toThrow(message);
  });
});

describe('partner lead', () => {
  it('knows only the three programmes', async () => {
    const lead = {
      programme: 'distributor',
      name: 'Imran Shaikh',
      mobile: '9876543210',
      email: 'i@example.com',
      city: 'Nashik',
      pinCode: '422001',
      business: 'Mobile shop',
    };
    await expect(partnerLeadSchema.validate(lead)).resolves.toMatchObject({ programme: 'distributor', message: '' });
    await expect(partnerLeadSchema.validate({ ...lead, programme: 'agency' })).rejects.toThrow('Choose a partner programme');
  });
});
