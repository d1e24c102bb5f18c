import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_SUCCESS_MESSAGES, recogniseSuccessMessage } from '../contracts/success-messages';
import { setLanguage } from '../i18n/language';
import { apiSuccessText, apiSuccessTexts, codedSuccessTexts, successValueTexts } from './success-texts';
import { LENDER_PRODUCT_LABELS } from '../contracts/lenders';
import { LEAD_STATUS_LABELS } from '../schemas/leads';
import { SHIPMENT_STATUS_LABELS } from '../schemas/logistics';
import { SALE_DOCUMENT_LABELS } from '../schemas/vendor-selling';
import { API_CODED_SUCCESS_MESSAGES } from '../contracts/success-messages';

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

  describe('an answer sent with a code', () => {
    const status = { message: 'Status changed to Sanctioned', messageCode: 'lead.status-changed', messageParams: { status: 'sanctioned' } };
    const product = {
      message: 'Home loan of Sahyadri Bank saved. New offers use it from now on.',
      messageCode: 'lender.product-saved',
      messageParams: { product: 'home-loan', lender: 'Sahyadri Bank' },
    };
    const scheduled = {
      message: 'Scheduled: it goes live on 27 Nov 2026, 4:00 pm',
      messageCode: 'content.scheduled',
      messageParams: { at: '2026-11-27T10:30:00.000Z' },
    };
    const handed = {
      message: 'Profile saved. You are off duty; 3 open leads handed to the team.',
      messageCode: 'telecaller.leads-handed',
      messageParams: { count: 3 },
    };
    const document = { message: 'PAN card uploaded', messageCode: 'sale.document-uploaded', messageParams: { document: 'pan' } };

    it('is the API’s English message for an English reader', () => {
      for (const answer of [status, product, scheduled, handed, document]) expect(apiSuccessText(answer)).toBe(answer.message);
    });

    it('says the status, the product, the count, the document and the time in Hindi', () => {
      act(() => setLanguage('hi'));
      expect(apiSuccessText(status)).toBe('स्थिति बदलकर स्वीकृत की गई');
      expect(apiSuccessText(product)).toBe('Sahyadri Bank का होम लोन सहेजा गया। नए ऑफ़र अब से इसी का उपयोग करेंगे।');
      expect(apiSuccessText(handed)).toBe('प्रोफ़ाइल सहेज ली गई। आप ड्यूटी पर नहीं हैं; आपकी खुली लीड टीम को सौंप दी गईं: 3।');
      expect(apiSuccessText(document)).toBe('PAN कार्ड अपलोड हो गया');
      // India's time, in the Hindi calendar words the shared date format writes.
      const when = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(scheduled.messageParams.at),
      );
      expect(apiSuccessText(scheduled)).toBe(`शेड्यूल हो गया: यह ${when} को साइट पर आएगा`);
      expect(when).not.toContain('Nov');
    });

    it('says them in Marathi', () => {
      act(() => setLanguage('mr'));
      expect(apiSuccessText(status)).toBe('स्थिती बदलून मंजूर केली');
      expect(apiSuccessText(product)).toBe('Sahyadri Bank चे गृहकर्ज जतन केले. नवीन ऑफर आतापासून तेच वापरतील.');
      expect(apiSuccessText({ ...status, messageCode: 'lead.status-changed-awaiting', messageParams: { status: 'disbursed' } })).toBe(
        'स्थिती बदलून वितरित केली. ती बँकेच्या पुष्टीच्या प्रतीक्षेत आहे.',
      );
      expect(
        apiSuccessText({
          message: 'Shipment LS1 is now picked up',
          messageCode: 'shipment.status-changed',
          messageParams: { tracking: 'LS1', status: 'picked_up' },
        }),
      ).toBe('शिपमेंट LS1 आता: पिकअप झाले');
      expect(apiSuccessText({ message: '2 documents uploaded', messageCode: 'sale.documents-uploaded', messageParams: { count: 2 } })).toBe(
        '2 कागदपत्रे अपलोड झाली',
      );
    });

    it('shows a catalogued code without values by its code, whatever words the message has', () => {
      act(() => setLanguage('hi'));
      expect(apiSuccessText({ message: 'Call recorded', messageCode: 'telecaller.call-recorded', messageParams: {} })).toBe('कॉल दर्ज हो गई');
    });

    it('falls back to the English message for a code it does not know, or a value it cannot read', () => {
      act(() => setLanguage('hi'));
      expect(apiSuccessText({ message: 'Status changed to Parked', messageCode: 'lead.parked', messageParams: { status: 'parked' } })).toBe(
        'Status changed to Parked',
      );
      expect(apiSuccessText({ ...status, messageParams: { status: 'parked' } })).toBe('Status changed to Sanctioned');
      expect(apiSuccessText({ ...handed, messageParams: { count: 'three' } })).toBe(handed.message);
      expect(apiSuccessText({ ...scheduled, messageParams: {} })).toBe(scheduled.message);
    });

    it('names the values in the shared label tables’ very words in English', () => {
      expect(successValueTexts.en).toEqual({
        leadStatus: LEAD_STATUS_LABELS,
        shipmentStatus: SHIPMENT_STATUS_LABELS,
        lenderProduct: LENDER_PRODUCT_LABELS,
        saleDocument: SALE_DOCUMENT_LABELS,
      });
    });

    it('has every parameter of each coded message in the Hindi and Marathi texts', () => {
      const places = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      for (const [code, { params }] of Object.entries(API_CODED_SUCCESS_MESSAGES)) {
        const key = code as keyof typeof API_CODED_SUCCESS_MESSAGES;
        expect(places(codedSuccessTexts.text('hi', key)), `hi ${code}`).toEqual(Object.keys(params).sort());
        expect(places(codedSuccessTexts.text('mr', key)), `mr ${code}`).toEqual(Object.keys(params).sort());
      }
    });
  });
});
