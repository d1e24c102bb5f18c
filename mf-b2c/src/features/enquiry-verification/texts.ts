// The thank-you page's words in English (the spec's, unchanged), Hindi and Marathi (issue 33). The
// OTP page's texts are the shared `otp` namespace's.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-b2c.enquiry-verification',
  {
    title: 'Thank you',
    reachedService: 'Your {{service}} request has reached us.',
    reached: 'Your request has reached us.',
    call: ' Our team will call you within one working day, between 9 am and 7 pm, Monday to Saturday.',
    offers: {
      heading: 'Compare lenders’ offers',
      text: 'See every lender that matches your application side by side, with the lenders that did not match and why.',
      see: 'See your offers',
      signedOutBefore:
        'Offers are shown in your account for applications made while logged in. Our advisor goes through every matching lender’s offer with you on the call, or ',
      logIn: 'log in',
      signedOutAfter: ' before your next application to compare them here.',
    },
    next: {
      heading: 'What happens next',
      call: 'An advisor calls to understand what you need and checks your eligibility with our partners.',
      documents: 'You share the documents they ask for: PAN, Aadhaar, income and address proof.',
      decides: 'The partner decides, and we keep you posted by SMS until the money or service reaches you.',
      questions: 'Questions in the meantime? Call {{phone}} or write to {{email}}.',
      home: 'Back to home',
      faq: 'Read the FAQ',
    },
  },
  {
    hi: {
      title: 'धन्यवाद',
      reachedService: 'आपका {{service}} अनुरोध हमें मिल गया है।',
      reached: 'आपका अनुरोध हमें मिल गया है।',
      call: ' हमारी टीम एक कार्य दिवस में, सोमवार से शनिवार सुबह 9 से शाम 7 बजे के बीच आपको कॉल करेगी।',
      offers: {
        heading: 'लेंडर के ऑफ़र की तुलना करें',
        text: 'आपके आवेदन से मेल खाने वाले हर लेंडर को साथ-साथ देखें, और जो मेल नहीं खाए वे भी, कारण सहित।',
        see: 'अपने ऑफ़र देखें',
        signedOutBefore: 'लॉग इन रहते हुए किए गए आवेदनों के ऑफ़र आपके खाते में दिखते हैं। हमारे सलाहकार कॉल पर हर मेल खाने वाले लेंडर का ऑफ़र आपके साथ देखते हैं, या ',
        logIn: 'लॉग इन करें',
        signedOutAfter: ' अपने अगले आवेदन से पहले, ताकि यहाँ तुलना कर सकें।',
      },
      next: {
        heading: 'आगे क्या होगा',
        call: 'एक सलाहकार आपकी ज़रूरत समझने के लिए कॉल करता है और हमारे पार्टनर्स के साथ आपकी पात्रता जाँचता है।',
        documents: 'आप उनके माँगे दस्तावेज़ साझा करते हैं: PAN, आधार, आय और पते का प्रमाण।',
        decides: 'फ़ैसला पार्टनर करता है, और पैसा या सेवा आप तक पहुँचने तक हम आपको SMS से जानकारी देते रहते हैं।',
        questions: 'इस बीच कोई सवाल? {{phone}} पर कॉल करें या {{email}} पर लिखें।',
        home: 'होम पर वापस जाएँ',
        faq: 'FAQ पढ़ें',
      },
    },
    mr: {
      title: 'धन्यवाद',
      reachedService: 'तुमची {{service}} विनंती आमच्यापर्यंत पोहोचली आहे.',
      reached: 'तुमची विनंती आमच्यापर्यंत पोहोचली आहे.',
      call: ' आमची टीम एका कामकाजाच्या दिवसात, सोमवार ते शनिवार सकाळी 9 ते सायं. 7 दरम्यान तुम्हाला कॉल करेल.',
      offers: {
        heading: 'कर्जदात्यांच्या ऑफरची तुलना करा',
        text: 'तुमच्या अर्जाशी जुळणारा प्रत्येक कर्जदाता शेजारी शेजारी पाहा, आणि न जुळलेले कर्जदाते व त्यामागचे कारणही.',
        see: 'तुमच्या ऑफर पाहा',
        signedOutBefore: 'लॉग इन असताना केलेल्या अर्जांच्या ऑफर तुमच्या खात्यात दिसतात. आमचा सल्लागार कॉलवर प्रत्येक जुळणाऱ्या कर्जदात्याची ऑफर तुमच्यासोबत पाहतो, किंवा ',
        logIn: 'लॉग इन करा',
        signedOutAfter: ' तुमच्या पुढच्या अर्जापूर्वी, म्हणजे इथे तुलना करता येईल.',
      },
      next: {
        heading: 'पुढे काय होते',
        call: 'सल्लागार तुमची गरज समजून घेण्यासाठी कॉल करतो आणि आमच्या भागीदारांकडे तुमची पात्रता तपासतो.',
        documents: 'ते मागतील ती कागदपत्रे तुम्ही देता: PAN, आधार, उत्पन्न आणि पत्त्याचा पुरावा.',
        decides: 'निर्णय भागीदार घेतो, आणि पैसे किंवा सेवा तुमच्यापर्यंत पोहोचेपर्यंत आम्ही तुम्हाला SMS ने कळवत राहतो.',
        questions: 'दरम्यान काही प्रश्न? {{phone}} वर कॉल करा किंवा {{email}} वर लिहा.',
        home: 'मुख्यपृष्ठावर परत',
        faq: 'FAQ वाचा',
      },
    },
  },
);
