// The referral landing page's words; {{brand}} and {{phone}} are filled in from BRAND.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-customer.referral-landing',
  {
    title: 'You have been referred',
    introWithCode: 'Someone who knows {{brand}} has invited you to apply with their referral code.',
    introWithoutCode:
      'This link should carry a referral code, but none was found. You can still apply, or ask the person who invited you to send the link again.',
    codeHeading: 'Your referral code',
    codeNote: 'It is filled in for you on the application form and cannot be changed there, so the referral is recorded correctly.',
    howHeading: 'What a referral means for you',
    how: {
      same: 'Your application is handled exactly like any other: the referral does not change eligibility, interest rate or fees.',
      decision: 'The lending partner takes the credit decision; {{brand}} and the person who referred you cannot influence it.',
      reward: 'The person who referred you may earn a reward from {{brand}} if your loan is disbursed. It is never deducted from your loan.',
      otp: 'You will be asked to verify your mobile number with a one-time password before your enquiry is submitted.',
    },
    nextHeading: 'Start with an education loan enquiry',
    nextIntro: 'Tell us the course, the amount you need and where you live; a loan advisor calls you back to explain the options from our lending partners.',
    apply: 'Apply for an education loan',
    questionsBefore: 'Questions first? Read the',
    questionsLink: 'FAQ',
    questionsAfter: 'or call {{phone}}.',
  },
  {
    hi: {
      title: 'आपको रेफ़र किया गया है',
      introWithCode: '{{brand}} को जानने वाले किसी व्यक्ति ने आपको अपने रेफ़रल कोड के साथ आवेदन करने के लिए आमंत्रित किया है।',
      introWithoutCode:
        'इस लिंक में रेफ़रल कोड होना चाहिए था, लेकिन कोई कोड नहीं मिला। आप फिर भी आवेदन कर सकते हैं, या आपको आमंत्रित करने वाले व्यक्ति से लिंक दोबारा भेजने को कह सकते हैं।',
      codeHeading: 'आपका रेफ़रल कोड',
      codeNote: 'यह आवेदन फ़ॉर्म में आपके लिए पहले से भरा होता है और वहाँ बदला नहीं जा सकता, ताकि रेफ़रल सही ढंग से दर्ज हो।',
      howHeading: 'रेफ़रल का आपके लिए क्या अर्थ है',
      how: {
        same: 'आपके आवेदन पर ठीक वैसे ही काम होता है जैसे किसी और आवेदन पर: रेफ़रल से पात्रता, ब्याज दर या शुल्क नहीं बदलते।',
        decision: 'क्रेडिट का निर्णय ऋणदाता पार्टनर लेता है; {{brand}} और आपको रेफ़र करने वाला व्यक्ति इसे प्रभावित नहीं कर सकते।',
        reward: 'आपका लोन वितरित होने पर आपको रेफ़र करने वाले व्यक्ति को {{brand}} से इनाम मिल सकता है। यह कभी आपके लोन से नहीं काटा जाता।',
        otp: 'आपकी पूछताछ जमा होने से पहले आपसे वन-टाइम पासवर्ड (OTP) से अपना मोबाइल नंबर सत्यापित करने को कहा जाएगा।',
      },
      nextHeading: 'शिक्षा लोन की पूछताछ से शुरुआत करें',
      nextIntro: 'हमें कोर्स, आपको कितनी राशि चाहिए और आप कहाँ रहते हैं, यह बताएँ; एक लोन सलाहकार आपको वापस कॉल करके हमारे ऋणदाता पार्टनरों के विकल्प समझाएगा।',
      apply: 'शिक्षा लोन के लिए आवेदन करें',
      questionsBefore: 'पहले कुछ पूछना है?',
      questionsLink: 'FAQ',
      questionsAfter: 'पढ़ें या {{phone}} पर कॉल करें।',
    },
    mr: {
      title: 'तुम्हाला रेफर केले आहे',
      introWithCode: '{{brand}} ला ओळखणाऱ्या एका व्यक्तीने तुम्हाला त्यांच्या रेफरल कोडसह अर्ज करण्यासाठी आमंत्रित केले आहे.',
      introWithoutCode:
        'या लिंकमध्ये रेफरल कोड असायला हवा होता, पण तो सापडला नाही. तरीही तुम्ही अर्ज करू शकता, किंवा तुम्हाला आमंत्रित करणाऱ्या व्यक्तीला लिंक पुन्हा पाठवायला सांगू शकता.',
      codeHeading: 'तुमचा रेफरल कोड',
      codeNote: 'अर्जाच्या फॉर्ममध्ये तो तुमच्यासाठी आधीच भरलेला असतो आणि तिथे बदलता येत नाही, जेणेकरून रेफरलची नोंद बरोबर होईल.',
      howHeading: 'रेफरलचा तुमच्यासाठी अर्थ काय',
      how: {
        same: 'तुमच्या अर्जावर इतर कोणत्याही अर्जाप्रमाणेच काम होते: रेफरलमुळे पात्रता, व्याजदर किंवा शुल्क बदलत नाहीत.',
        decision: 'क्रेडिटचा निर्णय कर्ज देणारा भागीदार घेतो; {{brand}} आणि तुम्हाला रेफर करणारी व्यक्ती त्यावर प्रभाव टाकू शकत नाहीत.',
        reward: 'तुमचे कर्ज वितरित झाल्यास तुम्हाला रेफर करणाऱ्या व्यक्तीला {{brand}} कडून बक्षीस मिळू शकते. ते कधीही तुमच्या कर्जातून वजा केले जात नाही.',
        otp: 'तुमची चौकशी सबमिट होण्यापूर्वी तुम्हाला वन-टाइम पासवर्डने (OTP) तुमचा मोबाइल नंबर पडताळण्यास सांगितले जाईल.',
      },
      nextHeading: 'शैक्षणिक कर्जाच्या चौकशीने सुरुवात करा',
      nextIntro: 'कोर्स, तुम्हाला किती रक्कम हवी आहे आणि तुम्ही कुठे राहता ते आम्हाला सांगा; कर्ज सल्लागार तुम्हाला परत कॉल करून आमच्या कर्ज देणाऱ्या भागीदारांचे पर्याय समजावून सांगेल.',
      apply: 'शैक्षणिक कर्जासाठी अर्ज करा',
      questionsBefore: 'आधी काही प्रश्न आहेत?',
      questionsLink: 'FAQ',
      questionsAfter: 'वाचा किंवा {{phone}} वर कॉल करा.',
    },
  },
);
