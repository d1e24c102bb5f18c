// मराठी of the customer part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-customer.ts (its type says so).
import type { CUSTOMER_LABELS, CUSTOMER_VALIDATION_TEXTS } from '../../schemas/validation-texts-customer';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const customerValidationMr: {
  texts: Pick<Validation, keyof typeof CUSTOMER_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof CUSTOMER_LABELS>;
} = {
  texts: {
    caRequests: {
      choose: '{{lowerLabel}} निवडा',
      unknownField: 'विनंतीत एक अनोळखी फील्ड आहे',
    },
    sellHistory: {
      productFromList: 'यादीतून एखादे उत्पादन निवडा',
      endBeforeStart: 'शेवटची तारीख सुरुवातीच्या तारखेच्या आधीची असू शकत नाही',
      pageSizeChoice: 'पेजचा आकार 10, 25 किंवा 50 असायला हवा',
      allFlag: 'all ची किंमत true किंवा false असायला हवी',
    },
    commissionInvoice: {
      numberRequired: 'इनव्हॉइस क्रमांक आवश्यक आहे',
      numberShape: 'इनव्हॉइस क्रमांक: जास्तीत जास्त 16 अक्षरे, अंक, / किंवा -',
      dateRequired: 'इनव्हॉइसची तारीख आवश्यक आहे',
      dateShape: 'इनव्हॉइसची तारीख तारखेच्या स्वरूपात टाका',
      dateFuture: 'इनव्हॉइसची तारीख भविष्यातील असू शकत नाही',
      gstin: 'वैध GSTIN टाका किंवा ते रिकामे ठेवा',
    },
    shopPayouts: {
      financialYear: 'fy म्हणजे आर्थिक वर्ष ज्या वर्षी सुरू होते ते वर्ष, उदा. 2026',
      withdrawalPaise: 'रक्कम पूर्ण पैशांत टाका, किमान {{min}} पैसे',
      withdrawalMin: 'तुम्ही किमान ₹{{min}} काढू शकता',
      payoutOutcome: 'यशस्वी, अयशस्वी किंवा रिव्हर्सल निवडा',
    },
    wallet: {
      purposeUnknown: 'पेमेंटचा उद्देश अज्ञात आहे',
      balanceWholePaise: 'walletBalance पैशांत पूर्ण संख्या असायला हवी',
    },
    enquiries: {
      educationLoanType: 'type "education loan" असायला हवा',
      shopIdTooLong: 'shopID जास्तीत जास्त {{max}} अक्षरांचा असू शकतो',
      mobileRequired: 'मोबाइल नंबर आवश्यक आहे',
    },
    telecallerLeads: {
      documentFromList: 'यादीतून एखादे कागदपत्र निवडा',
    },
    shipments: {
      kind: 'kind, order किंवा return असायला हवा',
    },
  },
  labels: {
    listPage: 'पेज',
    listLimit: 'प्रति पेज संख्या',
    listPageSize: 'पेजचा आकार',
    // As the service forms label the fields (mf-ca-services/src/components/texts.ts).
    serviceApplicantName: 'अर्जदाराचे नाव',
    serviceMobile: 'मोबाइल नंबर',
    serviceBusinessName: 'व्यवसायाचे नाव',
    servicePinCode: 'पिन कोड',
    serviceGstin: 'GSTIN क्रमांक',
    serviceNotes: 'आम्हाला आणखी काही माहीत असावे का',
    serviceConstitution: 'व्यवसायाचा प्रकार',
    servicePeriod: 'रिटर्नचा कालावधी',
    serviceProposedName: 'कंपनीचे प्रस्तावित नाव',
    serviceDirectors: 'संचालकांची संख्या',
    serviceFatherName: 'वडिलांचे नाव',
    serviceDateOfBirth: 'जन्मतारीख',
    serviceCorrection: 'काय दुरुस्त करायचे',
    serviceMark: 'ब्रँड नाव (वर्ड मार्क)',
    serviceGoodsClass: 'माल किंवा सेवा',
    serviceLicenceType: 'वार्षिक उलाढाल',
    serviceProducts: 'अन्न उत्पादने',
    serviceRegistration: 'कोणती नोंदणी हवी आहे',
    serviceNeed: 'तुम्हाला काय हवे आहे',
    servicePages: 'किती पेज हवे आहेत',
    serviceBrief: 'व्यवसायाबद्दल',
    serviceDesignBrief: 'तपशील',
    serviceCountry: 'देश',
    serviceVisaType: 'व्हिसाचा प्रकार',
    serviceTravelDate: 'प्रवासाची अपेक्षित तारीख',
    serviceHandles: 'सध्याची पेज किंवा हँडल',
    serviceDesign: 'काय डिझाइन करायचे',
  },
};
