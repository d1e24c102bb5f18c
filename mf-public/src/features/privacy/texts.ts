// The privacy notice's words in English (the spec's, unchanged), Hindi and Marathi (issue 33).
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-public.privacy',
  {
    title: 'Privacy',
    intro: 'How {{brand}} collects, uses and protects your personal data, in short.',
    collect: {
      heading: 'What we collect',
      forms: 'What you give us in a form: name, mobile, email, address, PIN code, income and loan details.',
      documents: 'Documents you upload for an application, and résumés sent to our careers pages.',
      report: 'Your credit report, only when you ask for it and consent on the credit-score page.',
    },
    use: {
      heading: 'How we use it',
      lenders: 'To pass your application to the lenders or insurers you chose, and to follow it up with you.',
      otp: 'To confirm your mobile number with an OTP and keep your account secure.',
      never: 'Never sold, and never shared for marketing without your consent.',
    },
    rights: {
      heading: 'Your rights',
      before:
        'Under the Digital Personal Data Protection Act, 2023 you may ask to see, correct or erase your data, and withdraw consent at any time. Write to us from the ',
      contact: 'contact page',
      middle: '; our grievance officer answers within 30 days (see the ',
      grievance: 'grievance redressal policy',
      after: ').',
    },
    full: {
      before: 'The full text is in our ',
      privacy: 'privacy policy',
      and: ' and ',
      cookie: 'cookie policy',
      after: '.',
    },
  },
  {
    hi: {
      title: 'गोपनीयता',
      intro: '{{brand}} आपका व्यक्तिगत डेटा कैसे इकट्ठा करता है, उपयोग करता है और सुरक्षित रखता है, संक्षेप में।',
      collect: {
        heading: 'हम क्या इकट्ठा करते हैं',
        forms: 'जो आप फ़ॉर्म में देते हैं: नाम, मोबाइल, ईमेल, पता, पिन कोड, आय और लोन की जानकारी।',
        documents: 'किसी आवेदन के लिए आपके अपलोड किए दस्तावेज़, और हमारे करियर पेजों पर भेजे गए रिज़्यूमे।',
        report: 'आपकी क्रेडिट रिपोर्ट, केवल तब जब आप उसे माँगें और क्रेडिट-स्कोर पेज पर सहमति दें।',
      },
      use: {
        heading: 'हम इसका उपयोग कैसे करते हैं',
        lenders: 'आपका आवेदन आपके चुने लेंडर या बीमाकर्ता तक पहुँचाने, और आपके साथ उसका फ़ॉलो-अप करने के लिए।',
        otp: 'OTP से आपका मोबाइल नंबर पुष्टि करने और आपका खाता सुरक्षित रखने के लिए।',
        never: 'कभी बेचा नहीं जाता, और आपकी सहमति के बिना मार्केटिंग के लिए कभी साझा नहीं किया जाता।',
      },
      rights: {
        heading: 'आपके अधिकार',
        before: 'डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आप अपना डेटा देखने, सुधारने या मिटाने को कह सकते हैं, और कभी भी सहमति वापस ले सकते हैं। हमें ',
        contact: 'संपर्क पेज',
        middle: ' से लिखें; हमारे शिकायत अधिकारी 30 दिनों में जवाब देते हैं (देखें ',
        grievance: 'शिकायत निवारण नीति',
        after: ')।',
      },
      full: {
        before: 'पूरा पाठ हमारी ',
        privacy: 'गोपनीयता नीति',
        and: ' और ',
        cookie: 'कुकी नीति',
        after: ' में है।',
      },
    },
    mr: {
      title: 'गोपनीयता',
      intro: '{{brand}} तुमचा वैयक्तिक डेटा कसा गोळा करते, वापरते आणि सुरक्षित ठेवते, थोडक्यात.',
      collect: {
        heading: 'आम्ही काय गोळा करतो',
        forms: 'तुम्ही फॉर्ममध्ये देता ते: नाव, मोबाइल, ईमेल, पत्ता, पिन कोड, उत्पन्न आणि कर्जाची माहिती.',
        documents: 'अर्जासाठी तुम्ही अपलोड केलेली कागदपत्रे, आणि आमच्या करिअर पानांवर पाठवलेले बायोडेटा.',
        report: 'तुमचा क्रेडिट अहवाल, फक्त तुम्ही तो मागितल्यावर आणि क्रेडिट-स्कोअर पानावर संमती दिल्यावर.',
      },
      use: {
        heading: 'आम्ही तो कसा वापरतो',
        lenders: 'तुमचा अर्ज तुम्ही निवडलेल्या कर्जदात्यांकडे किंवा विमा कंपन्यांकडे पाठवण्यासाठी, आणि तुमच्यासोबत पाठपुरावा करण्यासाठी.',
        otp: 'OTP ने तुमचा मोबाइल नंबर पडताळण्यासाठी आणि तुमचे खाते सुरक्षित ठेवण्यासाठी.',
        never: 'कधीही विकला जात नाही, आणि तुमच्या संमतीशिवाय मार्केटिंगसाठी कधीही शेअर केला जात नाही.',
      },
      rights: {
        heading: 'तुमचे अधिकार',
        before:
          'डिजिटल वैयक्तिक डेटा संरक्षण कायदा, 2023 अंतर्गत तुम्ही तुमचा डेटा पाहण्याची, दुरुस्त करण्याची किंवा पुसून टाकण्याची मागणी करू शकता, आणि कधीही संमती मागे घेऊ शकता. आम्हाला ',
        contact: 'संपर्क पानावरून',
        middle: ' लिहा; आमचे तक्रार अधिकारी 30 दिवसांत उत्तर देतात (पाहा ',
        grievance: 'तक्रार निवारण धोरण',
        after: ').',
      },
      full: {
        before: 'संपूर्ण मजकूर आमच्या ',
        privacy: 'गोपनीयता धोरण',
        and: ' आणि ',
        cookie: 'कुकी धोरणात',
        after: ' आहे.',
      },
    },
  },
);
