// The about page's words in English (the spec's, unchanged), Hindi and Marathi (issue 33).
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-public.about',
  {
    title: 'About {{brand}}',
    intro: '{{tagline}}',
    what: {
      heading: 'What we do',
      people:
        "{{brand}} brings loans, credit cards, insurance and business registrations to people who would rather ask someone than fill in a bank's form alone. You can apply online, or walk into a partner shop in your neighbourhood where someone you know helps with the paperwork.",
      lenders:
        'We work with banks and NBFCs regulated by the Reserve Bank of India. They decide on every loan and card, set the terms and disburse the money; we help you choose, collect the documents and follow up until you have an answer.',
    },
    who: {
      heading: 'Who we serve',
      customers: 'Customers',
      customersText: ' who need a personal, home, business or education loan, a credit card or motor insurance.',
      shops: 'Partner shops',
      shopsText: ': local shops, cyber cafés and CA offices that offer our products and services to their own customers and earn a commission.',
      businesses: 'Small businesses',
      businessesText: ' that need GST, PAN, FSSAI, trademark, DSC, MSME or company registration done correctly.',
    },
    how: {
      heading: 'How we work',
      free: 'Applying through us is free; we are paid by our partners, never by asking you for an approval fee.',
      plain: 'We explain the interest rate, fees and annual percentage rate in plain words before you sign anything.',
      dataBefore: 'Your data is used only for your request, under our ',
      dataLink: 'privacy policy',
      dataAfter: ' and the Digital Personal Data Protection Act, 2023.',
      conductBefore: 'Everyone who speaks to you on our behalf follows our ',
      conductLink: 'code of conduct',
      conductAfter: '.',
    },
    questions: 'Questions or feedback? ',
    contact: 'Contact us',
  },
  {
    hi: {
      title: '{{brand}} के बारे में',
      intro: 'लोन, कार्ड और व्यावसायिक सेवाएँ, आपके पास की पार्टनर दुकान के साथ',
      what: {
        heading: 'हम क्या करते हैं',
        people:
          '{{brand}} लोन, क्रेडिट कार्ड, बीमा और व्यावसायिक पंजीकरण उन लोगों तक पहुँचाता है जो बैंक का फ़ॉर्म अकेले भरने के बजाय किसी से पूछना पसंद करते हैं। आप ऑनलाइन आवेदन कर सकते हैं, या अपने मोहल्ले की किसी पार्टनर दुकान पर जा सकते हैं जहाँ कोई जान-पहचान वाला कागज़ी काम में मदद करता है।',
        lenders:
          'हम भारतीय रिज़र्व बैंक द्वारा विनियमित बैंकों और NBFC के साथ काम करते हैं। हर लोन और कार्ड पर फ़ैसला वही करते हैं, शर्तें तय करते हैं और राशि जारी करते हैं; हम आपको चुनने, दस्तावेज़ जुटाने और जवाब मिलने तक फ़ॉलो-अप करने में मदद करते हैं।',
      },
      who: {
        heading: 'हम किनकी सेवा करते हैं',
        customers: 'ग्राहक',
        customersText: ' जिन्हें पर्सनल, होम, बिज़नेस या एजुकेशन लोन, क्रेडिट कार्ड या मोटर बीमा चाहिए।',
        shops: 'पार्टनर दुकानें',
        shopsText: ': स्थानीय दुकानें, साइबर कैफ़े और CA ऑफ़िस जो हमारे उत्पाद और सेवाएँ अपने ग्राहकों को देते हैं और कमीशन कमाते हैं।',
        businesses: 'छोटे व्यवसाय',
        businessesText: ' जिन्हें GST, PAN, FSSAI, ट्रेडमार्क, DSC, MSME या कंपनी पंजीकरण सही ढंग से कराना है।',
      },
      how: {
        heading: 'हम कैसे काम करते हैं',
        free: 'हमारे ज़रिए आवेदन करना मुफ़्त है; हमें हमारे पार्टनर भुगतान करते हैं, हम आपसे कभी मंज़ूरी शुल्क नहीं माँगते।',
        plain: 'किसी भी चीज़ पर हस्ताक्षर से पहले हम ब्याज दर, शुल्क और वार्षिक प्रतिशत दर सरल शब्दों में समझाते हैं।',
        dataBefore: 'आपका डेटा केवल आपके अनुरोध के लिए, हमारी ',
        dataLink: 'गोपनीयता नीति',
        dataAfter: ' और डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत उपयोग होता है।',
        conductBefore: 'हमारी ओर से आपसे बात करने वाला हर व्यक्ति हमारी ',
        conductLink: 'आचार संहिता',
        conductAfter: ' का पालन करता है।',
      },
      questions: 'कोई सवाल या सुझाव? ',
      contact: 'हमसे संपर्क करें',
    },
    mr: {
      title: '{{brand}} विषयी',
      intro: 'कर्ज, कार्ड आणि व्यावसायिक सेवा, तुमच्या जवळच्या पार्टनर दुकानासह',
      what: {
        heading: 'आम्ही काय करतो',
        people:
          '{{brand}} कर्ज, क्रेडिट कार्ड, विमा आणि व्यावसायिक नोंदणी अशा लोकांपर्यंत पोहोचवते ज्यांना बँकेचा फॉर्म एकट्याने भरण्याऐवजी कोणाला तरी विचारणे आवडते. तुम्ही ऑनलाइन अर्ज करू शकता, किंवा तुमच्या परिसरातील पार्टनर दुकानात जाऊ शकता जिथे ओळखीची व्यक्ती कागदपत्रांमध्ये मदत करते.',
        lenders:
          'आम्ही भारतीय रिझर्व्ह बँकेच्या नियमनाखालील बँका आणि NBFC सोबत काम करतो. प्रत्येक कर्ज आणि कार्डाचा निर्णय तेच घेतात, अटी ठरवतात आणि रक्कम वितरित करतात; आम्ही तुम्हाला निवड करण्यात, कागदपत्रे गोळा करण्यात आणि उत्तर मिळेपर्यंत पाठपुरावा करण्यात मदत करतो.',
      },
      who: {
        heading: 'आम्ही कोणाची सेवा करतो',
        customers: 'ग्राहक',
        customersText: ' ज्यांना वैयक्तिक, गृह, व्यवसाय किंवा शैक्षणिक कर्ज, क्रेडिट कार्ड किंवा मोटार विमा हवा आहे.',
        shops: 'पार्टनर दुकाने',
        shopsText: ': स्थानिक दुकाने, सायबर कॅफे आणि CA ऑफिस जी आमची उत्पादने आणि सेवा त्यांच्या ग्राहकांना देतात आणि कमिशन मिळवतात.',
        businesses: 'लहान व्यवसाय',
        businessesText: ' ज्यांना GST, PAN, FSSAI, ट्रेडमार्क, DSC, MSME किंवा कंपनी नोंदणी अचूकपणे करून हवी आहे.',
      },
      how: {
        heading: 'आम्ही कसे काम करतो',
        free: 'आमच्यामार्फत अर्ज करणे मोफत आहे; आम्हाला आमचे भागीदार पैसे देतात, आम्ही तुमच्याकडे कधीही मंजुरी शुल्क मागत नाही.',
        plain: 'तुम्ही कशावरही सही करण्यापूर्वी आम्ही व्याजदर, शुल्क आणि वार्षिक टक्केवारी दर सोप्या शब्दांत समजावतो.',
        dataBefore: 'तुमचा डेटा फक्त तुमच्या विनंतीसाठी, आमच्या ',
        dataLink: 'गोपनीयता धोरण',
        dataAfter: ' आणि डिजिटल वैयक्तिक डेटा संरक्षण कायदा, 2023 अंतर्गत वापरला जातो.',
        conductBefore: 'आमच्या वतीने तुमच्याशी बोलणारी प्रत्येक व्यक्ती आमच्या ',
        conductLink: 'आचारसंहितेचे',
        conductAfter: ' पालन करते.',
      },
      questions: 'प्रश्न किंवा अभिप्राय? ',
      contact: 'आमच्याशी संपर्क साधा',
    },
  },
);
