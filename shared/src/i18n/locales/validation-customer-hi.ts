// हिन्दी of the customer part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-customer.ts (its type says so).
import type { CUSTOMER_LABELS, CUSTOMER_VALIDATION_TEXTS } from '../../schemas/validation-texts-customer';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const customerValidationHi: {
  texts: Pick<Validation, keyof typeof CUSTOMER_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof CUSTOMER_LABELS>;
} = {
  texts: {
    caRequests: {
      choose: '{{lowerLabel}} चुनें',
      unknownField: 'अनुरोध में एक अनजान फ़ील्ड है',
    },
    sellHistory: {
      productFromList: 'सूची में से कोई उत्पाद चुनें',
      endBeforeStart: 'अंतिम तारीख शुरू की तारीख से पहले की नहीं हो सकती',
      pageSizeChoice: 'पेज का आकार 10, 25 या 50 होना चाहिए',
      allFlag: 'all का मान true या false होना चाहिए',
    },
    commissionInvoice: {
      numberRequired: 'इनवॉइस नंबर आवश्यक है',
      numberShape: 'इनवॉइस नंबर: अधिकतम 16 अक्षर, अंक, / या -',
      dateRequired: 'इनवॉइस की तारीख आवश्यक है',
      dateShape: 'इनवॉइस की तारीख, तारीख के रूप में दर्ज करें',
      dateFuture: 'इनवॉइस की तारीख भविष्य की नहीं हो सकती',
      gstin: 'मान्य GSTIN दर्ज करें या इसे खाली छोड़ दें',
    },
    shopPayouts: {
      financialYear: 'fy वह वर्ष है जिसमें वित्त वर्ष शुरू होता है, जैसे 2026',
      withdrawalPaise: 'राशि पूरे पैसों में दर्ज करें, कम से कम {{min}} पैसे',
      withdrawalMin: 'आप कम से कम ₹{{min}} निकाल सकते हैं',
      payoutOutcome: 'सफल, असफल या रिवर्सल चुनें',
    },
    wallet: {
      purposeUnknown: 'भुगतान का उद्देश्य अज्ञात है',
      balanceWholePaise: 'walletBalance पैसों में पूर्ण संख्या होनी चाहिए',
    },
    enquiries: {
      educationLoanType: 'type "education loan" होना चाहिए',
      shopIdTooLong: 'shopID अधिकतम {{max}} अक्षरों का हो सकता है',
      mobileRequired: 'मोबाइल नंबर आवश्यक है',
    },
    telecallerLeads: {
      documentFromList: 'सूची में से कोई दस्तावेज़ चुनें',
    },
    shipments: {
      kind: 'kind, order या return होना चाहिए',
    },
  },
  labels: {
    listPage: 'पेज',
    listLimit: 'प्रति पेज संख्या',
    listPageSize: 'पेज का आकार',
    // As the service forms label the fields (mf-ca-services/src/components/texts.ts).
    serviceApplicantName: 'आवेदक का नाम',
    serviceMobile: 'मोबाइल नंबर',
    serviceBusinessName: 'व्यवसाय का नाम',
    servicePinCode: 'पिन कोड',
    serviceGstin: 'GSTIN नंबर',
    serviceNotes: 'कुछ और जो हमें जानना चाहिए',
    serviceConstitution: 'व्यवसाय का प्रकार',
    servicePeriod: 'रिटर्न की अवधि',
    serviceProposedName: 'कंपनी का प्रस्तावित नाम',
    serviceDirectors: 'निदेशकों की संख्या',
    serviceFatherName: 'पिता का नाम',
    serviceDateOfBirth: 'जन्म तिथि',
    serviceCorrection: 'क्या सुधारना है',
    serviceMark: 'ब्रांड नाम (वर्ड मार्क)',
    serviceGoodsClass: 'सामान या सेवाएँ',
    serviceLicenceType: 'सालाना टर्नओवर',
    serviceProducts: 'खाद्य उत्पाद',
    serviceRegistration: 'कौन-सा पंजीकरण चाहिए',
    serviceNeed: 'आपको क्या चाहिए',
    servicePages: 'कितने पेज चाहिए',
    serviceBrief: 'व्यवसाय के बारे में',
    serviceDesignBrief: 'विवरण',
    serviceCountry: 'देश',
    serviceVisaType: 'वीज़ा का प्रकार',
    serviceTravelDate: 'यात्रा की संभावित तारीख़',
    serviceHandles: 'मौजूदा पेज या हैंडल',
    serviceDesign: 'क्या डिज़ाइन करना है',
  },
};
