// The contact page's words in English (the spec's, unchanged), Hindi and Marathi (issue 33). The
// subjects the mail links fill in are the reader's language too, and the text names the same words.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-public.contact',
  {
    title: 'Contact us',
    intro: 'Questions about an application, a partner shop or a service request: we are happy to help.',
    support: {
      heading: 'Customer support',
      phone: 'Phone (toll-free)',
      email: 'Email',
      hours: 'Office hours',
      // Support hours are stated here only; the grievance policy points to this page for them.
      officeHours: 'Monday to Saturday, 9:30 am to 6:30 pm IST, except national holidays',
      reply:
        'We reply to emails within 2 working days. Please include your registered mobile number and any application or reference number, but never your OTP, PIN or password.',
    },
    partners: {
      heading: 'Partner shops',
      before: 'To become a partner shop, write to ',
      after: " with your shop's name, town and pin code, and our partner team will call you back.",
      subject: 'Become a partner shop',
    },
    grievance: {
      heading: 'Grievance Redressal Officer',
      before:
        'In line with the RBI fair practices code, {{brand}} has a Grievance Redressal Officer for complaints that customer support has not resolved within 7 working days. Write to ',
      after:
        ' with "{{subject}}" in the subject and your complaint reference number. The officer replies within 30 days of your original complaint. If a lender does not resolve your complaint within 30 days, you may approach the RBI Ombudsman under the Reserve Bank – Integrated Ombudsman Scheme, 2021.',
      policyBefore: 'The full process is in our ',
      policy: 'grievance redressal policy',
      policyAfter: '.',
      subject: 'Grievance Officer',
    },
  },
  {
    hi: {
      title: 'हमसे संपर्क करें',
      intro: 'किसी आवेदन, पार्टनर दुकान या सेवा अनुरोध के बारे में सवाल: हम मदद के लिए तैयार हैं।',
      support: {
        heading: 'ग्राहक सहायता',
        phone: 'फ़ोन (टोल-फ़्री)',
        email: 'ईमेल',
        hours: 'कार्यालय का समय',
        officeHours: 'सोमवार से शनिवार, सुबह 9:30 से शाम 6:30 IST, राष्ट्रीय अवकाश को छोड़कर',
        reply: 'हम ईमेल का जवाब 2 कार्य दिवसों में देते हैं। कृपया अपना पंजीकृत मोबाइल नंबर और कोई भी आवेदन या संदर्भ संख्या लिखें, लेकिन अपना OTP, PIN या पासवर्ड कभी नहीं।',
      },
      partners: {
        heading: 'पार्टनर दुकानें',
        before: 'पार्टनर दुकान बनने के लिए ',
        after: ' पर अपनी दुकान का नाम, शहर और पिन कोड लिखकर भेजें, हमारी पार्टनर टीम आपको वापस कॉल करेगी।',
        subject: 'पार्टनर दुकान बनना है',
      },
      grievance: {
        heading: 'शिकायत निवारण अधिकारी',
        before: 'RBI की निष्पक्ष व्यवहार संहिता के अनुसार, {{brand}} में उन शिकायतों के लिए एक शिकायत निवारण अधिकारी है जिन्हें ग्राहक सहायता 7 कार्य दिवसों में हल नहीं कर पाई। ',
        after:
          ' पर विषय में "{{subject}}" और अपनी शिकायत की संदर्भ संख्या लिखकर भेजें। अधिकारी आपकी मूल शिकायत के 30 दिनों के भीतर जवाब देते हैं। यदि कोई लेंडर 30 दिनों में आपकी शिकायत हल नहीं करता, तो आप रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2021 के तहत RBI लोकपाल से संपर्क कर सकते हैं।',
        policyBefore: 'पूरी प्रक्रिया हमारी ',
        policy: 'शिकायत निवारण नीति',
        policyAfter: ' में है।',
        subject: 'शिकायत अधिकारी',
      },
    },
    mr: {
      title: 'आमच्याशी संपर्क साधा',
      intro: 'अर्ज, पार्टनर दुकान किंवा सेवा विनंतीबद्दल प्रश्न: आम्ही मदत करण्यास तयार आहोत.',
      support: {
        heading: 'ग्राहक सहाय्य',
        phone: 'फोन (टोल-फ्री)',
        email: 'ईमेल',
        hours: 'कार्यालयीन वेळ',
        officeHours: 'सोमवार ते शनिवार, सकाळी 9:30 ते सायं. 6:30 IST, राष्ट्रीय सुट्ट्या वगळून',
        reply:
          'आम्ही ईमेलला 2 कामकाजाच्या दिवसांत उत्तर देतो. कृपया तुमचा नोंदणीकृत मोबाइल नंबर आणि कोणताही अर्ज किंवा संदर्भ क्रमांक लिहा, पण तुमचा OTP, PIN किंवा पासवर्ड कधीही नाही.',
      },
      partners: {
        heading: 'पार्टनर दुकाने',
        before: 'पार्टनर दुकान होण्यासाठी ',
        after: ' वर तुमच्या दुकानाचे नाव, गाव आणि पिन कोड लिहून पाठवा, आमची पार्टनर टीम तुम्हाला परत कॉल करेल.',
        subject: 'पार्टनर दुकान व्हायचे आहे',
      },
      grievance: {
        heading: 'तक्रार निवारण अधिकारी',
        before: 'RBI च्या न्याय्य व्यवहार संहितेनुसार, ग्राहक सहाय्य 7 कामकाजाच्या दिवसांत सोडवू न शकलेल्या तक्रारींसाठी {{brand}} कडे तक्रार निवारण अधिकारी आहे. ',
        after:
          ' वर विषयात "{{subject}}" आणि तुमचा तक्रार संदर्भ क्रमांक लिहून पाठवा. अधिकारी तुमच्या मूळ तक्रारीपासून 30 दिवसांत उत्तर देतात. एखाद्या कर्जदात्याने 30 दिवसांत तुमची तक्रार सोडवली नाही, तर तुम्ही रिझर्व्ह बँक – एकात्मिक लोकपाल योजना, 2021 अंतर्गत RBI लोकपालाकडे जाऊ शकता.',
        policyBefore: 'संपूर्ण प्रक्रिया आमच्या ',
        policy: 'तक्रार निवारण धोरणात',
        policyAfter: ' आहे.',
        subject: 'तक्रार अधिकारी',
      },
    },
  },
);
