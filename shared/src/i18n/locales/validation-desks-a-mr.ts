// मराठी of the desks-a part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-desks-a.ts (its type says so). The desks' words (kinds,
// states, moves) are those their pages use (mf-ops/src/features/*/texts.ts); codes a page sends
// (seenVersion, shopPhoto, changes_requested …) stay as they are.
import type { DESKS_A_LABELS, DESKS_A_VALIDATION_TEXTS } from '../../schemas/validation-texts-desks-a';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const desksAValidationMr: {
  texts: Pick<Validation, keyof typeof DESKS_A_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof DESKS_A_LABELS>;
} = {
  texts: {
    contentDesk: {
      kindFilter: 'ब्लॉग, बातमी किंवा मार्गदर्शक निवडा',
      stateFilter: 'मसुदा, वेळ ठरवलेले, प्रकाशित किंवा अप्रकाशित निवडा',
      kindRequired: 'तुम्ही काय लिहित आहात ते निवडा',
      kindFromList: 'ब्लॉग पोस्ट, बातमी किंवा प्रॉडक्ट मार्गदर्शक निवडा',
      imageKindRequired: 'लेखाचा प्रकार निवडा',
      titleRequired: 'शीर्षक टाका',
      titleTooLong: 'शीर्षक जास्तीत जास्त {{max}} अक्षरांचे असू शकते',
      slugRequired: 'पत्ता (स्लग) टाका',
      slugTooLong: 'स्लग जास्तीत जास्त {{max}} अक्षरांचा असू शकतो',
      slugShape: 'लहान अक्षरे, अंक आणि एकेरी हायफन वापरा (उदा. gst-for-small-shops)',
      summaryRequired: 'छोटा सारांश टाका',
      summaryTooLong: 'सारांश जास्तीत जास्त {{max}} अक्षरांचा असू शकतो',
      articleRequired: 'लेख लिहा',
      articleTooLong: 'लेख जास्तीत जास्त {{max}} अक्षरांचा असू शकतो',
      authorRequired: 'लेखकाचे नाव टाका',
      authorTooLong: 'लेखकाचे नाव जास्तीत जास्त {{max}} अक्षरांचे असू शकते',
      categoryRequired: 'श्रेणी टाका',
      categoryTooLong: 'श्रेणी जास्तीत जास्त {{max}} अक्षरांची असू शकते',
      coverTooLong: 'कव्हर इमेजचा पत्ता जास्तीत जास्त {{max}} अक्षरांचा असू शकतो',
      coverAddress: 'अपलोड केलेल्या इमेजचा पत्ता किंवा या साइटवरील पाथ द्या',
      seenVersionWhole: 'seenVersion पूर्ण संख्या असायला हवी',
      seenVersionRequired: 'seenVersion आवश्यक आहे',
      seenStateRequired: 'seenState आवश्यक आहे',
      seenStateFromList: 'seenState यापैकी एक स्थिती असायला हवी',
      moveRequired: 'वेळ ठरवा, प्रकाशित करा किंवा प्रकाशन मागे घ्या यापैकी निवडा',
      publishAtRequired: 'हे कधी लाइव्ह होईल ते निवडा',
      publishAtShape: 'योग्य तारीख आणि वेळ निवडा',
    },
    kycReview: {
      stateFilter: 'awaiting, changes_requested, accepted किंवा incomplete यापैकी निवडा',
      documentKind: 'shopPhoto किंवा addressProof निवडा',
      itemRequired: 'KYC ची एखादी पायरी किंवा दस्तऐवज निवडा',
      decisionRequired: 'स्वीकारा किंवा नाकारा निवडा',
      rejectReason: 'कारण सांगा (दुकानाला हे कारण दिसते)',
      evidenceUnknown: 'पेज पुन्हा लोड करा: त्यावर दाखवलेल्या पुराव्याची माहिती मिळाली नाही',
    },
    grievanceDesk: {
      statusFilter: 'खुल्या, मुदत उलटलेल्या, सर्व किंवा एक स्थिती निवडा',
      assignedFilter: 'माझ्याकडे, कोणाकडेही नाही किंवा कोणीही निवडा',
      officerRequired: 'अधिकारी निवडा',
      statusMissing: 'तक्रार पुन्हा लोड करा: तुम्ही पाहिलेली स्थिती मिळाली नाही',
      replyRequired: 'उत्तर लिहा',
      replyTooShort: 'व्यक्तीला ज्यावर काही करता येईल असे उत्तर लिहा (किमान {{min}} अक्षरे)',
      replyTooLong: 'उत्तर {{max}} अक्षरांपेक्षा कमी ठेवा',
      resolutionRequired: 'तक्रारीचे निराकरण कसे झाले ते सांगा',
      escalationRequired: 'ती वरिष्ठांकडे का पाठवली ते सांगा',
      reasonTooShort: 'थोडे अधिक सांगा (किमान {{min}} अक्षरे)',
    },
    serviceDesks: {
      statusFilter: 'उघडे, सर्व किंवा एक स्थिती निवडा',
    },
    careersDesk: {
      moveRequired: 'या अर्जाचे काय करायचे ते निवडा',
      moveFromList: 'निवडसूचीत घ्या, नाकारा किंवा नियुक्त करा यापैकी निवडा',
      statusMissing: 'अर्ज पुन्हा लोड करा: तुम्ही पाहिलेली स्थिती मिळाली नाही',
    },
    partnerEnquiries: {
      moveRequired: 'या चौकशीचे काय करायचे ते निवडा',
      moveFromList: 'संपर्क केला, नोंदणीसाठी आमंत्रित केले किंवा बंद यापैकी निवडा',
      statusMissing: 'चौकशी पुन्हा लोड करा: तुम्ही पाहिलेली स्थिती मिळाली नाही',
    },
    staffIdentity: {
      codeRequired: 'तुमच्या ऑथेंटिकेटर ॲपमधील कोड टाका',
      codeShape: 'ऑथेंटिकेटर कोड {{length}} अंकी असतो',
      rolesRequired: 'किमान एक कर्मचारी भूमिका निवडा',
      rolesFromList: 'यादीतून कर्मचारी भूमिका निवडा',
      rolesOnce: 'प्रत्येक कर्मचारी भूमिका एकदाच निवडा',
      invitationIncomplete: 'ही आमंत्रण लिंक अपूर्ण आहे',
      invitationInvalid: 'ही आमंत्रण लिंक वैध नाही',
      confirmPassword: 'तुमच्या पासवर्डची पुष्टी करा',
      passwordsDiffer: 'दोन्ही पासवर्ड जुळत नाहीत',
    },
    partnerApprovals: {
      staffRoleFilter: 'बँकर किंवा टेलिकॉलर निवडा',
      partnerKindFilter: 'दुकान, बँकर किंवा टेलिकॉलर निवडा',
    },
  },
  labels: {},
};
