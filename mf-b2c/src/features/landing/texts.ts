// A landing page's own words (headings, the rate box) in English (the spec's, unchanged), Hindi and
// Marathi (issue 33). The product's copy is in landing-content.ts and its -hi and -mr tables.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-b2c.landing',
  {
    offer: 'Rate and how to apply',
    from: 'From {{rate}}% p.a.',
    apr: 'APR from {{apr}}% p.a. with the processing fee ({{fee}}), on {{amount}} over {{months}} months.',
    lenderRate: 'The lowest rate of our lending partners today; your rate depends on your credit score, income and the lender.',
    cardRate: 'Your rate depends on the card issuer and your credit score.',
    noLender: 'No lending partner offers this loan at the moment.',
    loading: 'Loading our lending partners’ rates…',
    who: 'Who can apply',
    documents: 'Documents',
    fees: 'Fees and charges',
    questions: 'Questions',
    readMore: 'Read more: ',
  },
  {
    hi: {
      offer: 'दर और आवेदन कैसे करें',
      from: '{{rate}}% प्रति वर्ष से',
      apr: 'प्रोसेसिंग शुल्क ({{fee}}) सहित APR {{apr}}% प्रति वर्ष से, {{amount}} पर {{months}} महीनों के लिए।',
      lenderRate: 'आज हमारे लेंडिंग पार्टनर्स की सबसे कम दर; आपकी दर आपके क्रेडिट स्कोर, आय और लेंडर पर निर्भर करती है।',
      cardRate: 'आपकी दर कार्ड जारीकर्ता और आपके क्रेडिट स्कोर पर निर्भर करती है।',
      noLender: 'अभी कोई लेंडिंग पार्टनर यह लोन नहीं दे रहा है।',
      loading: 'हमारे लेंडिंग पार्टनर्स की दरें लोड हो रही हैं…',
      who: 'कौन आवेदन कर सकता है',
      documents: 'दस्तावेज़',
      fees: 'शुल्क और चार्ज',
      questions: 'सवाल',
      readMore: 'और पढ़ें: ',
    },
    mr: {
      offer: 'दर आणि अर्ज कसा करावा',
      from: '{{rate}}% प्रति वर्ष पासून',
      apr: 'प्रोसेसिंग शुल्कासह ({{fee}}) APR {{apr}}% प्रति वर्ष पासून, {{amount}} वर {{months}} महिन्यांसाठी.',
      lenderRate: 'आज आमच्या कर्जदार भागीदारांचा सर्वात कमी दर; तुमचा दर तुमचा क्रेडिट स्कोअर, उत्पन्न आणि कर्जदात्यावर अवलंबून असतो.',
      cardRate: 'तुमचा दर कार्ड देणारी बँक आणि तुमच्या क्रेडिट स्कोअरवर अवलंबून असतो.',
      noLender: 'सध्या कोणताही कर्जदार भागीदार हे कर्ज देत नाही.',
      loading: 'आमच्या कर्जदार भागीदारांचे दर लोड होत आहेत…',
      who: 'कोण अर्ज करू शकते',
      documents: 'कागदपत्रे',
      fees: 'शुल्क आणि आकार',
      questions: 'प्रश्न',
      readMore: 'अधिक वाचा: ',
    },
  },
);
