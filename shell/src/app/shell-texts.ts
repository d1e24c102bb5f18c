// The shell's own words (boot failure, not-found, the area error page, the boot fallback) in
// English, Hindi and Marathi. A plain table in the shell's first load, not i18next: the shell must
// show them before any area, and when nothing else could load (decisions 024, 049).
import { defineCoreTexts } from '@platform/shared';

export const shellTexts = defineCoreTexts(
  'shell',
  {
    loading: 'Loading…',
    notFound: {
      title: 'Page not found',
      body: 'The page you asked for does not exist or has moved.',
    },
    goHome: 'Go to the home page',
    retry: 'Retry',
    bootFailure: {
      title: '{{brand}} is temporarily unavailable',
      body: 'We could not load the site just now. Please check your connection and try again.',
    },
    areaError: {
      unavailable: '{{what}} is temporarily unavailable',
      unavailableBody: 'We could not reach it just now. Your session is safe and the rest of the site is working.',
      failed: 'Something went wrong on this page',
      failedBody: 'An unexpected error stopped this page from showing. The rest of the site is working.',
    },
    // How an area is named to people when it is unavailable (by its app name).
    areas: {
      'mf-public': 'This page',
      'mf-b2c': 'Loan and card applications',
      'mf-customer': 'Your customer account',
      'mf-vendor': 'The partner shop dashboard',
      'mf-ca-services': 'CA and business services',
      'mf-telecaller': 'The telecaller console',
      'mf-ops': 'The operations console',
      other: 'This part of the site',
    },
  },
  {
    hi: {
      loading: 'लोड हो रहा है…',
      notFound: {
        title: 'पेज नहीं मिला',
        body: 'आपने जो पेज माँगा, वह मौजूद नहीं है या कहीं और चला गया है।',
      },
      goHome: 'होम पेज पर जाएँ',
      retry: 'फिर से कोशिश करें',
      bootFailure: {
        title: '{{brand}} अभी अस्थायी रूप से उपलब्ध नहीं है',
        body: 'हम अभी साइट लोड नहीं कर सके। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
      },
      areaError: {
        unavailable: '{{what}} अभी अस्थायी रूप से उपलब्ध नहीं है',
        unavailableBody: 'हम अभी उस तक नहीं पहुँच सके। आपका सत्र सुरक्षित है और साइट का बाकी हिस्सा काम कर रहा है।',
        failed: 'इस पेज पर कुछ गड़बड़ हो गई',
        failedBody: 'एक अनपेक्षित त्रुटि के कारण यह पेज नहीं दिख सका। साइट का बाकी हिस्सा काम कर रहा है।',
      },
      areas: {
        'mf-public': 'यह पेज',
        'mf-b2c': 'ऋण और कार्ड के आवेदन',
        'mf-customer': 'आपका ग्राहक खाता',
        'mf-vendor': 'साझेदार दुकान का डैशबोर्ड',
        'mf-ca-services': 'CA और व्यावसायिक सेवाएँ',
        'mf-telecaller': 'टेलीकॉलर कंसोल',
        'mf-ops': 'ऑपरेशंस कंसोल',
        other: 'साइट का यह हिस्सा',
      },
    },
    mr: {
      loading: 'लोड होत आहे…',
      notFound: {
        title: 'पान सापडले नाही',
        body: 'तुम्ही मागितलेले पान अस्तित्वात नाही किंवा दुसरीकडे हलवले आहे.',
      },
      goHome: 'मुख्यपानावर जा',
      retry: 'पुन्हा प्रयत्न करा',
      bootFailure: {
        title: '{{brand}} सध्या तात्पुरते उपलब्ध नाही',
        body: 'आम्ही आत्ता साइट लोड करू शकलो नाही. कृपया तुमचे इंटरनेट कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
      },
      areaError: {
        unavailable: '{{what}} सध्या तात्पुरते उपलब्ध नाही',
        unavailableBody: 'आम्ही आत्ता तिथपर्यंत पोहोचू शकलो नाही. तुमचे सत्र सुरक्षित आहे आणि साइटचा उर्वरित भाग काम करत आहे.',
        failed: 'या पानावर काहीतरी चूक झाली',
        failedBody: 'अनपेक्षित त्रुटीमुळे हे पान दिसू शकले नाही. साइटचा उर्वरित भाग काम करत आहे.',
      },
      areas: {
        'mf-public': 'हे पान',
        'mf-b2c': 'कर्ज आणि कार्डचे अर्ज',
        'mf-customer': 'तुमचे ग्राहक खाते',
        'mf-vendor': 'भागीदार दुकानाचा डॅशबोर्ड',
        'mf-ca-services': 'CA आणि व्यावसायिक सेवा',
        'mf-telecaller': 'टेलिकॉलर कन्सोल',
        'mf-ops': 'ऑपरेशन्स कन्सोल',
        other: 'साइटचा हा भाग',
      },
    },
  },
);

type AreaName = keyof typeof shellTexts.en.areas;
/** The area's name for people, in the current language; a newer area without one is "this part of the site". */
export const areaKey = (app: string | null): `areas.${AreaName}` => (app && app in shellTexts.en.areas ? `areas.${app as AreaName}` : 'areas.other');
