import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_SUCCESS_MESSAGES, recogniseSuccessMessage } from '../contracts/success-messages';
import { setLanguage } from '../i18n/language';
import { apiSuccessText, apiSuccessTexts } from './success-texts';

describe('the API’s success messages in the reader’s language', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows a catalogued message in Hindi and Marathi, and the API’s own words in English', () => {
    expect(apiSuccessText('Profile updated successfully')).toBe('Profile updated successfully');
    act(() => setLanguage('hi'));
    expect(apiSuccessText('Profile updated successfully')).toBe('प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई');
    act(() => setLanguage('mr'));
    expect(apiSuccessText('Profile updated successfully')).toBe('प्रोफाइल यशस्वीरित्या अपडेट झाले');
  });

  it('carries a template’s values, as sent, into the translation', () => {
    const sent = 'Your exit request has been sent to Sahyadri Bank. Repay ₹1,05,000.00 to close the loan with no penalty.';
    expect(apiSuccessText(sent)).toBe(sent);
    act(() => setLanguage('hi'));
    expect(apiSuccessText(sent)).toBe('लोन से बाहर निकलने का आपका अनुरोध Sahyadri Bank को भेज दिया गया है। बिना किसी जुर्माने के लोन बंद करने के लिए ₹1,05,000.00 चुकाएँ।');
    act(() => setLanguage('mr'));
    expect(apiSuccessText('GR-2026-0042 is assigned to Asha Patil.')).toBe('GR-2026-0042 Asha Patil यांच्याकडे सोपवली आहे.');
  });

  it('leaves a message it does not know, or one longer than its template, as the API sent it', () => {
    act(() => setLanguage('hi'));
    expect(apiSuccessText('Status changed to Sanctioned')).toBe('Status changed to Sanctioned');
    // The refund note after "cancelled" is not in the template: translating the start would drop it.
    const withRefund = 'Shipment LS123 cancelled. ₹80.00 is back in your wallet';
    expect(apiSuccessText(withRefund)).toBe(withRefund);
    expect(apiSuccessText('Shipment LS123 cancelled')).toBe('शिपमेंट LS123 रद्द कर दिया गया');
  });

  it('recognises every catalogued message, and fills each template back into the very message sent', () => {
    for (const [code, message] of Object.entries(API_SUCCESS_MESSAGES)) {
      const sent = message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => `<${name} value>`);
      expect(recogniseSuccessMessage(sent)?.code, sent).toBe(code);
      const { values } = recogniseSuccessMessage(sent)!;
      expect(apiSuccessTexts.text('en', code as keyof typeof API_SUCCESS_MESSAGES, values)).toBe(sent);
    }
  });

  it('has every place of the English template in the Hindi and Marathi texts, so no value is lost', () => {
    const places = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [code, message] of Object.entries(API_SUCCESS_MESSAGES)) {
      const key = code as keyof typeof API_SUCCESS_MESSAGES;
      expect(places(apiSuccessTexts.text('hi', key)), `hi ${code}`).toEqual(places(message));
      expect(places(apiSuccessTexts.text('mr', key)), `mr ${code}`).toEqual(places(message));
    }
  });
});
