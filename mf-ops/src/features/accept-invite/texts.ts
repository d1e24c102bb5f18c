// The invitation page's words in English (the spec's), Hindi and Marathi (issue 33). The <go>
// tag marks the otpauth link, so each language places it where its sentence needs it.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-ops.accept-invite',
  {
    title: 'Join the operations console',
    invited: '{{name}} ({{email}}), you are invited as {{roles}}.',
    addHeading: '1. Add the console to your authenticator app',
    addLink: 'On your phone, open <go>this link</go> or type this key into your authenticator app:',
    key: 'Authenticator key',
    passwordHeading: '2. Set your password and enter the code the app shows',
    form: 'Accept invitation',
    password: 'New password',
    confirmPassword: 'Confirm password',
    code: 'Authenticator code',
    codeHint: '6 digits, from your authenticator app',
    join: 'Join',
  },
  {
    hi: {
      title: 'संचालन कंसोल से जुड़ें',
      invited: '{{name}} ({{email}}), आपको {{roles}} के रूप में आमंत्रित किया गया है।',
      addHeading: '1. कंसोल को अपने ऑथेंटिकेटर ऐप में जोड़ें',
      addLink: 'अपने फ़ोन पर <go>यह लिंक</go> खोलें या यह कुंजी अपने ऑथेंटिकेटर ऐप में टाइप करें:',
      key: 'ऑथेंटिकेटर कुंजी',
      passwordHeading: '2. अपना पासवर्ड बनाएँ और ऐप में दिख रहा कोड डालें',
      form: 'आमंत्रण स्वीकार करें',
      password: 'नया पासवर्ड',
      confirmPassword: 'पासवर्ड की पुष्टि करें',
      code: 'ऑथेंटिकेटर कोड',
      codeHint: '6 अंक, आपके ऑथेंटिकेटर ऐप से',
      join: 'जुड़ें',
    },
    mr: {
      title: 'संचालन कन्सोलमध्ये सामील व्हा',
      invited: '{{name}} ({{email}}), तुम्हाला {{roles}} म्हणून आमंत्रित केले आहे.',
      addHeading: '1. कन्सोल तुमच्या ऑथेंटिकेटर ॲपमध्ये जोडा',
      addLink: 'तुमच्या फोनवर <go>ही लिंक</go> उघडा किंवा ही की तुमच्या ऑथेंटिकेटर ॲपमध्ये टाइप करा:',
      key: 'ऑथेंटिकेटर की',
      passwordHeading: '2. तुमचा पासवर्ड ठरवा आणि ॲपमध्ये दिसणारा कोड टाका',
      form: 'आमंत्रण स्वीकारा',
      password: 'नवीन पासवर्ड',
      confirmPassword: 'पासवर्डची खात्री करा',
      code: 'ऑथेंटिकेटर कोड',
      codeHint: '6 अंक, तुमच्या ऑथेंटिकेटर ॲपमधून',
      join: 'सामील व्हा',
    },
  },
);
