import { describe, expect, it } from 'vitest';
import {
  DLT_VARIABLE_MAX,
  matchesTemplate,
  renderTemplate,
  SMS_TEMPLATE_TRANSLATIONS,
  SMS_TEMPLATES,
  smsSegments,
  SmsTemplateMismatch,
  templateIn,
  templatePattern,
  type SmsTemplateName,
  type SmsVariableRule,
} from './templates.ts';

describe('DLT template matcher', () => {
  it('fills a template in order, and the text matches the registered body', () => {
    const { template, text } = renderTemplate('otp', { otp: '482913', action: 'log in', minutes: '5' });
    expect(template.id).toBe(SMS_TEMPLATES.otp.id);
    expect(text).toBe('482913 is your OTP to log in. It is valid for 5 minutes. Do not share it with anyone.');
    expect(matchesTemplate(SMS_TEMPLATES.otp, text)).toBe(true);
  });

  it('matches what the operator would accept, and nothing else', () => {
    const status = SMS_TEMPLATES['lead-status'];
    expect(matchesTemplate(status, 'LoanSetu: your personal loan request is now "Contacted". Track it under My enquiries.')).toBe(true);
    // Changed fixed text, an extra sentence, an empty or too long variable, a line break.
    expect(matchesTemplate(status, 'LoanSetu: your personal loan request is now "Contacted". Track it in My enquiries.')).toBe(false);
    expect(matchesTemplate(status, 'LoanSetu: your personal loan request is now "Contacted". Track it under My enquiries. Win a prize!')).toBe(false);
    expect(matchesTemplate(status, 'LoanSetu: your  request is now "Contacted". Track it under My enquiries.')).toBe(false);
    expect(matchesTemplate(status, `LoanSetu: your ${'x'.repeat(DLT_VARIABLE_MAX + 1)} request is now "Contacted". Track it under My enquiries.`)).toBe(false);
    expect(matchesTemplate(status, 'LoanSetu: your personal\nloan request is now "Contacted". Track it under My enquiries.')).toBe(false);
    // Regular-expression characters in the body are literal.
    expect(templatePattern(status).test('LoanSetu: your a request is now "b"x Track it under My enquiries.')).toBe(false);
  });

  it.each([
    ['a missing variable', 'otp', { otp: '482913', action: 'log in' }, 'minutes is missing'],
    ['an unexpected variable', 'otp', { otp: '482913', action: 'log in', minutes: '5', link: 'http://x' }, 'unexpected variables: link'],
    ['a code that is not digits', 'otp', { otp: 'abc123', action: 'log in', minutes: '5' }, 'otp is not in the registered form'],
    [
      'a variable over 30 characters',
      'lead-status',
      { product: 'loan against property balance transfer', status: 'Contacted' },
      'product is longer than 30 characters',
    ],
    ['a line break', 'lead-status-reason', { product: 'home loan', status: 'Closed', reason: 'Busy.\nCall later' }, 'reason has a line break'],
  ] as const)('refuses %s with the reason', (_case, name, variables, reason) => {
    let caught: unknown;
    try {
      renderTemplate(name, variables as Record<string, string>);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SmsTemplateMismatch);
    expect((caught as SmsTemplateMismatch).reason).toBe(reason);
    expect((caught as Error).message).toContain(`DLT template "${name}"`);
  });

  it('holds every template with its DLT ids and as many variables as placeholders', () => {
    for (const template of Object.values(SMS_TEMPLATES)) {
      expect(template.id).toMatch(/^\d{19}$/);
      expect(template.entityId).toMatch(/^\d{19}$/);
      expect(template.header).toMatch(/^[A-Z]{6}$/);
      expect(template.body.split('{#var#}').length - 1).toBe(template.variables.length);
    }
  });
});

