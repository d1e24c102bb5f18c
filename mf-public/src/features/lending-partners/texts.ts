// The lending partners section's words in English (the spec's, unchanged), Hindi and Marathi (issue 33).
// The partners themselves (names, registrations, products) are the API's and stay as it sends them.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-public.lending-partners',
  {
    heading: 'Our lending partners',
    intro:
      'We are not a lender. Your application goes to one of these RBI-regulated banks and NBFCs, which decides on it, sets the rate and disburses the loan. Rates are where they start; the APR beside each includes the processing fee and its GST.',
    loading: 'Loading the lending partners…',
    demo: 'Demo data: not a real lender',
    type: 'Type',
    kind: { bank: 'Bank', nbfc: 'NBFC' },
    registration: 'RBI registration',
    products: 'Products',
    grievanceOfficer: 'Grievance officer',
  },
  {
    hi: {
      heading: 'हमारे लेंडिंग पार्टनर',
      intro:
        'हम लेंडर नहीं हैं। आपका आवेदन इनमें से किसी RBI-विनियमित बैंक या NBFC के पास जाता है, जो उस पर फ़ैसला करता है, दर तय करता है और लोन जारी करता है। दरें शुरुआती हैं; हर दर के साथ दिए APR में प्रोसेसिंग शुल्क और उसका GST शामिल है।',
      loading: 'लेंडिंग पार्टनर लोड हो रहे हैं…',
      demo: 'डेमो डेटा: असली लेंडर नहीं',
      type: 'प्रकार',
      kind: { bank: 'बैंक', nbfc: 'NBFC' },
      registration: 'RBI पंजीकरण',
      products: 'उत्पाद',
      grievanceOfficer: 'शिकायत अधिकारी',
    },
    mr: {
      heading: 'आमचे कर्जदार भागीदार',
      intro:
        'आम्ही कर्जदाता नाही. तुमचा अर्ज यापैकी एखाद्या RBI-नियमित बँक किंवा NBFC कडे जातो, जी त्यावर निर्णय घेते, दर ठरवते आणि कर्ज वितरित करते. दर सुरुवातीचे आहेत; प्रत्येकाच्या बाजूच्या APR मध्ये प्रोसेसिंग शुल्क आणि त्यावरील GST समाविष्ट आहे.',
      loading: 'कर्जदार भागीदार लोड होत आहेत…',
      demo: 'डेमो डेटा: खरा कर्जदाता नाही',
      type: 'प्रकार',
      kind: { bank: 'बँक', nbfc: 'NBFC' },
      registration: 'RBI नोंदणी',
      products: 'उत्पादने',
      grievanceOfficer: 'तक्रार अधिकारी',
    },
  },
);
