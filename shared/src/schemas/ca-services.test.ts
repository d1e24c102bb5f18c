import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_NAME, serviceFeeWithGst, serviceFormSchema, serviceNamed, UnknownServiceError } from './ca-services';
import { SERVICES } from './ca-services-catalogue';

describe('the service registry (docs/spec/product.md §4)', () => {
  it('selects GST Registration when no name is given', () => {
    expect(DEFAULT_SERVICE_NAME).toBe('GST Registration');
    expect(serviceNamed().endpoint).toBe('/ca/gst/gst-registration');
    expect(serviceNamed(null).name).toBe('GST Registration');
  });

  it('refuses an unknown name instead of falling back', () => {
    expect(() => serviceNamed('GST registration ')).toThrow(UnknownServiceError);
    expect(() => serviceNamed('Tax Magic')).toThrow('Unknown service: Tax Magic');
  });

  it('gives every service its own call and page, and a fee that is whole rupees with GST', () => {
    expect(new Set(SERVICES.map((s) => s.endpoint)).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((s) => s.path)).size).toBe(SERVICES.length);
    for (const service of SERVICES) expect(serviceFeeWithGst(service) % 100).toBe(0);
    expect(serviceFeeWithGst(serviceNamed('GST Registration'))).toBe(177_000);
  });

  it('checks a form: required documents, at most 5 MB a file and 10 files', async () => {
    const schema = serviceFormSchema(serviceNamed('GST Registration'));
    const text = {
      applicantName: 'Ganesh Patil',
      businessName: 'Ganesh Traders',
      pan: 'abcpe1234f',
      mobile: '9876543210',
      email: 'g@example.com',
      address: 'Shop 5',
      pinCode: '411030',
      constitution: 'proprietorship',
    };
    const pdf = (size = 100) => ({ name: 'a.pdf', size, type: 'application/pdf' });
    await expect(schema.validate({ ...text, panCard: [pdf()] })).rejects.toThrow('Attach Address proof');
    await expect(schema.validate({ ...text, panCard: [pdf(6 * 1024 * 1024)], addressProof: [pdf()] })).rejects.toThrow('Each file must be at most 5 MB');
    await expect(schema.validate({ ...text, panCard: Array.from({ length: 10 }, () => pdf()), addressProof: [pdf()] })).rejects.toThrow(
      'Send at most 10 files in one request',
    );
    const ok = await schema.validate({ ...text, panCard: [pdf()], addressProof: [pdf()] });
    expect(ok.pan).toBe('ABCPE1234F');
  });
});
