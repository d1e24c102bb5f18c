// The profile page's words.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-customer.profile',
  {
    title: 'My profile',
    intro: 'The details lenders and our advisors use to reach you.',
    field: {
      name: 'Name',
      fullName: 'Full name',
      mobile: 'Mobile number',
      email: 'Email',
      address: 'Address',
      city: 'City',
      state: 'State',
      pinCode: 'Pin Code',
      referralCode: 'Referral code',
      customerSince: 'Customer since',
    },
    notGiven: 'Not given yet',
    editLabel: 'Edit profile',
    edit: 'Edit profile',
    save: 'Save changes',
    cancel: 'Cancel',
    locked:
      'Your details are locked because a credit report was fetched in your name. To change them, contact support. Your mobile number is your login and cannot be changed here.',
  },
  {
    hi: {
      title: 'मेरी प्रोफ़ाइल',
      intro: 'वे विवरण जिनसे ऋणदाता और हमारे सलाहकार आपसे संपर्क करते हैं।',
      field: {
        name: 'नाम',
        fullName: 'पूरा नाम',
        mobile: 'मोबाइल नंबर',
        email: 'ईमेल',
        address: 'पता',
        city: 'शहर',
        state: 'राज्य',
        pinCode: 'पिन कोड',
        referralCode: 'रेफ़रल कोड',
        customerSince: 'ग्राहक कब से',
      },
      notGiven: 'अभी नहीं दिया गया',
      editLabel: 'प्रोफ़ाइल बदलें',
      edit: 'प्रोफ़ाइल बदलें',
      save: 'बदलाव सहेजें',
      cancel: 'रद्द करें',
      locked:
        'आपके विवरण लॉक हैं क्योंकि आपके नाम पर क्रेडिट रिपोर्ट निकाली गई है। इन्हें बदलने के लिए सहायता टीम से संपर्क करें। आपका मोबाइल नंबर ही आपका लॉगिन है और यहाँ बदला नहीं जा सकता।',
    },
    mr: {
      title: 'माझी प्रोफाइल',
      intro: 'कर्जदाते आणि आमचे सल्लागार तुमच्याशी संपर्क साधण्यासाठी वापरतात ते तपशील.',
      field: {
        name: 'नाव',
        fullName: 'पूर्ण नाव',
        mobile: 'मोबाइल नंबर',
        email: 'ईमेल',
        address: 'पत्ता',
        city: 'शहर',
        state: 'राज्य',
        pinCode: 'पिन कोड',
        referralCode: 'रेफरल कोड',
        customerSince: 'ग्राहक केव्हापासून',
      },
      notGiven: 'अजून दिलेले नाही',
      editLabel: 'प्रोफाइल संपादित करा',
      edit: 'प्रोफाइल संपादित करा',
      save: 'बदल जतन करा',
      cancel: 'रद्द करा',
      locked:
        'तुमच्या नावाने क्रेडिट रिपोर्ट काढला गेल्यामुळे तुमचे तपशील लॉक आहेत. ते बदलण्यासाठी सपोर्टशी संपर्क साधा. तुमचा मोबाइल नंबर हाच तुमचा लॉगिन आहे आणि तो इथे बदलता येत नाही.',
    },
  },
);
