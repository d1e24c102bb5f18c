import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_SUCCESS_MESSAGES, recogniseSuccessMessage } from '../contracts/success-messages';
import { setLanguage } from '../i18n/language';
import {
  apiSuccessText,
  apiSuccessTexts,
  codedSuccessTexts,
  countedSuccessTexts,
  successValueTexts,
  WORDS_BY_COUNT,
  type SuccessAnswer,
} from './success-texts';
import { LENDER_PRODUCT_LABELS } from '../contracts/lenders';
import { KYC_REVIEW_ITEMS } from '../contracts/kyc-review';
import { productNameTexts } from '../lending/product-names';
import { i18n } from '../i18n';
import { LEAD_STATUS_LABELS } from '../schemas/leads';
import { SHIPMENT_STATUS_LABELS } from '../schemas/logistics';
import { SERVICES } from '../schemas/ca-services-catalogue';
import { KYC_STEP_LABELS } from '../schemas/vendor';
import { SALE_DOCUMENT_LABELS } from '../schemas/vendor-selling';
import { API_CODED_SUCCESS_MESSAGES, type CodedSuccessCode } from '../contracts/success-messages';

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
      const { leadStatus, shipmentStatus, lenderProduct, saleDocument } = successValueTexts.en;
      expect({ leadStatus, shipmentStatus, lenderProduct, saleDocument }).toEqual({
        leadStatus: LEAD_STATUS_LABELS,
        shipmentStatus: SHIPMENT_STATUS_LABELS,
        lenderProduct: LENDER_PRODUCT_LABELS,
        saleDocument: SALE_DOCUMENT_LABELS,
      });
    });

    it('names the products, KYC items and deliverables in the shared tables’ very words in English', () => {
      const { product, kycItem, caDeliverable } = successValueTexts.en;
      expect(product).toEqual(productNameTexts.en);
      expect(Object.keys(kycItem)).toEqual([...KYC_REVIEW_ITEMS]);
      expect(kycItem).toMatchObject(KYC_STEP_LABELS);
      expect(caDeliverable).toEqual(Object.fromEntries(SERVICES.map((service) => [service.id, service.deliverable])));
    });

    it('names the products in Hindi and Marathi as the areas’ lists do (a copy of their table)', () => {
      for (const language of ['hi', 'mr'] as const) {
        const areas = i18n.getResourceBundle(language, productNameTexts.namespace) as Record<string, string>;
        const here = Object.fromEntries(Object.keys(productNameTexts.en).map((slug) => [slug, successValueTexts.text(language, `product.${slug}` as never)]));
        expect(here, language).toEqual(areas);
      }
    });

    it('has every value in Hindi and Marathi (a missing one would be English)', () => {
      // The same in every language: an abbreviation Indian finance writes in Latin letters.
      const same = new Set(['kycItem.pan']);
      for (const [table, labels] of Object.entries(successValueTexts.en)) {
        for (const [key, english] of Object.entries(labels)) {
          const path = `${table}.${key}` as never;
          if (same.has(path)) continue;
          expect(successValueTexts.text('hi', path), `hi ${path}`).not.toBe(english);
          expect(successValueTexts.text('mr', path), `mr ${path}`).not.toBe(english);
        }
      }
    });

    it('has every parameter of each coded message in the Hindi and Marathi texts', () => {
      const places = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      for (const [code, { params }] of Object.entries(API_CODED_SUCCESS_MESSAGES)) {
        const key = code as keyof typeof API_CODED_SUCCESS_MESSAGES;
        expect(places(codedSuccessTexts.text('hi', key)), `hi ${code}`).toEqual(Object.keys(params).sort());
        expect(places(codedSuccessTexts.text('mr', key)), `mr ${code}`).toEqual(Object.keys(params).sort());
      }
    });

    it('has the words for each count of one, in every combination, with every parameter', () => {
      const places = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      const forms = Object.keys(countedSuccessTexts.en).sort();
      const expected = Object.entries(WORDS_BY_COUNT).flatMap(([code, counts]) => {
        // Every combination of `one` and `many` but all `many` (the code's own text).
        const combinations = counts!.reduce<string[][]>(
          (all) =>
            all.flatMap((form) => [
              [...form, 'one'],
              [...form, 'many'],
            ]),
          [[]],
        );
        return combinations.filter((combination) => combination.includes('one')).map((combination) => `${code}#${combination.join(',')}`);
      });
      expect(forms).toEqual(expected.sort());
      for (const key of forms as Array<keyof typeof countedSuccessTexts.en>) {
        const { params } = API_CODED_SUCCESS_MESSAGES[key.split('#')[0] as CodedSuccessCode];
        for (const language of ['hi', 'mr'] as const)
          expect(places(countedSuccessTexts.text(language, key)), `${language} ${key}`).toEqual(Object.keys(params).sort());
      }
    });
  });

  // Issue 33: the messages that still put an English word in a value (a past tense, a KYC item, a
  // product, a deliverable, a job, a plural), each as the API sends it and as a Hindi and a Marathi
  // reader see it.
  describe('every coded message', () => {
    const answer = (message: string, messageCode: CodedSuccessCode, messageParams: Record<string, unknown>): SuccessAnswer => ({
      message,
      messageCode,
      messageParams,
    });
    const CASES: Array<[SuccessAnswer, string, string]> = [
      [
        answer('Sharma Mobile Store approved.', 'partner.approved', { name: 'Sharma Mobile Store' }),
        'Sharma Mobile Store को मंज़ूर किया गया।',
        'Sharma Mobile Store मंजूर केले.',
      ],
      [answer('Kiran Bhat rejected.', 'partner.rejected', { name: 'Kiran Bhat' }), 'Kiran Bhat को मंज़ूर नहीं किया गया।', 'Kiran Bhat मंजूर केले नाही.'],
      [answer('Kiran Bhat suspended.', 'partner.suspended', { name: 'Kiran Bhat' }), 'Kiran Bhat को निलंबित किया गया।', 'Kiran Bhat निलंबित केले.'],
      [answer('Kiran Bhat reinstated.', 'partner.reinstated', { name: 'Kiran Bhat' }), 'Kiran Bhat को बहाल किया गया।', 'Kiran Bhat पुन्हा सुरू केले.'],
      [
        answer('Kiran Bhat suspended; 3 open leads handed to others.', 'partner.suspended-leads-handed', { name: 'Kiran Bhat', count: 3 }),
        'Kiran Bhat को निलंबित किया गया; 3 खुली लीड दूसरों को सौंप दी गईं।',
        'Kiran Bhat निलंबित केले; 3 खुल्या लीड इतरांकडे सोपवल्या.',
      ],
      [
        answer('Kiran Bhat suspended; 1 open lead handed to others.', 'partner.suspended-leads-handed', { name: 'Kiran Bhat', count: 1 }),
        'Kiran Bhat को निलंबित किया गया; 1 खुली लीड किसी और को सौंप दी गई।',
        'Kiran Bhat निलंबित केले; 1 खुली लीड दुसऱ्याकडे सोपवली.',
      ],
      [
        answer('Sneha Kulkarni is shortlisted and told by SMS.', 'job-application.shortlisted', { name: 'Sneha Kulkarni' }),
        'Sneha Kulkarni को शॉर्टलिस्ट किया गया और SMS से बता दिया गया।',
        'Sneha Kulkarni यांना निवडसूचीत घेतले आणि SMS ने कळवले.',
      ],
      [
        answer('Sneha Kulkarni is not taken forward and told by SMS.', 'job-application.not-taken-forward', { name: 'Sneha Kulkarni' }),
        'Sneha Kulkarni का आवेदन आगे नहीं बढ़ाया गया और उन्हें SMS से बता दिया गया।',
        'Sneha Kulkarni यांचा अर्ज पुढे नेला नाही आणि त्यांना SMS ने कळवले.',
      ],
      [
        answer('Sneha Kulkarni is hired and told by SMS.', 'job-application.hired', { name: 'Sneha Kulkarni' }),
        'Sneha Kulkarni को नियुक्त किया गया और SMS से बता दिया गया।',
        'Sneha Kulkarni यांना नियुक्त केले आणि SMS ने कळवले.',
      ],
      [answer('Shop photo accepted.', 'kyc-review.accepted', { item: 'shopPhoto' }), 'दुकान की फ़ोटो: स्वीकार किया गया।', 'दुकानाचा फोटो: स्वीकारले.'],
      [answer('PAN rejected.', 'kyc-review.rejected', { item: 'pan' }), 'PAN: दुकान को वापस भेजा गया।', 'PAN: दुकानाकडे परत पाठवले.'],
      [answer('Bank account verified successfully', 'kyc.step-verified', { step: 'bank' }), 'सत्यापन सफल रहा: बैंक खाता', 'पडताळणी यशस्वी झाली: बँक खाते'],
      [
        answer('Profile updated successfully. Please verify these KYC steps again: PAN, GST registration.', 'profile.updated-kyc-again', {
          steps: ['pan', 'gst'],
        }),
        'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई। कृपया ये KYC चरण फिर से सत्यापित करें: PAN, GST रजिस्ट्रेशन।',
        'प्रोफाइल यशस्वीरित्या अपडेट झाले. कृपया या KYC पायऱ्या पुन्हा पडताळा: PAN, GST नोंदणी.',
      ],
      [
        answer('Your home loan application has been submitted. Our team will call you within one working day.', 'application.submitted', {
          product: 'home-loan',
        }),
        'होम लोन: आपका आवेदन जमा हो गया है। हमारी टीम एक कार्यदिवस के भीतर आपको कॉल करेगी।',
        'गृहकर्ज: तुमचा अर्ज सादर झाला आहे. आमची टीम एका कामकाजाच्या दिवसात तुम्हाला कॉल करेल.',
      ],
      [
        answer('The credit card application for Asha Patil has been submitted. Follow it in your loan sales.', 'application.submitted-by-shop', {
          product: 'card-application',
          name: 'Asha Patil',
        }),
        'क्रेडिट कार्ड: Asha Patil का आवेदन जमा हो गया है। इसे अपनी लोन बिक्री में देखते रहें।',
        'क्रेडिट कार्ड: Asha Patil यांचा अर्ज सादर झाला आहे. तुमच्या कर्ज विक्रीमध्ये त्याचा पाठपुरावा करा.',
      ],
      [answer('3 offers from 5 lenders', 'offers.shown', { count: 3, lenders: 5 }), '5 लेंडरों से 3 ऑफ़र', '5 कर्जदात्यांकडून 3 ऑफर'],
      [answer('1 offer from 1 lender', 'offers.shown', { count: 1, lenders: 1 }), '1 लेंडर से 1 ऑफ़र', '1 कर्जदात्याकडून 1 ऑफर'],
      [
        answer('4 shipments are now in transit.', 'shipments.moved', { count: 4, status: 'in_transit' }),
        '4 शिपमेंट अब इस स्थिति में हैं: रास्ते में।',
        '4 शिपमेंट आता या स्थितीत आहेत: वाटेत.',
      ],
      [
        answer('1 shipment is now delivered.', 'shipments.moved', { count: 1, status: 'delivered' }),
        '1 शिपमेंट अब इस स्थिति में है: डिलीवर हुआ।',
        '1 शिपमेंट आता या स्थितीत आहे: पोहोचवले.',
      ],
      [
        answer('2 shipments are now picked up. 1 left as it was.', 'shipments.moved-some-left', { count: 2, status: 'picked_up', left: 1 }),
        '2 शिपमेंट अब इस स्थिति में हैं: पिकअप हुआ। 1 जैसा था वैसा ही छोड़ दिया गया।',
        '2 शिपमेंट आता या स्थितीत आहेत: पिकअप झाले. 1 जसे होते तसेच ठेवले.',
      ],
      [
        answer('1 shipment is now picked up. 3 left as they were.', 'shipments.moved-some-left', { count: 1, status: 'picked_up', left: 3 }),
        '1 शिपमेंट अब इस स्थिति में है: पिकअप हुआ। 3 जैसे थे वैसे ही छोड़ दिए गए।',
        '1 शिपमेंट आता या स्थितीत आहे: पिकअप झाले. 3 जशी होती तशीच ठेवली.',
      ],
      [
        answer("Rohit Deshmukh's enquiry is contacted.", 'partner-enquiry.contacted', { name: 'Rohit Deshmukh' }),
        'Rohit Deshmukh की पूछताछ "संपर्क किया गया" के रूप में दर्ज की गई।',
        'Rohit Deshmukh यांची चौकशी "संपर्क केला" म्हणून नोंदवली.',
      ],
      [
        answer("Rohit Deshmukh's enquiry is closed.", 'partner-enquiry.closed', { name: 'Rohit Deshmukh' }),
        'Rohit Deshmukh की पूछताछ बंद कर दी गई।',
        'Rohit Deshmukh यांची चौकशी बंद केली.',
      ],
      [
        answer('Deliverable uploaded: GST registration certificate', 'ca-desk.deliverable-uploaded', { deliverable: 'gst-registration' }),
        'तैयार दस्तावेज़ अपलोड हो गया: GST रजिस्ट्रेशन सर्टिफ़िकेट',
        'तयार दस्तऐवज अपलोड झाला: GST नोंदणी प्रमाणपत्र',
      ],
      [
        answer('Deliverable uploaded: Acknowledgement no. ARN-123/45', 'ca-desk.acknowledgement-uploaded', { reference: 'ARN-123/45' }),
        'तैयार दस्तावेज़ अपलोड हो गया: पावती नंबर ARN-123/45',
        'तयार दस्तऐवज अपलोड झाला: पोचपावती क्रमांक ARN-123/45',
      ],
      [
        answer('Request completed. The shop can download the e-PAN card.', 'ca-desk.completed', { deliverable: 'pan-new' }),
        'अनुरोध पूरा हो गया। दुकान अब e-PAN कार्ड डाउनलोड कर सकती है।',
        'विनंती पूर्ण झाली. दुकान आता e-PAN कार्ड डाउनलोड करू शकते.',
      ],
      [
        answer('Request completed. The shop can download the Acknowledgement no. ARN-123/45.', 'ca-desk.completed-acknowledgement', {
          reference: 'ARN-123/45',
        }),
        'अनुरोध पूरा हो गया। दुकान अब पावती नंबर ARN-123/45 डाउनलोड कर सकती है।',
        'विनंती पूर्ण झाली. दुकान आता पोचपावती क्रमांक ARN-123/45 डाउनलोड करू शकते.',
      ],
      [
        // The summary is the job's own English, as the jobs page shows it.
        answer('Complaint SLA ran: 2 complaints marked as past the 30 days', 'job.ran', {
          job: 'grievance-sla',
          summary: '2 complaints marked as past the 30 days',
        }),
        'चलाया गया — शिकायत SLA: 2 complaints marked as past the 30 days',
        'चालवले — तक्रार SLA: 2 complaints marked as past the 30 days',
      ],
      [
        // The bank's and the provider's reasons are theirs, quoted as they wrote them.
        answer('The bank refused the transfer: Account closed. Its lines are approved again.', 'finance.transfer-refused', { reason: 'Account closed' }),
        'बैंक ने ट्रांसफ़र अस्वीकार कर दिया: Account closed। इसकी लाइनें फिर से स्वीकृत हैं।',
        'बँकेने ट्रान्सफर नाकारले: Account closed. त्याच्या ओळी पुन्हा मंजूर आहेत.',
      ],
      [
        answer('The provider refused the refund: Refund window closed', 'finance.refund-refused', { reason: 'Refund window closed' }),
        'भुगतान प्रदाता ने रिफ़ंड अस्वीकार कर दिया: Refund window closed',
        'पेमेंट प्रदात्याने परतावा नाकारला: Refund window closed',
      ],
      [
        answer('Reconciliation finished: 2 differences to look into', 'finance.reconciled-differences', { count: 2 }),
        'मिलान पूरा हुआ: जाँचने के लिए 2 अंतर',
        'जुळवणी पूर्ण झाली: तपासण्यासाठी 2 फरक',
      ],
      [
        answer('The bank refused the withdrawal: Account frozen. The amount is back in your wallet.', 'payout.withdrawal-refused', {
          reason: 'Account frozen',
        }),
        'बैंक ने निकासी अस्वीकार कर दी: Account frozen। राशि आपके वॉलेट में वापस आ गई है।',
        'बँकेने रक्कम काढणे नाकारले: Account frozen. रक्कम तुमच्या वॉलेटमध्ये परत आली आहे.',
      ],
    ];
    // The codes of issue 33's first pass are shown by the tests above.
    const EARLIER: CodedSuccessCode[] = [
      'lead.status-changed',
      'lead.status-changed-awaiting',
      'telecaller.leads-shared',
      'telecaller.leads-handed',
      'lender.product-saved',
      'lender.product-removed',
      'shipment.status-changed',
      'content.scheduled',
      'sale.document-uploaded',
      'sale.documents-uploaded',
    ];

    it('has a case for every code', () => {
      const cased = new Set([...EARLIER, ...CASES.map(([sent]) => sent.messageCode)]);
      expect(Object.keys(API_CODED_SUCCESS_MESSAGES).filter((code) => !cased.has(code))).toEqual([]);
    });

    it.each(CASES.map(([sent, hi, mr]) => ({ code: sent.messageCode, message: sent.message, sent, hi, mr })))(
      '$code: “$message” in English, Hindi and Marathi',
      ({ sent, hi, mr }) => {
        expect(apiSuccessText(sent)).toBe(sent.message);
        act(() => setLanguage('hi'));
        expect(apiSuccessText(sent)).toBe(hi);
        act(() => setLanguage('mr'));
        expect(apiSuccessText(sent)).toBe(mr);
      },
    );

    it('leaves a KYC step list English when one step is unknown, or the list is empty', () => {
      act(() => setLanguage('hi'));
      const sent = answer('Profile updated successfully. Please verify these KYC steps again: PAN, Voter ID.', 'profile.updated-kyc-again', {
        steps: ['pan', 'voter'],
      });
      expect(apiSuccessText(sent)).toBe(sent.message);
      expect(apiSuccessText({ ...sent, messageParams: { steps: [] } })).toBe(sent.message);
    });
  });
});
