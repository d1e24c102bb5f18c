// The service request page's words in English (the spec's), Hindi and Marathi (issue 33). The
// service's own words (name, fields, documents) are in ../../components/texts.ts.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-ca-services.service-request',
  {
    notFound: { title: 'Service not found', unknown: 'Unknown service: {{name}}', seeAll: 'See every service' },
    intro: '{{summary}} <strong>Fee: {{fee}}</strong> ({{base}} + {{rate}}% GST). Typical turnaround: {{turnaround}}.',
    optional: '{{label}} (optional)',
    choose: 'Choose',
    attachAgain: 'Your answers were kept. Files are not kept when the page reloads: attach {{documents}} again.',
    form: {
      name: '{{name}} request',
      details: 'Details',
      documents: 'Documents',
      payment: 'Payment',
      feeAndBalance: 'Fee {{fee}}. Wallet balance: {{balance}}.',
      payFromWallet: 'Pay from wallet',
      payAtCheckout: 'Pay at checkout (card, UPI or net banking: the amount goes to your wallet and the fee is taken from it)',
      lessThanFee: 'Your wallet has less than the fee: the request is saved, then you top up and come back here to pay.',
      submit: 'Submit request',
    },
    awaiting: {
      title: 'Awaiting payment',
      saved:
        'Your {{name}} request is saved with {{count}} document(s). It goes to our team once its fee of {{fee}} is paid. If it is not paid within {{days}} days, the request and its documents are deleted.',
      balance: 'Wallet balance: {{balance}}',
      short: 'Your wallet is {{amount}} short. Top up and you come back here; the fee is then taken from your wallet.',
      topUpAndPay: 'Top up {{amount}} and pay',
      payFromWallet: 'Pay {{fee}} from wallet',
    },
    toast: {
      added: '{{amount}} added to your wallet.',
      bankPending: 'We are waiting for the bank to confirm your top-up. Pay the fee from your wallet once it shows.',
      topUpFailed: 'The top-up did not go through: nothing was charged. Your request is saved and waits for its fee.',
    },
  },
  {
    hi: {
      notFound: { title: 'सेवा नहीं मिली', unknown: 'अज्ञात सेवा: {{name}}', seeAll: 'सभी सेवाएँ देखें' },
      intro: '{{summary}} <strong>शुल्क: {{fee}}</strong> ({{base}} + {{rate}}% GST)। आमतौर पर लगने वाला समय: {{turnaround}}।',
      optional: '{{label}} (वैकल्पिक)',
      choose: 'चुनें',
      attachAgain: 'आपके जवाब सहेजे गए हैं। पेज दोबारा लोड होने पर फ़ाइलें नहीं रहतीं: {{documents}} फिर से अटैच करें।',
      form: {
        name: '{{name}} का अनुरोध',
        details: 'विवरण',
        documents: 'दस्तावेज़',
        payment: 'भुगतान',
        feeAndBalance: 'शुल्क {{fee}}। वॉलेट बैलेंस: {{balance}}।',
        payFromWallet: 'वॉलेट से भुगतान करें',
        payAtCheckout: 'चेकआउट पर भुगतान करें (कार्ड, UPI या नेट बैंकिंग: राशि आपके वॉलेट में जाती है और शुल्क उसी से कटता है)',
        lessThanFee: 'आपके वॉलेट में शुल्क से कम राशि है: अनुरोध सहेज लिया जाएगा, फिर आप टॉप-अप करके भुगतान के लिए यहाँ लौटें।',
        submit: 'अनुरोध भेजें',
      },
      awaiting: {
        title: 'भुगतान बाकी',
        saved:
          'आपका {{name}} अनुरोध {{count}} दस्तावेज़ों के साथ सहेजा गया है। {{fee}} का शुल्क चुकाते ही यह हमारी टीम के पास जाएगा। अगर {{days}} दिन में भुगतान नहीं हुआ, तो अनुरोध और उसके दस्तावेज़ हटा दिए जाएँगे।',
        balance: 'वॉलेट बैलेंस: {{balance}}',
        short: 'आपके वॉलेट में {{amount}} कम हैं। टॉप-अप करें, आप यहीं लौट आएँगे; फिर शुल्क आपके वॉलेट से कटेगा।',
        topUpAndPay: '{{amount}} टॉप-अप करें और भुगतान करें',
        payFromWallet: 'वॉलेट से {{fee}} का भुगतान करें',
      },
      toast: {
        added: '{{amount}} आपके वॉलेट में जोड़ दिए गए।',
        bankPending: 'हम बैंक से आपके टॉप-अप की पुष्टि का इंतज़ार कर रहे हैं। वॉलेट में दिखते ही शुल्क का भुगतान करें।',
        topUpFailed: 'टॉप-अप नहीं हो सका: कोई राशि नहीं कटी। आपका अनुरोध सहेजा हुआ है और शुल्क का इंतज़ार कर रहा है।',
      },
    },
    mr: {
      notFound: { title: 'सेवा सापडली नाही', unknown: 'अज्ञात सेवा: {{name}}', seeAll: 'सर्व सेवा पाहा' },
      intro: '{{summary}} <strong>शुल्क: {{fee}}</strong> ({{base}} + {{rate}}% GST). साधारण लागणारा वेळ: {{turnaround}}.',
      optional: '{{label}} (पर्यायी)',
      choose: 'निवडा',
      attachAgain: 'तुमची उत्तरे जतन केली आहेत. पेज पुन्हा लोड झाल्यावर फाइल्स राहत नाहीत: {{documents}} पुन्हा जोडा.',
      form: {
        name: '{{name}} विनंती',
        details: 'तपशील',
        documents: 'कागदपत्रे',
        payment: 'पेमेंट',
        feeAndBalance: 'शुल्क {{fee}}. वॉलेट बॅलन्स: {{balance}}.',
        payFromWallet: 'वॉलेटमधून भरा',
        payAtCheckout: 'चेकआउटवर भरा (कार्ड, UPI किंवा नेट बँकिंग: रक्कम तुमच्या वॉलेटमध्ये जमा होते आणि शुल्क त्यातून कापले जाते)',
        lessThanFee: 'तुमच्या वॉलेटमध्ये शुल्कापेक्षा कमी रक्कम आहे: विनंती जतन होईल, मग टॉप-अप करून पेमेंटसाठी इथे परत या.',
        submit: 'विनंती पाठवा',
      },
      awaiting: {
        title: 'पेमेंट बाकी',
        saved:
          'तुमची {{name}} विनंती {{count}} कागदपत्रांसह जतन केली आहे. {{fee}} चे शुल्क भरल्यावर ती आमच्या टीमकडे जाईल. {{days}} दिवसांत शुल्क न भरल्यास विनंती आणि तिची कागदपत्रे हटवली जातील.',
        balance: 'वॉलेट बॅलन्स: {{balance}}',
        short: 'तुमच्या वॉलेटमध्ये {{amount}} कमी आहेत. टॉप-अप करा, तुम्ही इथेच परत याल; मग शुल्क तुमच्या वॉलेटमधून कापले जाईल.',
        topUpAndPay: '{{amount}} टॉप-अप करा आणि भरा',
        payFromWallet: 'वॉलेटमधून {{fee}} भरा',
      },
      toast: {
        added: '{{amount}} तुमच्या वॉलेटमध्ये जमा झाले.',
        bankPending: 'तुमच्या टॉप-अपच्या पुष्टीची आम्ही बँकेकडून वाट पाहत आहोत. वॉलेटमध्ये दिसताच शुल्क भरा.',
        topUpFailed: 'टॉप-अप झाले नाही: कोणतीही रक्कम कापली गेली नाही. तुमची विनंती जतन आहे आणि शुल्काची वाट पाहत आहे.',
      },
    },
  },
);
