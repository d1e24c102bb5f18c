// The shop QR pages' words in English (the spec's), Hindi and Marathi (issue 33).
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-vendor.shop-qr',
  {
    products: {
      'education-loan': 'Education loan',
      'personal-loan': 'Personal loan',
      'business-loan': 'Business loan',
      'home-loan': 'Home loan',
      'credit-card': 'Credit card',
      'motor-insurance': 'Motor insurance',
    },
    drawing: 'Drawing the code…',
    create: {
      title: 'Create a shop QR code',
      intro: 'A QR code customers scan at your counter: their enquiry is credited to your shop.',
      formLabel: 'Enquiry form the code opens',
      link: 'Link:',
      alt: 'QR code for {{product}} at your shop',
      use: 'Use this QR code',
    },
    get: {
      title: 'Get shop qr',
      intro: "Your shop's QR code for {{product}} enquiries. Print the poster for your counter or download the code.",
      downloadPng: 'Download PNG',
      downloadSvg: 'Download SVG',
      print: 'Print A5 poster',
      another: 'Choose another form',
      poster: 'Poster',
      call: 'Scan to apply for a {{product}}',
      alt: 'QR code: {{link}}',
      note: 'Shop code {{code}} · Support {{phone}}',
    },
  },
  {
    hi: {
      products: {
        'education-loan': 'एजुकेशन लोन',
        'personal-loan': 'पर्सनल लोन',
        'business-loan': 'बिज़नेस लोन',
        'home-loan': 'होम लोन',
        'credit-card': 'क्रेडिट कार्ड',
        'motor-insurance': 'मोटर बीमा',
      },
      drawing: 'कोड बन रहा है…',
      create: {
        title: 'दुकान का QR कोड बनाएँ',
        intro: 'ग्राहक आपके काउंटर पर यह QR कोड स्कैन करते हैं: उनकी पूछताछ आपकी दुकान के खाते में जुड़ती है।',
        formLabel: 'कोड कौन-सा पूछताछ फ़ॉर्म खोलेगा',
        link: 'लिंक:',
        alt: 'आपकी दुकान पर {{product}} के लिए QR कोड',
        use: 'यह QR कोड इस्तेमाल करें',
      },
      get: {
        title: 'दुकान का QR कोड पाएँ',
        intro: '{{product}} पूछताछ के लिए आपकी दुकान का QR कोड। अपने काउंटर के लिए पोस्टर प्रिंट करें या कोड डाउनलोड करें।',
        downloadPng: 'PNG डाउनलोड करें',
        downloadSvg: 'SVG डाउनलोड करें',
        print: 'A5 पोस्टर प्रिंट करें',
        another: 'दूसरा फ़ॉर्म चुनें',
        poster: 'पोस्टर',
        call: '{{product}} के लिए आवेदन करने हेतु स्कैन करें',
        alt: 'QR कोड: {{link}}',
        note: 'दुकान कोड {{code}} · सहायता {{phone}}',
      },
    },
    mr: {
      products: {
        'education-loan': 'शैक्षणिक कर्ज',
        'personal-loan': 'वैयक्तिक कर्ज',
        'business-loan': 'व्यवसाय कर्ज',
        'home-loan': 'गृह कर्ज',
        'credit-card': 'क्रेडिट कार्ड',
        'motor-insurance': 'मोटर विमा',
      },
      drawing: 'कोड तयार होत आहे…',
      create: {
        title: 'दुकानाचा QR कोड तयार करा',
        intro: 'ग्राहक तुमच्या काउंटरवर हा QR कोड स्कॅन करतात: त्यांची चौकशी तुमच्या दुकानाच्या नावे जमा होते.',
        formLabel: 'कोड कोणता चौकशी फॉर्म उघडेल',
        link: 'लिंक:',
        alt: 'तुमच्या दुकानातील {{product}} साठी QR कोड',
        use: 'हा QR कोड वापरा',
      },
      get: {
        title: 'दुकानाचा QR कोड मिळवा',
        intro: '{{product}} चौकशीसाठी तुमच्या दुकानाचा QR कोड. तुमच्या काउंटरसाठी पोस्टर प्रिंट करा किंवा कोड डाउनलोड करा.',
        downloadPng: 'PNG डाउनलोड करा',
        downloadSvg: 'SVG डाउनलोड करा',
        print: 'A5 पोस्टर प्रिंट करा',
        another: 'दुसरा फॉर्म निवडा',
        poster: 'पोस्टर',
        call: '{{product}} साठी अर्ज करण्यासाठी स्कॅन करा',
        alt: 'QR कोड: {{link}}',
        note: 'दुकान कोड {{code}} · सहाय्य {{phone}}',
      },
    },
  },
);

type ProductKey = `products.${keyof typeof texts.en.products}`;
/** The product's name in the shop's language (its slug is one of SHOP_LINK_PRODUCTS'). */
export const productKey = (slug: string) => `products.${slug}` as ProductKey;
