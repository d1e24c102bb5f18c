// The not-found page's words in English (the spec's, unchanged), Hindi and Marathi (issue 33).
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-public.not-found',
  {
    heading: 'Page not found',
    text: 'The page you asked for does not exist or has moved. These may help:',
    home: 'Home: loans, cards and services',
    faq: 'Help & FAQ',
    contact: 'Contact us',
  },
  {
    hi: {
      heading: 'पेज नहीं मिला',
      text: 'आपने जो पेज माँगा वह मौजूद नहीं है या कहीं और चला गया है। ये मदद कर सकते हैं:',
      home: 'होम: लोन, कार्ड और सेवाएँ',
      faq: 'मदद और FAQ',
      contact: 'हमसे संपर्क करें',
    },
    mr: {
      heading: 'पान सापडले नाही',
      text: 'तुम्ही मागितलेले पान अस्तित्वात नाही किंवा दुसरीकडे हलवले आहे. हे उपयोगी पडू शकतात:',
      home: 'मुख्यपृष्ठ: कर्ज, कार्ड आणि सेवा',
      faq: 'मदत आणि FAQ',
      contact: 'आमच्याशी संपर्क साधा',
    },
  },
);
