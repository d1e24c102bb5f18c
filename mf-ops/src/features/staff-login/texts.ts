// The staff sign-in page's words in English (the spec's), Hindi and Marathi (issue 33).
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-ops.staff-login',
  {
    title: 'Operations console sign-in',
    intro: 'Company staff only. You need your password and the 6-digit code from your authenticator app.',
    form: 'Staff sign-in',
    email: 'Work email',
    password: 'Password',
    code: 'Authenticator code',
    codeHint: '6 digits, from your authenticator app',
    signIn: 'Sign in',
  },
  {
    hi: {
      title: 'संचालन कंसोल में साइन इन',
      intro: 'केवल कंपनी के कर्मचारियों के लिए। आपको अपना पासवर्ड और अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड चाहिए।',
      form: 'कर्मचारी साइन इन',
      email: 'कार्यालय ईमेल',
      password: 'पासवर्ड',
      code: 'ऑथेंटिकेटर कोड',
      codeHint: '6 अंक, आपके ऑथेंटिकेटर ऐप से',
      signIn: 'साइन इन करें',
    },
    mr: {
      title: 'संचालन कन्सोलमध्ये साइन इन',
      intro: 'फक्त कंपनीच्या कर्मचाऱ्यांसाठी. तुम्हाला तुमचा पासवर्ड आणि तुमच्या ऑथेंटिकेटर ॲपमधील 6 अंकी कोड लागेल.',
      form: 'कर्मचारी साइन इन',
      email: 'कार्यालयीन ईमेल',
      password: 'पासवर्ड',
      code: 'ऑथेंटिकेटर कोड',
      codeHint: '6 अंक, तुमच्या ऑथेंटिकेटर ॲपमधून',
      signIn: 'साइन इन करा',
    },
  },
);
