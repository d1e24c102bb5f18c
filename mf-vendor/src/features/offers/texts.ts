// The offers page's words in English (the spec's), Hindi and Marathi (issue 33).
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-vendor.offers',
  {
    title: 'Offers for your customer',
    intro:
      'Every lender that matches your customer’s application, side by side. Go through them with the customer: they choose, and they confirm with the code sent to their own mobile.',
    back: 'Back to the sale',
  },
  {
    hi: {
      title: 'आपके ग्राहक के लिए ऑफ़र',
      intro: 'आपके ग्राहक के आवेदन से मेल खाने वाले सभी लेंडर, आमने-सामने। ग्राहक के साथ इन्हें देखें: चुनाव ग्राहक करते हैं, और अपने मोबाइल पर आए कोड से पुष्टि करते हैं।',
      back: 'बिक्री पर वापस जाएँ',
    },
    mr: {
      title: 'तुमच्या ग्राहकासाठी ऑफर',
      intro: 'तुमच्या ग्राहकाच्या अर्जाशी जुळणारे सर्व कर्जदाते, शेजारी-शेजारी. ग्राहकासोबत ते पाहा: निवड ग्राहक करतात, आणि त्यांच्या स्वतःच्या मोबाइलवर आलेल्या कोडने पुष्टी करतात.',
      back: 'विक्रीकडे परत जा',
    },
  },
);
