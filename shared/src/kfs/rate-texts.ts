// A rate with its APR, as every product page and offer shows it, in English (as it always read),
// Hindi and Marathi (issue 33).
import { defineTexts } from '@platform/shared/i18n';

export const rateTexts = defineTexts(
  'rate-with-apr',
  {
    rate: '{{rate}}% p.a.',
    rateFrom: 'from {{rate}}% p.a.',
    apr: '(APR {{apr}}% p.a. over {{months}} months with fees)',
  },
  {
    hi: {
      rate: '{{rate}}% प्रति वर्ष',
      rateFrom: '{{rate}}% प्रति वर्ष से',
      apr: '(शुल्क सहित {{months}} महीनों में APR {{apr}}% प्रति वर्ष)',
    },
    mr: {
      rate: '{{rate}}% प्रतिवर्ष',
      rateFrom: '{{rate}}% प्रतिवर्षपासून',
      apr: '(शुल्कांसह {{months}} महिन्यांसाठी APR {{apr}}% प्रतिवर्ष)',
    },
  },
);
