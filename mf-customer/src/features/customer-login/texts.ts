// The customer login page's words (the verify page's are the shared OTP texts).
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-customer.customer-login',
  {
    title: 'Log in to your account',
    intro: 'Enter your mobile number. We send you a one-time password; no password to remember.',
    formLabel: 'Customer login',
    partnerShop: 'Partner shop?',
    partnerLogin: 'Log in with email and password',
  },
  {
    hi: {
      title: 'अपने खाते में लॉग इन करें',
      intro: 'अपना मोबाइल नंबर दर्ज करें। हम आपको एक वन-टाइम पासवर्ड (OTP) भेजते हैं; कोई पासवर्ड याद रखने की ज़रूरत नहीं।',
      formLabel: 'ग्राहक लॉगिन',
      partnerShop: 'पार्टनर दुकान?',
      partnerLogin: 'ईमेल और पासवर्ड से लॉग इन करें',
    },
    mr: {
      title: 'तुमच्या खात्यात लॉग इन करा',
      intro: 'तुमचा मोबाइल नंबर टाका. आम्ही तुम्हाला वन-टाइम पासवर्ड (OTP) पाठवतो; कोणताही पासवर्ड लक्षात ठेवण्याची गरज नाही.',
      formLabel: 'ग्राहक लॉगिन',
      partnerShop: 'भागीदार दुकान?',
      partnerLogin: 'ईमेल आणि पासवर्डने लॉग इन करा',
    },
  },
);
