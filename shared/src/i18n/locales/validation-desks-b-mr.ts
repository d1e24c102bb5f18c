// मराठी of the desks-b part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-desks-b.ts (its type says so).
import type { DESKS_B_LABELS, DESKS_B_VALIDATION_TEXTS } from '../../schemas/validation-texts-desks-b';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const desksBValidationMr: {
  texts: Pick<Validation, keyof typeof DESKS_B_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof DESKS_B_LABELS>;
} = {
  texts: {
    financeDesk: {
      commissionFilter: 'तपासायच्या, मंजूर, पेआउटमध्ये, दिलेले किंवा सर्व निवडा',
      reasonRequired: 'कारण द्या',
      reasonTooShort: 'कारण काही शब्दांत द्या (किमान {{min}} अक्षरे)',
      batchFilter: 'सर्व किंवा बॅचची एक स्थिती निवडा',
      shopRequired: 'दुकान निवडा',
      transferFilter: 'सर्व किंवा ट्रान्सफरची एक स्थिती निवडा',
      refundKind: 'ऑर्डर किंवा वॉलेट निवडा',
    },
    logisticsDesk: {
      statusFilter: 'खुले, सर्व किंवा शिपमेंटची एक स्थिती निवडा',
      bookedDay: '{{label}}: तारीख YYYY-MM-DD स्वरूपात असायला हवी',
      shipmentsRequired: 'किमान एक शिपमेंट निवडा',
      shipmentsMax: 'एका वेळी जास्तीत जास्त {{max}} शिपमेंट पुढे न्या',
      itemId: 'प्रत्येक आयटममध्ये शिपमेंटचा id हवा',
      itemSeenStatus: 'प्रत्येक आयटममध्ये ती ज्या स्थितीत दिसली ती स्थिती हवी',
    },
    leadsOversight: {
      statusFilter: 'खुल्या, सर्व किंवा लीडची एक स्थिती निवडा',
      telecallerFromList: 'यादीतून टेलिकॉलर निवडा',
      olderThanDaysWhole: 'olderThanDays (दिवस) पूर्ण संख्या असायला हवी',
      slaFilter: 'sla रिकामे किंवा breached असायला हवे',
      telecallerRequired: 'लीड ज्या टेलिकॉलरकडे सोपवायची आहे तो निवडा',
      seenAssignedTo: 'seenAssignedTo म्हणजे पेजवर दिसलेल्या टेलिकॉलरचा id, किंवा रिकामे',
    },
    caBackOffice: {
      queueStatus: 'एखादी खुली स्थिती, पूर्ण किंवा नाकारलेले निवडा',
      assignee: 'मी, कोणीही नाही किंवा एखादा CA तज्ज्ञ निवडा',
      overdue: '"मुदत उलटली" true किंवा false असायला हवे',
    },
    caBackOfficeMoves: {
      statusUnknown: 'पेज रीलोड करा: त्याने पाठवलेली स्थिती ही स्थितीच नाही',
      statusMissing: 'पेज रीलोड करा: त्याने कोणती स्थिती दाखवली होती ते सांगितले नाही',
      expertRequired: 'CA तज्ज्ञ निवडा',
      documentsRequired: 'किमान एक कागदपत्र निवडा',
      documentsMax: 'जास्तीत जास्त {{max}} कागदपत्रे मागवा',
      noteRequired: 'दुकानाला सांगा काय चुकले आहे किंवा काय कमी आहे',
      deliverableKind: 'हे प्रमाणपत्र आहे की पोचपावती ते सांगा',
      acknowledgementRequired: 'पोचपावती क्रमांक टाका',
      acknowledgementTooLong: 'पोचपावती क्रमांक जास्तीत जास्त {{max}} अक्षरांचा असतो',
      acknowledgementShape: 'पोचपावती क्रमांकात फक्त अक्षरे, अंक, / आणि - असतात',
      rejectReasonRequired: 'दुकानाला कारण सांगा',
      rejectReasonTooShort: 'दुकानाला कारण एका वाक्यात सांगा',
      rejectReasonTooLong: 'कारण {{max}} अक्षरांपेक्षा कमी ठेवा',
    },
    opsConsole: {
      fromRealDate: '"पासून" योग्य तारीख असायला हवी',
      toRealDate: '"पर्यंत" योग्य तारीख असायला हवी',
      lastEmailToRequired: 'to आवश्यक आहे',
      lastEmailToTooLong: 'to खूप लांब आहे',
      staffCodeEmailRequired: 'email आवश्यक आहे',
      staffCodeEmailTooLong: 'email खूप लांब आहे',
    },
  },
  labels: {
    bookedFrom: 'या तारखेपासून बुक',
    bookedTo: 'या तारखेपर्यंत बुक',
  },
};
