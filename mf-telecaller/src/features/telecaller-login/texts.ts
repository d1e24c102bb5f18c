// The telecaller login page's words (the verify page's are the shared OTP texts).
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-telecaller.telecaller-login',
  {
    title: 'Telecaller login',
    intro: 'Enter the work mobile number your team lead registered. We send it a one-time password.',
    formLabel: 'Telecaller login',
    notTelecaller: 'Not a telecaller?',
    customerLogin: 'Customer login',
  },
  {
    hi: {
      title: 'टेलीकॉलर लॉगिन',
      intro: 'वह कामकाजी मोबाइल नंबर दर्ज करें जो आपके टीम लीड ने पंजीकृत किया है। हम उस पर एक वन-टाइम पासवर्ड (OTP) भेजते हैं।',
      formLabel: 'टेलीकॉलर लॉगिन',
      notTelecaller: 'टेलीकॉलर नहीं हैं?',
      customerLogin: 'ग्राहक लॉगिन',
    },
    mr: {
      title: 'टेलिकॉलर लॉगिन',
      intro: 'तुमच्या टीम लीडने नोंदवलेला कामाचा मोबाइल नंबर टाका. आम्ही त्यावर वन-टाइम पासवर्ड (OTP) पाठवतो.',
      formLabel: 'टेलिकॉलर लॉगिन',
      notTelecaller: 'टेलिकॉलर नाही?',
      customerLogin: 'ग्राहक लॉगिन',
    },
  },
);
