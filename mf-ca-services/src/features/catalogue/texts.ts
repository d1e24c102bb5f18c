// The CA services catalogue's words in English (the spec's), Hindi and Marathi (issue 33). The
// services' own words are in ../../components/texts.ts.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-ca-services.catalogue',
  {
    catalogue: {
      title: 'CA services',
      intro:
        "Registrations, filings and business services your customers need, handled by {{brand}}'s chartered-accountant team. You collect the documents; we file and keep you updated.",
      documents: 'Documents: {{limits}} The fee is paid from your wallet or at checkout; a request goes to our team once it is paid.',
      other: 'Other services',
      follow:
        'Follow your requests in the <ca>CA services history</ca> and the <other>other services history</other>. For help with a request, call {{phone}} or write to {{email}}.',
    },
    gst: { title: 'GST services', intro: 'Registration for a new GSTIN, and return filing for businesses that have one.' },
    tile: {
      documents: 'Documents',
      optional: ' (optional)',
      fee: 'Fee:',
      withGst: '{{fee}} including GST',
      turnaround: 'Typical turnaround:',
      request: 'Request {{name}}',
    },
  },
  {
    hi: {
      catalogue: {
        title: 'CA सेवाएँ',
        intro:
          'आपके ग्राहकों को जिन पंजीकरणों, फ़ाइलिंग और व्यावसायिक सेवाओं की ज़रूरत है, उन्हें {{brand}} की चार्टर्ड अकाउंटेंट टीम संभालती है। आप दस्तावेज़ जुटाएँ; हम फ़ाइल करेंगे और आपको हर अपडेट देंगे।',
        documents: 'दस्तावेज़: {{limits}} शुल्क आपके वॉलेट से या चेकआउट पर दिया जाता है; भुगतान होते ही अनुरोध हमारी टीम के पास जाता है।',
        other: 'अन्य सेवाएँ',
        follow:
          'अपने अनुरोधों की स्थिति <ca>CA सेवाओं की हिस्ट्री</ca> और <other>अन्य सेवाओं की हिस्ट्री</other> में देखें। किसी अनुरोध में मदद के लिए {{phone}} पर कॉल करें या {{email}} पर लिखें।',
      },
      gst: { title: 'GST सेवाएँ', intro: 'नए GSTIN के लिए पंजीकरण, और जिन व्यवसायों के पास GSTIN है उनके लिए रिटर्न फ़ाइलिंग।' },
      tile: {
        documents: 'दस्तावेज़',
        optional: ' (वैकल्पिक)',
        fee: 'शुल्क:',
        withGst: '{{fee}} (GST सहित)',
        turnaround: 'आमतौर पर लगने वाला समय:',
        request: '{{name}} का अनुरोध करें',
      },
    },
    mr: {
      catalogue: {
        title: 'CA सेवा',
        intro:
          'तुमच्या ग्राहकांना लागणाऱ्या नोंदण्या, फाइलिंग आणि व्यावसायिक सेवा {{brand}} ची चार्टर्ड अकाउंटंट टीम हाताळते. तुम्ही कागदपत्रे गोळा करा; आम्ही फाइल करू आणि तुम्हाला प्रत्येक अपडेट देऊ.',
        documents: 'कागदपत्रे: {{limits}} शुल्क तुमच्या वॉलेटमधून किंवा चेकआउटवर भरले जाते; पेमेंट झाल्यावर विनंती आमच्या टीमकडे जाते.',
        other: 'इतर सेवा',
        follow:
          'तुमच्या विनंत्यांची स्थिती <ca>CA सेवांचा इतिहास</ca> आणि <other>इतर सेवांचा इतिहास</other> यांत पाहा. एखाद्या विनंतीसाठी मदत हवी असल्यास {{phone}} वर कॉल करा किंवा {{email}} वर लिहा.',
      },
      gst: { title: 'GST सेवा', intro: 'नवीन GSTIN साठी नोंदणी, आणि ज्या व्यवसायांकडे GSTIN आहे त्यांच्यासाठी रिटर्न फाइलिंग.' },
      tile: {
        documents: 'कागदपत्रे',
        optional: ' (पर्यायी)',
        fee: 'शुल्क:',
        withGst: '{{fee}} (GST सह)',
        turnaround: 'साधारण लागणारा वेळ:',
        request: '{{name}} साठी विनंती करा',
      },
    },
  },
);
