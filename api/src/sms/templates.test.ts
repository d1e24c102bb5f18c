import { describe, expect, it } from 'vitest';
import { DLT_VARIABLE_MAX, matchesTemplate, renderTemplate, SMS_TEMPLATES, SmsTemplateMismatch, templatePattern } from './templates.ts';

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
