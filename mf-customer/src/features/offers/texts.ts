// The offers page's own words (the offers panel's are shared/lending's).
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-customer.offers',
  {
    title: 'Your loan offers',
    intro: 'Every lender that matches your application, side by side. Open an offer’s Key Fact Statement before you choose.',
    back: 'Back to my enquiries',
  },
  {
    hi: {
      title: 'आपके लोन ऑफ़र',
      intro: 'आपके आवेदन से मेल खाने वाले सभी ऋणदाता, एक साथ। चुनने से पहले ऑफ़र का मुख्य तथ्य विवरण (KFS) खोलकर पढ़ें।',
      back: 'मेरी पूछताछ पर वापस जाएँ',
    },
    mr: {
      title: 'तुमच्या कर्जाच्या ऑफर',
      intro: 'तुमच्या अर्जाशी जुळणारे सर्व कर्जदाते, शेजारी-शेजारी. निवड करण्यापूर्वी ऑफरचे मुख्य तथ्य विवरण (KFS) उघडून वाचा.',
      back: 'माझ्या चौकशांकडे परत',
    },
  },
);
