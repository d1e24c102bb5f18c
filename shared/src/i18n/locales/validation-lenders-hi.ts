// हिन्दी of the lenders part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-lenders.ts (its type says so). The field names are the lender
// pages' own words (mf-ops/src/features/lenders/texts.ts, the offers panel's questions); the
// `{{label}}` templates are worded so that the verb does not agree with the field's name.
import type { LENDERS_LABELS, LENDERS_VALIDATION_TEXTS } from '../../schemas/validation-texts-lenders';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const lendersValidationHi: {
  texts: Pick<Validation, keyof typeof LENDERS_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof LENDERS_LABELS>;
} = {
  texts: {
    lenderForm: {
      percentNotANumber: '{{label}} संख्या में दर्ज करें, जैसे 12.25',
      twoDecimals: '{{label}}: दशमलव के बाद अधिकतम दो अंक',
      rupeesNotANumber: '{{label}}: रुपयों में, केवल अंकों में दर्ज करें',
      wholeRupees: '{{label}}: पूरे रुपयों में दर्ज करें',
      kindRequired: 'बैंक या NBFC चुनें',
      websiteShape: 'वेबसाइट https:// वाला पता होना चाहिए',
      pincodesRequired: 'सेवा वाले PIN कोड आवश्यक हैं',
      pincodesShape: 'सेवा वाले PIN कोड: हर एक PIN कोड हो या उसके शुरुआती अंक, जैसे 41 या 411001',
      pincodesMin: 'कम से कम एक PIN कोड (या उसके शुरुआती अंक) लिखें जहाँ ऋणदाता सेवा देता है',
      pincodesMax: 'अधिकतम {{max}} PIN कोड लिखें; पूरे क्षेत्र के लिए उनके शुरुआती अंक लिखें',
      pincodesOnce: 'हर PIN कोड एक ही बार लिखें',
      grievancePhoneShape: 'शिकायत अधिकारी का फ़ोन: अंक, स्पेस और डैश',
      grievanceEmailShape: 'शिकायत अधिकारी का ई-मेल सही ई-मेल पता होना चाहिए',
      // The id is in Latin letters (the API's rule): its sample is described, as the field's hint does.
      idShape: 'आईडी: केवल अंग्रेज़ी के छोटे अक्षर (a–z), अंक (0–9) और डैश (-)',
      reload: 'ऋणदाता को फिर से लोड करें और दोबारा बदलाव करें',
      largestAmountOrder: 'सबसे ज़्यादा राशि सबसे कम राशि से कम नहीं हो सकती',
      longestTenureOrder: 'सबसे लंबी अवधि सबसे कम अवधि से कम नहीं हो सकती',
      exampleTenureBetween: 'APR उदाहरण की अवधि सबसे कम और सबसे लंबी अवधि के बीच होनी चाहिए',
      oldestAgeOrder: 'सबसे ज़्यादा उम्र सबसे कम उम्र से कम नहीं हो सकती',
      lendsToRequired: 'चुनें कि ऋणदाता किसे लोन देता है',
      rateGridRequired: 'रेट ग्रिड में कम से कम एक दर होनी चाहिए',
      rateGridMax: 'रेट ग्रिड में अधिकतम {{max}} दरें हो सकती हैं',
      rateGridGoodBand: 'रेट ग्रिड में अच्छा (700-749) बैंड के लिए आय 0 से लागू एक दर होनी चाहिए: बिना क्रेडिट जाँच वाले ऑफ़र इसी दर पर दिए जाते हैं',
      rateGridOnce: 'हर बैंड में एक “आय से” के लिए एक ही दर हो सकती है',
      bandRequired: 'क्रेडिट-स्कोर बैंड चुनें',
      incomeFromRequired: '“आय से” आवश्यक है (किसी भी आय के लिए 0)',
      removeReasonRequired: 'बताएँ कि प्रोडक्ट क्यों हटाया जा रहा है',
    },
    lenderDecisions: {
      repaidNotANumber: 'चुकाई गई राशि पैसों में, संख्या के रूप में होनी चाहिए',
      repaidRequired: 'चुकाई गई राशि आवश्यक है',
      repaidWhole: 'चुकाई गई राशि पूरे पैसों में होनी चाहिए',
      repaidMoreThanNothing: 'चुकाई गई राशि शून्य से अधिक होनी चाहिए',
      repaidOnRequired: 'चुकाने की तारीख आवश्यक है',
      repaidOnDate: 'चुकाने की तारीख सही तारीख होनी चाहिए (YYYY-MM-DD)',
    },
    offers: {
      uuid: 'UUID होना चाहिए',
      applicationRequired: 'बताएँ कि ऑफ़र किस आवेदन के लिए हैं',
      languageCode: 'भाषा en, hi या mr होनी चाहिए',
      lenderRequired: 'बताएँ कि किस ऋणदाता का ऑफ़र चुना गया है',
    },
  },
  labels: {
    lenderName: 'नाम',
    rbiRegistration: 'RBI पंजीकरण',
    registrationStatus: 'पंजीकरण की स्थिति',
    website: 'वेबसाइट',
    grievanceOfficer: 'शिकायत अधिकारी',
    grievancePhone: 'शिकायत अधिकारी का फ़ोन',
    grievanceEmail: 'शिकायत अधिकारी का ई-मेल',
    lenderId: 'आईडी',
    productName: 'प्रोडक्ट का नाम',
    smallestAmount: 'सबसे कम राशि',
    largestAmount: 'सबसे ज़्यादा राशि',
    shortestTenure: 'सबसे कम अवधि (महीने)',
    longestTenure: 'सबसे लंबी अवधि (महीने)',
    exampleTenure: 'APR उदाहरण की अवधि (महीने)',
    youngestAge: 'सबसे कम उम्र',
    oldestAge: 'सबसे ज़्यादा उम्र',
    leastMonthlyIncome: 'कम से कम मासिक आय',
    foirShare: 'आय में सभी EMI की हिस्सेदारी',
    processingFee: 'प्रोसेसिंग फ़ीस',
    incomeFrom: '“आय से”',
    rate: 'दर',
    penalCharges: 'दंड शुल्क',
    foreclosure: 'फ़ोरक्लोज़र',
    coolingOffDays: 'कूलिंग-ऑफ़ के दिन',
    tenureInMonths: 'अवधि (महीने)',
    existingEmis: 'हर महीने पहले से चुकाई जा रही EMI',
    applicantAge: 'उम्र',
  },
};
