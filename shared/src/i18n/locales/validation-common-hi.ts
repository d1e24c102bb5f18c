// हिन्दी of the common part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-common.ts (its type says so).
import type { COMMON_LABELS, COMMON_VALIDATION_TEXTS } from '../../schemas/validation-texts-common';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const commonValidationHi: {
  texts: Pick<Validation, keyof typeof COMMON_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof COMMON_LABELS>;
} = {
  texts: {
    paging: {
      pageWhole: 'पेज पूर्ण संख्या होना चाहिए',
      pageFrom: 'पेज 1 से शुरू होता है',
      pageSizeWhole: 'पेज का आकार पूर्ण संख्या होना चाहिए',
      pageSizeMin: 'पेज का आकार कम से कम {{min}} होना चाहिए',
      pageSizeMax: 'पेज का आकार अधिकतम {{max}} हो सकता है',
    },
    field: {
      tooLong: '{{label}}: अधिकतम {{max}} अक्षर हो सकते हैं',
      notANumber: '{{label}} एक संख्या होनी चाहिए',
      wholeNumber: '{{label}} पूर्ण संख्या होनी चाहिए',
    },
    common: {
      reasonTooLong: 'कारण अधिकतम {{max}} अक्षरों का हो सकता है',
      noteUnder: 'नोट {{max}} अक्षरों से कम रखें',
      searchTooLong: 'खोज अधिकतम {{max}} अक्षरों की हो सकती है',
      shopTooLong: 'दुकान अधिकतम {{max}} अक्षरों की हो सकती है',
      fromDate: '"से" तारीख होनी चाहिए (YYYY-MM-DD)',
      toDate: '"तक" तारीख होनी चाहिए (YYYY-MM-DD)',
      language: 'अंग्रेज़ी, हिन्दी या मराठी चुनें',
      approvalStatus: 'लंबित, स्वीकृत, अस्वीकृत या निलंबित में से एक चुनें',
      wholeNumber: 'पूर्ण संख्या दें',
      numberFrom: '{{min}} से शुरू होने वाली संख्या दें',
      numberUpTo: 'अधिकतम {{max}} तक की संख्या दें',
      productCode: 'product "{{code}}" होना चाहिए',
    },
  },
  labels: {},
};
