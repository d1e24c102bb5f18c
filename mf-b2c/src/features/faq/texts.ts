// The FAQ page's own words in English (the spec's, unchanged), Hindi and Marathi (issue 33). The
// questions and answers are in faq-content.ts and its -hi and -mr tables.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-b2c.faq',
  {
    title: 'Frequently asked questions',
    intro: 'Answers about loans, eligibility, documents, CIBIL, referrals and partner shops.',
    stillBefore: 'Still have a question? Call {{phone}}, write to {{email}} or see ',
    contact: 'Contact us',
    stillAfter: '.',
  },
  {
    hi: {
      title: 'अक्सर पूछे जाने वाले सवाल',
      intro: 'लोन, पात्रता, दस्तावेज़, CIBIL, रेफ़रल और पार्टनर दुकानों के बारे में जवाब।',
      stillBefore: 'अब भी कोई सवाल है? {{phone}} पर कॉल करें, {{email}} पर लिखें या देखें ',
      contact: 'हमसे संपर्क करें',
      stillAfter: '।',
    },
    mr: {
      title: 'वारंवार विचारले जाणारे प्रश्न',
      intro: 'कर्ज, पात्रता, कागदपत्रे, CIBIL, रेफरल आणि पार्टनर दुकानांविषयी उत्तरे.',
      stillBefore: 'अजून प्रश्न आहे? {{phone}} वर कॉल करा, {{email}} वर लिहा किंवा पाहा ',
      contact: 'आमच्याशी संपर्क साधा',
      stillAfter: '.',
    },
  },
);