describe('DLT templates in Hindi and Marathi', () => {
  const names = Object.keys(SMS_TEMPLATES) as SmsTemplateName[];

  it('registers every template in each language with its own id and the same variables', () => {
    const ids = new Set<string>();
    for (const name of names) {
      for (const language of ['en', 'hi', 'mr'] as const) {
        const template = templateIn(name, language);
        expect(template.id).toMatch(/^\d{19}$/);
        ids.add(template.id);
        expect(template.language).toBe(language);
        expect(template.unicode).toBe(language !== 'en');
        expect(template.variables).toBe(SMS_TEMPLATES[name].variables);
        expect(template.body.split('{#var#}').length - 1).toBe(SMS_TEMPLATES[name].variables.length);
        // Hindi and Marathi bodies say it in Devanagari, not in English.
        if (language !== 'en') expect(template.body).toMatch(/[\u0900-\u097F]{3}/);
      }
    }
    expect(ids.size).toBe(names.length * 3);
  });

  it('keeps the English bodies as registered', () => {
    expect(templateIn('otp', 'en').body).toBe('{#var#} is your OTP to {#var#}. It is valid for {#var#} minutes. Do not share it with anyone.');
    expect(templateIn('otp', 'en').id).toBe(SMS_TEMPLATES.otp.id);
  });

  it('writes the OTP in Hindi and Marathi, the action by its code in the language, and each matches its own template only', () => {
    const hi = renderTemplate('otp', { otp: '482913', action: 'login', minutes: '5' }, 'hi');
    expect(hi.template.id).toBe(SMS_TEMPLATE_TRANSLATIONS.otp.hi.id);
    expect(hi.text).toBe('482913 आपका OTP है, लॉग इन करने के लिए। यह 5 मिनट तक मान्य है। इसे किसी को न बताएं।');
    expect(hi.values).toEqual(['482913', 'लॉग इन करने', '5']);
    const mr = renderTemplate('otp', { otp: '482913', action: 'reset', minutes: '5' }, 'mr');
    expect(mr.text).toBe('482913 हा तुमचा OTP आहे, तुमचा पासवर्ड रीसेट करण्यासाठी. तो 5 मिनिटे वैध आहे. तो कोणालाही सांगू नका.');
    expect(matchesTemplate(templateIn('otp', 'hi'), hi.text)).toBe(true);
    expect(matchesTemplate(templateIn('otp', 'mr'), hi.text)).toBe(false);
    expect(matchesTemplate(SMS_TEMPLATES.otp, hi.text)).toBe(false);
    // English from the code reads as it always did; the English words (messages queued earlier) still go.
    expect(renderTemplate('otp', { otp: '482913', action: 'login', minutes: '5' }).text).toBe(
      '482913 is your OTP to log in. It is valid for 5 minutes. Do not share it with anyone.',
    );
    expect(renderTemplate('otp', { otp: '482913', action: 'log in', minutes: '5' }, 'hi').values[1]).toBe('लॉग इन करने');
  });

  it('writes a status by its code and a day as people read it in the language', () => {
    expect(renderTemplate('lead-status', { product: 'home loan', status: 'sanctioned' }, 'hi').text).toBe(
      'LoanSetu: आपके home loan अनुरोध की स्थिति अब "स्वीकृत" है। इसे मेरी पूछताछ में देखें।',
    );
    expect(renderTemplate('lead-status', { product: 'home loan', status: 'rejected' }, 'mr').text).toContain('"नाकारले"');
    expect(renderTemplate('lead-status', { product: 'home loan', status: 'contacted' }, 'en').text).toBe(
      'LoanSetu: your home loan request is now "Contacted". Track it under My enquiries.',
    );
    const paid = { amount: '₹2,450', date: '2026-11-27', utr: 'UTR12345678' };
    expect(renderTemplate('payout-paid', paid, 'en').text).toBe(
      'LoanSetu: ₹2,450 was paid to your bank account on 27 Nov 2026, UTR UTR12345678. Details are under Payments in your shop area.',
    );
    expect(renderTemplate('payout-paid', paid, 'hi').values[1]).toMatch(/^27 न/);
    expect(renderTemplate('payout-paid', paid, 'mr').values[1]).toMatch(/^२७ /);
  });

  it('refuses a word that is not one of the registered words, in any language', () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      expect(() => renderTemplate('lead-status', { product: 'home loan', status: 'Approved!!' }, language)).toThrow(
        /status is not one of the registered words/,
      );
    }
  });

  it('fits every word in a DLT variable in every language', () => {
    for (const name of names) {
      for (const rule of SMS_TEMPLATES[name].variables as readonly SmsVariableRule[]) {
        for (const words of Object.values(rule.words ?? {})) {
          for (const word of Object.values(words)) expect(word.length, word).toBeLessThanOrEqual(DLT_VARIABLE_MAX);
        }
      }
    }
  });

  it('counts Hindi and Marathi as Unicode SMS (70 characters, 67 a part) and keeps each within three parts', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ unicode: false, length: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('क'.repeat(70))).toEqual({ unicode: true, length: 70, segments: 1 });
    expect(smsSegments('क'.repeat(71)).segments).toBe(2);
    expect(smsSegments('₹10').unicode).toBe(true);
    const longest = 'x'.repeat(DLT_VARIABLE_MAX);
    for (const name of names) {
      for (const language of ['hi', 'mr'] as const) {
        const template = templateIn(name, language);
        const text = template.body.split('{#var#}').join(longest.slice(0, 12));
        const { unicode, segments } = smsSegments(text);
        expect(unicode).toBe(true);
        expect(segments, `${name} in ${language}: ${text.length} characters`).toBeLessThanOrEqual(3);
      }
    }
  });
});
