import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { setLanguage } from '@platform/shared';
import { SERVICE_UPLOAD_MESSAGES, SERVICES } from '@platform/shared/schemas';
import { serviceWords } from './service-words';

afterEach(() => act(() => setLanguage('en')));

describe("a service's words", () => {
  it('are the catalogue data byte for byte in English, for every service, field, option and document', () => {
    const words = serviceWords();
    for (const service of SERVICES) {
      expect(words.name(service)).toBe(service.name);
      expect(words.summary(service)).toBe(service.summary);
      expect(words.turnaround(service)).toBe(service.turnaround);
      for (const field of service.fields) {
        expect(words.fieldLabel(service, field)).toBe(field.label);
        expect(words.fieldHint(service, field)).toBe(field.hint);
        for (const option of field.options ?? []) expect(words.option(field, option)).toBe(option.label);
      }
      for (const doc of service.documents) {
        expect(words.documentLabel(service, doc)).toBe(doc.label);
        expect(words.documentHint(service, doc)).toBe(doc.hint);
      }
    }
    expect(words.limitsHint()).toBe(SERVICE_UPLOAD_MESSAGES.limitsHint);
  });

  it('have Hindi and Marathi for every service, field, option and document (no English fallback)', () => {
    for (const language of ['hi', 'mr'] as const) {
      act(() => setLanguage(language));
      const words = serviceWords();
      for (const service of SERVICES) {
        expect(words.name(service)).not.toBe(service.name);
        expect(words.summary(service)).not.toBe(service.summary);
        expect(words.turnaround(service)).not.toBe(service.turnaround);
        for (const field of service.fields) {
          // Some labels are the same words in every language (PAN, GSTIN, LLP); a date format is not.
          if (!/^(PAN|GSTIN)$/.test(field.label)) expect(words.fieldLabel(service, field)).not.toBe(field.label);
          if (field.hint) expect(words.fieldHint(service, field)).not.toBe(field.hint);
          for (const option of field.options ?? []) if (!/^(\d|LLP$)/.test(option.label)) expect(words.option(field, option)).not.toBe(option.label);
        }
        for (const doc of service.documents) {
          expect(words.documentLabel(service, doc)).not.toBe(doc.label);
          if (doc.hint) expect(words.documentHint(service, doc)).not.toBe(doc.hint);
        }
      }
    }
    expect(serviceWords().name(SERVICES[0]!)).toBe('GST नोंदणी');
    expect(serviceWords().limitsHint()).toBe('PDF, JPG किंवा PNG, प्रत्येक फाइल जास्तीत जास्त 5 MB आणि एका विनंतीत 10 फाइल्स.');
  });
});
