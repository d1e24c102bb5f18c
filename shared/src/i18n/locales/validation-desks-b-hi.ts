// हिन्दी of the desks-b part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-desks-b.ts (its type says so).
import type { DESKS_B_LABELS, DESKS_B_VALIDATION_TEXTS } from '../../schemas/validation-texts-desks-b';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const desksBValidationHi: {
  texts: Pick<Validation, keyof typeof DESKS_B_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof DESKS_B_LABELS>;
} = {
  texts: {
    financeDesk: {
      commissionFilter: 'जाँच के लिए, मंज़ूर, पेआउट में, भुगतान हुआ या सभी चुनें',
      reasonRequired: 'कारण बताएँ',
      reasonTooShort: 'कारण कुछ शब्दों में बताएँ (कम से कम {{min}} अक्षर)',
      batchFilter: 'सभी या बैच की कोई एक स्थिति चुनें',
      shopRequired: 'दुकान चुनें',
      transferFilter: 'सभी या ट्रांसफ़र की कोई एक स्थिति चुनें',
      refundKind: 'ऑर्डर या वॉलेट चुनें',
    },
    logisticsDesk: {
      statusFilter: 'खुले, सभी या शिपमेंट की कोई एक स्थिति चुनें',
      bookedDay: '{{label}}: तारीख YYYY-MM-DD रूप में होनी चाहिए',
      shipmentsRequired: 'कम से कम एक शिपमेंट चुनें',
      shipmentsMax: 'एक बार में अधिकतम {{max}} शिपमेंट आगे बढ़ाएँ',
      itemId: 'हर आइटम में शिपमेंट की id होनी चाहिए',
      itemSeenStatus: 'हर आइटम में वह स्थिति होनी चाहिए जिसमें वह दिखा था',
    },
    leadsOversight: {
      statusFilter: 'खुली, सभी या लीड की कोई एक स्थिति चुनें',
      telecallerFromList: 'सूची में से टेलीकॉलर चुनें',
      olderThanDaysWhole: 'olderThanDays (दिन) पूर्ण संख्या होनी चाहिए',
      slaFilter: 'sla खाली हो या breached',
      telecallerRequired: 'वह टेलीकॉलर चुनें जिसे लीड सौंपनी है',
      seenAssignedTo: 'seenAssignedTo पेज पर दिखे टेलीकॉलर की id हो, या खाली',
    },
    caBackOffice: {
      queueStatus: 'कोई खुली स्थिति, पूरा हुआ या अस्वीकृत चुनें',
      assignee: 'मैं, कोई नहीं या कोई CA विशेषज्ञ चुनें',
      overdue: '"समय-सीमा पार" true या false होना चाहिए',
    },
    caBackOfficeMoves: {
      statusUnknown: 'पेज रीलोड करें: उसकी भेजी स्थिति कोई स्थिति नहीं है',
      statusMissing: 'पेज रीलोड करें: उसने नहीं बताया कि कौन-सी स्थिति दिखाई थी',
      expertRequired: 'CA विशेषज्ञ चुनें',
      documentsRequired: 'कम से कम एक दस्तावेज़ चुनें',
      documentsMax: 'अधिकतम {{max}} दस्तावेज़ माँगें',
      noteRequired: 'दुकान को बताएँ कि क्या ग़लत है या क्या कम है',
      deliverableKind: 'बताएँ कि यह प्रमाणपत्र है या पावती',
      acknowledgementRequired: 'पावती नंबर दर्ज करें',
      acknowledgementTooLong: 'पावती नंबर अधिकतम {{max}} अक्षरों का होता है',
      acknowledgementShape: 'पावती नंबर में केवल अक्षर, अंक, / और - होते हैं',
      rejectReasonRequired: 'दुकान को कारण बताएँ',
      rejectReasonTooShort: 'दुकान को कारण एक वाक्य में बताएँ',
      rejectReasonTooLong: 'कारण {{max}} अक्षरों से कम रखें',
    },
    opsConsole: {
      fromRealDate: '"से" सही तारीख होनी चाहिए',
      toRealDate: '"तक" सही तारीख होनी चाहिए',
      lastEmailToRequired: 'to आवश्यक है',
      lastEmailToTooLong: 'to बहुत लंबा है',
      staffCodeEmailRequired: 'email आवश्यक है',
      staffCodeEmailTooLong: 'email बहुत लंबा है',
    },
  },
  labels: {
    bookedFrom: 'इस तारीख से बुक',
    bookedTo: 'इस तारीख तक बुक',
  },
};
