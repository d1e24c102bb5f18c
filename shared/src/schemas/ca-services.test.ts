import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_NAME, serviceFeeWithGst, serviceFormSchema, serviceNamed, UnknownServiceError } from './ca-services';
import { SERVICES } from './ca-services-catalogue';
import { recogniseValidationMessage } from './validation-texts';
import { ValidationError } from 'yup';

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

describe('the service forms’ messages', () => {
  /** What a form says when every field is left empty, too long, or set to a value not on offer. */
  function messagesOf(service: (typeof SERVICES)[number]): string[] {
    const schema = serviceFormSchema(service);
    const tries = [{}, Object.fromEntries(service.fields.map((field) => [field.name, field.kind === 'select' ? 'nope' : 'x'.repeat(2001)]))];
    return tries.flatMap((values) => {
      try {
        schema.validateSync(values, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as ValidationError).errors;
      }
    });
  }

  // The contracts check covers the services with a call of their own; the web, social-media and
  // graphic-design forms post to their product's call, so their fields are checked here.
  it('are keyed for every service, the field named by one of the labels, so a Hindi or Marathi form shows them translated', () => {
    const unknown = new Set<string>();
    for (const service of SERVICES) {
      for (const message of messagesOf(service)) {
        const recognised = recogniseValidationMessage(message);
        // "Attach …" names a document by its own name (VALIDATION_TEXTS.upload), shown as the area gives it.
        if (!recognised && !message.startsWith('Attach ')) unknown.add(message);
      }
    }
    expect([...unknown]).toEqual([]);
  });

  it('name the field by its label: its length, a choice, required', () => {
    expect(recogniseValidationMessage('Applicant name must be at most 200 characters')).toEqual({
      key: 'field.tooLong',
      values: { label: 'Applicant name', max: '200' },
      labelKey: 'serviceApplicantName',
    });
    expect(recogniseValidationMessage('Choose type of business')).toMatchObject({ key: 'caRequests.choose', labelKey: 'serviceConstitution' });
    expect(recogniseValidationMessage('Mobile number is required')).toMatchObject({ key: 'named.required', labelKey: 'serviceMobile' });
    expect(recogniseValidationMessage('Unknown field in the request')).toMatchObject({ key: 'caRequests.unknownField' });
  });
});
