// हिन्दी of the desks-a part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-desks-a.ts (its type says so). The desks' words (kinds,
// states, moves) are those their pages use (mf-ops/src/features/*/texts.ts); codes a page sends
// (seenVersion, shopPhoto, changes_requested …) stay as they are.
import type { DESKS_A_LABELS, DESKS_A_VALIDATION_TEXTS } from '../../schemas/validation-texts-desks-a';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const desksAValidationHi: {
  texts: Pick<Validation, keyof typeof DESKS_A_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof DESKS_A_LABELS>;
} = {
  texts: {
    contentDesk: {
      kindFilter: 'ब्लॉग, समाचार या गाइड चुनें',
      stateFilter: 'ड्राफ़्ट, शेड्यूल किया गया, प्रकाशित या अप्रकाशित चुनें',
      kindRequired: 'चुनें कि आप क्या लिख रहे हैं',
      kindFromList: 'ब्लॉग पोस्ट, समाचार या प्रोडक्ट गाइड चुनें',
      imageKindRequired: 'लेख का प्रकार चुनें',
      titleRequired: 'शीर्षक दर्ज करें',
      titleTooLong: 'शीर्षक अधिकतम {{max}} अक्षरों का हो सकता है',
      slugRequired: 'पता (स्लग) दर्ज करें',
      slugTooLong: 'स्लग अधिकतम {{max}} अक्षरों का हो सकता है',
      slugShape: 'छोटे अक्षर, अंक और एक-एक हाइफ़न इस्तेमाल करें (जैसे gst-for-small-shops)',
      summaryRequired: 'छोटा सारांश दर्ज करें',
      summaryTooLong: 'सारांश अधिकतम {{max}} अक्षरों का हो सकता है',
      articleRequired: 'लेख लिखें',
      articleTooLong: 'लेख अधिकतम {{max}} अक्षरों का हो सकता है',
      authorRequired: 'लेखक का नाम दर्ज करें',
      authorTooLong: 'लेखक का नाम अधिकतम {{max}} अक्षरों का हो सकता है',
      categoryRequired: 'श्रेणी दर्ज करें',
      categoryTooLong: 'श्रेणी अधिकतम {{max}} अक्षरों की हो सकती है',
      coverTooLong: 'कवर इमेज का पता अधिकतम {{max}} अक्षरों का हो सकता है',
      coverAddress: 'अपलोड की गई इमेज का पता या इस साइट का कोई पाथ दें',
      seenVersionWhole: 'seenVersion पूर्ण संख्या होना चाहिए',
      seenVersionRequired: 'seenVersion आवश्यक है',
      seenStateRequired: 'seenState आवश्यक है',
      seenStateFromList: 'seenState इनमें से एक स्थिति होनी चाहिए',
      moveRequired: 'शेड्यूल करें, प्रकाशित करें या प्रकाशन हटाएँ में से चुनें',
      publishAtRequired: 'चुनें कि यह कब लाइव होगा',
      publishAtShape: 'सही तारीख और समय चुनें',
    },
    kycReview: {
      stateFilter: 'awaiting, changes_requested, accepted या incomplete में से चुनें',
      documentKind: 'shopPhoto या addressProof चुनें',
      itemRequired: 'KYC का कोई चरण या दस्तावेज़ चुनें',
      decisionRequired: 'स्वीकार या अस्वीकार चुनें',
      rejectReason: 'कारण बताएँ (दुकान यह कारण देखती है)',
      evidenceUnknown: 'पेज दोबारा लोड करें: उस पर दिखाए गए प्रमाण की जानकारी नहीं मिली',
    },
    grievanceDesk: {
      statusFilter: 'खुली, समय-सीमा पार, सभी या कोई एक स्थिति चुनें',
      assignedFilter: 'मुझे, किसी को नहीं या कोई भी चुनें',
      officerRequired: 'अधिकारी चुनें',
      statusMissing: 'शिकायत दोबारा लोड करें: आपने जो स्थिति देखी थी, वह नहीं मिली',
      replyRequired: 'उत्तर लिखें',
      replyTooShort: 'ऐसा उत्तर लिखें जिस पर व्यक्ति कुछ कर सके (कम से कम {{min}} अक्षर)',
      replyTooLong: 'उत्तर {{max}} अक्षरों से कम रखें',
      resolutionRequired: 'बताएँ कि शिकायत का निपटारा कैसे हुआ',
      escalationRequired: 'बताएँ कि इसे आगे क्यों भेजा जा रहा है',
      reasonTooShort: 'थोड़ा और बताएँ (कम से कम {{min}} अक्षर)',
    },
    serviceDesks: {
      statusFilter: 'खुले, सभी या कोई एक स्थिति चुनें',
    },
    careersDesk: {
      moveRequired: 'चुनें कि इस आवेदन का क्या करना है',
      moveFromList: 'शॉर्टलिस्ट करें, अस्वीकार करें या नियुक्त करें में से चुनें',
      statusMissing: 'आवेदन दोबारा लोड करें: आपने जो स्थिति देखी थी, वह नहीं मिली',
    },
    partnerEnquiries: {
      moveRequired: 'चुनें कि इस पूछताछ का क्या करना है',
      moveFromList: 'संपर्क किया गया, रजिस्टर करने का न्योता भेजा या बंद में से चुनें',
      statusMissing: 'पूछताछ दोबारा लोड करें: आपने जो स्थिति देखी थी, वह नहीं मिली',
    },
    staffIdentity: {
      codeRequired: 'अपने ऑथेंटिकेटर ऐप का कोड दर्ज करें',
      codeShape: 'ऑथेंटिकेटर कोड {{length}} अंकों का होता है',
      rolesRequired: 'कम से कम एक कर्मचारी भूमिका चुनें',
      rolesFromList: 'सूची में से कर्मचारी भूमिकाएँ चुनें',
      rolesOnce: 'हर कर्मचारी भूमिका एक ही बार चुनें',
      invitationIncomplete: 'यह न्योता लिंक अधूरा है',
      invitationInvalid: 'यह न्योता लिंक मान्य नहीं है',
      confirmPassword: 'अपने पासवर्ड की पुष्टि करें',
      passwordsDiffer: 'दोनों पासवर्ड मेल नहीं खाते',
    },
    partnerApprovals: {
      staffRoleFilter: 'बैंकर या टेलीकॉलर चुनें',
      partnerKindFilter: 'दुकान, बैंकर या टेलीकॉलर चुनें',
    },
  },
  labels: {},
};
