// मराठी of the lenders part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-lenders.ts (its type says so). The field names are the lender
// pages' own words (mf-ops/src/features/lenders/texts.ts, the offers panel's questions); the
// `{{label}}` templates are worded so that the verb does not agree with the field's name.
import type { LENDERS_LABELS, LENDERS_VALIDATION_TEXTS } from '../../schemas/validation-texts-lenders';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const lendersValidationMr: {
  texts: Pick<Validation, keyof typeof LENDERS_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof LENDERS_LABELS>;
} = {
  texts: {
    lenderForm: {
      percentNotANumber: '{{label}} संख्येत टाका, उदा. 12.25',
      twoDecimals: '{{label}}: दशांश चिन्हानंतर जास्तीत जास्त दोन अंक',
      rupeesNotANumber: '{{label}}: रुपयांत, फक्त अंकांमध्ये टाका',
      wholeRupees: '{{label}}: पूर्ण रुपयांत टाका',
      kindRequired: 'बँक किंवा NBFC निवडा',
      websiteShape: 'वेबसाइट https:// ने सुरू होणारा पत्ता असायला हवा',
      pincodesRequired: 'सेवा दिले जाणारे PIN कोड आवश्यक आहेत',
      pincodesShape: 'सेवा दिले जाणारे PIN कोड: प्रत्येक PIN कोड किंवा त्याचे सुरुवातीचे अंक असावेत, उदा. 41 किंवा 411001',
      pincodesMin: 'कर्जदाता सेवा देतो असा किमान एक PIN कोड (किंवा त्याचे सुरुवातीचे अंक) लिहा',
      pincodesMax: 'जास्तीत जास्त {{max}} PIN कोड लिहा; संपूर्ण भागासाठी त्यांचे सुरुवातीचे अंक वापरा',
      pincodesOnce: 'प्रत्येक PIN कोड एकदाच लिहा',
      grievancePhoneShape: 'तक्रार निवारण अधिकाऱ्याचा फोन: अंक, स्पेस आणि डॅश',
      grievanceEmailShape: 'तक्रार निवारण अधिकाऱ्याचा ई-मेल योग्य ई-मेल पत्ता असायला हवा',
      // The id is in Latin letters (the API's rule): its sample is described, as the field's hint does.
      idShape: 'आयडी: फक्त इंग्रजीतील लहान अक्षरे (a–z), अंक (0–9) आणि डॅश (-)',
      reload: 'कर्जदाता पुन्हा लोड करा आणि पुन्हा बदल करा',
      largestAmountOrder: 'सर्वात जास्त रक्कम सर्वात कमी रकमेपेक्षा कमी असू शकत नाही',
      longestTenureOrder: 'सर्वात जास्त मुदत सर्वात कमी मुदतीपेक्षा कमी असू शकत नाही',
      exampleTenureBetween: 'APR उदाहरणाची मुदत सर्वात कमी आणि सर्वात जास्त मुदतीच्या दरम्यान असायला हवी',
      oldestAgeOrder: 'कमाल वय किमान वयापेक्षा कमी असू शकत नाही',
      lendsToRequired: 'कर्जदाता कोणाला कर्ज देतो ते निवडा',
      rateGridRequired: 'दर तालिकेत किमान एक दर असायला हवा',
      rateGridMax: 'दर तालिकेत जास्तीत जास्त {{max}} दर असू शकतात',
      rateGridGoodBand: 'दर तालिकेत चांगला (700-749) बँडसाठी उत्पन्न 0 पासून लागू होणारा दर असायला हवा: क्रेडिट तपासणीशिवायच्या ऑफर याच दराने दिल्या जातात',
      rateGridOnce: 'प्रत्येक बँडमध्ये एका “उत्पन्नापासून” साठी एकच दर असू शकतो',
      bandRequired: 'क्रेडिट-स्कोर बँड निवडा',
      incomeFromRequired: '“उत्पन्नापासून” आवश्यक आहे (कोणत्याही उत्पन्नासाठी 0)',
      removeReasonRequired: 'प्रॉडक्ट का काढत आहात ते सांगा',
    },
    lenderDecisions: {
      repaidNotANumber: 'परतफेड केलेली रक्कम पैशांत, संख्येत असायला हवी',
      repaidRequired: 'परतफेड केलेली रक्कम आवश्यक आहे',
      repaidWhole: 'परतफेड केलेली रक्कम पूर्ण पैशांत असायला हवी',
      repaidMoreThanNothing: 'परतफेड केलेली रक्कम शून्यापेक्षा जास्त असायला हवी',
      repaidOnRequired: 'परतफेडीची तारीख आवश्यक आहे',
      repaidOnDate: 'परतफेडीची तारीख योग्य तारीख असायला हवी (YYYY-MM-DD)',
    },
    offers: {
      uuid: 'UUID असायला हवा',
      applicationRequired: 'ऑफर कोणत्या अर्जासाठी आहेत ते सांगा',
      languageCode: 'भाषा en, hi किंवा mr असायला हवी',
      lenderRequired: 'कोणत्या कर्जदात्याची ऑफर निवडली ते सांगा',
    },
  },
  labels: {
    lenderName: 'नाव',
    rbiRegistration: 'RBI नोंदणी',
    registrationStatus: 'नोंदणीची स्थिती',
    website: 'वेबसाइट',
    grievanceOfficer: 'तक्रार निवारण अधिकारी',
    grievancePhone: 'तक्रार निवारण अधिकाऱ्याचा फोन',
    grievanceEmail: 'तक्रार निवारण अधिकाऱ्याचा ई-मेल',
    lenderId: 'आयडी',
    productName: 'प्रॉडक्टचे नाव',
    smallestAmount: 'सर्वात कमी रक्कम',
    largestAmount: 'सर्वात जास्त रक्कम',
    shortestTenure: 'सर्वात कमी मुदत (महिने)',
    longestTenure: 'सर्वात जास्त मुदत (महिने)',
    exampleTenure: 'APR उदाहरणाची मुदत (महिने)',
    youngestAge: 'किमान वय',
    oldestAge: 'कमाल वय',
    leastMonthlyIncome: 'किमान मासिक उत्पन्न',
    foirShare: 'सर्व EMI मिळून घेऊ शकतील असा उत्पन्नाचा भाग',
    processingFee: 'प्रोसेसिंग फी',
    incomeFrom: '“उत्पन्नापासून”',
    rate: 'दर',
    penalCharges: 'दंड शुल्क',
    foreclosure: 'मुदतपूर्व परतफेड',
    coolingOffDays: 'कूलिंग-ऑफ दिवस',
    tenureInMonths: 'मुदत (महिने)',
    existingEmis: 'दरमहा आधीच भरत असलेले EMI',
    applicantAge: 'वय',
  },
};
