// मराठी of the common part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-common.ts (its type says so).
import type { COMMON_LABELS, COMMON_VALIDATION_TEXTS } from '../../schemas/validation-texts-common';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const commonValidationMr: {
  texts: Pick<Validation, keyof typeof COMMON_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof COMMON_LABELS>;
} = {
  texts: {
    paging: {
      pageWhole: 'पेज पूर्ण संख्या असायला हवे',
      pageFrom: 'पेज 1 पासून सुरू होते',
      pageSizeWhole: 'पेजचा आकार पूर्ण संख्या असायला हवा',
      pageSizeMin: 'पेजचा आकार किमान {{min}} असायला हवा',
      pageSizeMax: 'पेजचा आकार जास्तीत जास्त {{max}} असू शकतो',
    },
    field: {
      tooLong: '{{label}}: जास्तीत जास्त {{max}} अक्षरे असू शकतात',
      notANumber: '{{label}} संख्या असायला हवी',
      wholeNumber: '{{label}} पूर्ण संख्या असायला हवी',
    },
    common: {
      reasonTooLong: 'कारण जास्तीत जास्त {{max}} अक्षरांचे असू शकते',
      noteUnder: 'नोंद {{max}} अक्षरांपेक्षा कमी ठेवा',
      searchTooLong: 'शोध जास्तीत जास्त {{max}} अक्षरांचा असू शकतो',
      shopTooLong: 'दुकान जास्तीत जास्त {{max}} अक्षरांचे असू शकते',
      fromDate: '"पासून" तारीख असायला हवी (YYYY-MM-DD)',
      toDate: '"पर्यंत" तारीख असायला हवी (YYYY-MM-DD)',
      language: 'इंग्रजी, हिंदी किंवा मराठी निवडा',
      approvalStatus: 'प्रलंबित, मंजूर, नाकारलेले किंवा निलंबित यापैकी एक निवडा',
      wholeNumber: 'पूर्ण संख्या द्या',
      numberFrom: '{{min}} पासून सुरू होणारी संख्या द्या',
      numberUpTo: 'जास्तीत जास्त {{max}} पर्यंतची संख्या द्या',
      productCode: 'product "{{code}}" असायला हवे',
    },
  },
  labels: {},
};
