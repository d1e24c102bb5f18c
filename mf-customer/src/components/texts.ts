// The words of the customer area's shared pieces (its menu, the pager), in English, Hindi and Marathi.
import { defineTexts } from '@platform/shared/i18n';

export const componentTexts = defineTexts(
  'mf-customer.components',
  {
    nav: {
      label: 'My account',
      referral: 'Referral',
      inquiryHistory: 'My enquiries',
      earnHistory: 'Earnings',
      profile: 'Profile',
      cibil: 'Credit score',
      logOut: 'Log out of my account',
    },
    pager: { newer: 'Newer', older: 'Older' },
  },
  {
    hi: {
      nav: {
        label: 'मेरा खाता',
        referral: 'रेफ़रल',
        inquiryHistory: 'मेरी पूछताछ',
        earnHistory: 'कमाई',
        profile: 'प्रोफ़ाइल',
        cibil: 'क्रेडिट स्कोर',
        logOut: 'मेरे खाते से लॉग आउट करें',
      },
      pager: { newer: 'नए', older: 'पुराने' },
    },
    mr: {
      nav: {
        label: 'माझे खाते',
        referral: 'रेफरल',
        inquiryHistory: 'माझ्या चौकशा',
        earnHistory: 'कमाई',
        profile: 'प्रोफाइल',
        cibil: 'क्रेडिट स्कोअर',
        logOut: 'माझ्या खात्यातून लॉग आउट करा',
      },
      pager: { newer: 'नवीन', older: 'जुने' },
    },
  },
);
