// The API's catalogued success messages (shared/src/contracts/success-messages.ts) in the visitor's
// language, for the toasts pages raise with `notify.success(answer.message)`. English is the API's
// message itself, so nothing changes for an English reader; a template's values are put back as
// the API sent them. An answer that carries a `messageCode` (a message with a word in a value: a
// status, a product, a count, a time) is shown from its code, each value put in by its own table.
//
// Read only by notify (notify.tsx beside it), which fetches this module with the toast library on
// the first toast: it is not on any page's first load. It sits with notify in the core entry, so
// its relative imports reach the one language store the site has.
import {
  API_CODED_SUCCESS_MESSAGES,
  API_SUCCESS_MESSAGES,
  isCataloguedSuccessCode,
  isCodedSuccessCode,
  recogniseSuccessMessage,
  type CataloguedSuccessCode,
  type CodedSuccessCode,
  type SuccessParamKind,
} from '../contracts/success-messages';
import { defineCoreTexts } from '../i18n/core-texts';
import { currentLanguage, localDateFormat } from '../i18n/language';

type Translation = Record<CataloguedSuccessCode, string>;

const hi: Translation = {
  'auth.registered': 'पंजीकरण सफल रहा। अपने मोबाइल नंबर पर भेजा गया OTP दर्ज करें।',
  'auth.logged-in': 'आप सफलतापूर्वक लॉग इन हो गए',
  'auth.otp-sent': 'OTP सफलतापूर्वक भेजा गया',
  'auth.otp-resent': 'OTP फिर से भेज दिया गया',
  'auth.reset-otp-sent': 'अगर यह मोबाइल नंबर पंजीकृत है, तो इस पर OTP भेज दिया गया है',
  'auth.password-reset': 'पासवर्ड सफलतापूर्वक बदल दिया गया। कृपया अपने नए पासवर्ड से लॉग इन करें।',
  'auth.password-changed': 'पासवर्ड सफलतापूर्वक बदल दिया गया',
  'auth.mobile-verified': 'मोबाइल नंबर सफलतापूर्वक सत्यापित हो गया',
  'auth.staff-otp-sent': 'अगर यह मोबाइल नंबर हमारे पास पंजीकृत है, तो इस पर OTP भेज दिया गया है',
  'auth.staff-signup-verified': 'मोबाइल नंबर सत्यापित हो गया। आपका विवरण स्वीकृति के लिए हमारी ऑपरेशंस टीम के पास है।',
  'auth.logged-in-pending': 'आप लॉग इन हो गए। आपका खाता स्वीकृति की प्रतीक्षा में है।',
  'ops.signed-in': 'साइन इन हो गया',
  'ops.welcome': 'ऑपरेशंस कंसोल में आपका स्वागत है',
  'ops.invitation-sent': '{{email}} को निमंत्रण भेज दिया गया',
  'ops.invitation-revoked': 'निमंत्रण वापस ले लिया गया',
  'ops.staff-roles-saved': 'स्टाफ की भूमिकाएँ सहेज ली गईं',
  'ops.staff-deactivated': 'स्टाफ खाता निष्क्रिय कर दिया गया',
  'ops.staff-reactivated': 'स्टाफ खाता फिर से सक्रिय कर दिया गया',
  'enquiry.verified': 'आपकी पूछताछ सत्यापित हो गई है। हमारी टीम जल्द ही आपसे संपर्क करेगी।',
  'profile.updated': 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई',
  'cibil.report-fetched': 'क्रेडिट रिपोर्ट सफलतापूर्वक प्राप्त हो गई',
  'consent.withdrawn': 'आपकी सहमति वापस ले ली गई है।',
  'lending.kfs-otp-sent': '{{mobile}} पर OTP भेजा गया।',
  'lending.kfs-accepted': 'आपने नई शर्तें स्वीकार कर ली हैं (KFS संस्करण {{version}})। लेंडर अब लोन वितरित कर सकता है।',
  'lending.exit-requested': 'लोन से बाहर निकलने का आपका अनुरोध {{lender}} को भेज दिया गया है। बिना किसी जुर्माने के लोन बंद करने के लिए {{amount}} चुकाएँ।',
  'lending.exit-closed': 'लोन से बाहर निकलने का अनुरोध बंद: {{date}} को {{amount}} चुकाए गए।',
  'banker.details-received': 'विवरण मिल गया। इसकी पुष्टि के लिए अपने मोबाइल नंबर पर भेजा गया OTP दर्ज करें; इसके बाद हमारी ऑपरेशंस टीम इसकी जाँच करेगी।',
  'banker.sanction-confirmed': 'स्वीकृति की पुष्टि हो गई',
  'banker.disbursal-confirmed': 'वितरण की पुष्टि हो गई',
  'telecaller.profile-saved': 'प्रोफ़ाइल सहेज ली गई।',
  'telecaller.call-recorded': 'कॉल दर्ज हो गई',
  'grievance.registered': 'आपकी शिकायत दर्ज हो गई है। आपका संदर्भ क्रमांक {{reference}} है।',
  'grievance.assigned': '{{reference}} {{name}} को सौंपी गई है।',
  'grievance.replied': 'जवाब भेज दिया गया। {{name}} को SMS से बता दिया गया है।',
  'grievance.resolved': '{{reference}} का समाधान हो गया। {{name}} को SMS से बता दिया गया है।',
  'grievance.escalated': '{{reference}} प्रधान नोडल अधिकारी के पास आगे बढ़ा दी गई है।',
  'careers.application-received': 'आपका आवेदन मिल गया है। हमारी भर्ती टीम पाँच कार्यदिवसों के भीतर आपको कॉल करेगी।',
  'careers.remote-registered': 'आप घर से काम करने के कार्यक्रम के लिए पंजीकृत हो गए हैं।',
  'partners.lead-received': 'धन्यवाद। हमारी पार्टनरशिप टीम दो कार्यदिवसों के भीतर आपको कॉल करेगी।',
  'connector.added': 'कनेक्टर जोड़ा गया',
  'connector.deactivated': 'कनेक्टर निष्क्रिय कर दिया गया',
  'connector.joined': 'अब आप {{shop}} के कनेक्टर हैं',
  'kyc.aadhaar-otp-sent': 'आधार {{masked}} से जुड़े मोबाइल नंबर पर OTP भेजा गया',
  'shop.documents-uploaded': 'दस्तावेज़ सफलतापूर्वक अपलोड हो गए',
  'payout.withdrawal-sent': 'निकाली गई राशि आपके बैंक खाते में भेज दी गई',
  'commission.invoice-submitted': 'इनवॉइस जमा हो गया',
  'ca.request-submitted': '{{service}} का अनुरोध जमा हो गया',
  'ca.request-awaits-fee': '{{service}} का अनुरोध सहेज लिया गया। यह {{amount}} शुल्क की प्रतीक्षा में है।',
  'ca.fee-paid': 'शुल्क आपके वॉलेट से चुका दिया गया। आपका अनुरोध जमा हो गया है।',
  'ca.request-withdrawn': 'अनुरोध वापस ले लिया गया।',
  'ca.documents-sent': 'दस्तावेज़ भेज दिए गए। हमारी टीम आपके अनुरोध पर काम जारी रखेगी।',
  'logistics.booked': 'शिपमेंट बुक हो गया',
  'logistics.return-booked': 'रिटर्न पिकअप बुक हो गया',
  'logistics.cancelled': 'शिपमेंट {{tracking}} रद्द कर दिया गया',
  'lender.added': '{{name}} जोड़ा गया। ऑफ़र देने के लिए इसके उत्पाद जोड़ें।',
  'lender.saved': '{{name}} सहेजा गया। नए ऑफ़र अब से इसी का उपयोग करेंगे।',
  'finance.commission-approved': 'कमीशन भुगतान के लिए स्वीकृत हो गया',
  'finance.invoice-returned': 'इनवॉइस दुकान को वापस भेज दिया गया',
  'finance.batch-created': 'भुगतान बैच बनाया गया',
  'finance.batch-cancelled': 'भुगतान बैच रद्द कर दिया गया',
  'finance.batch-sent': 'भुगतान बैंक को भेज दिया गया',
  'finance.batch-paid': 'भुगतान हो गया: {{amount}}, UTR {{utr}}',
  'finance.transfer-checked': 'ट्रांसफ़र की जाँच हो गई',
  'finance.refund-sent': 'रिफ़ंड भुगतान प्रदाता को भेज दिया गया',
  'finance.refunded': '{{amount}} वहीं रिफ़ंड कर दिए गए जहाँ से भुगतान हुआ था',
  'finance.reconciled-clean': 'मिलान पूरा हुआ: कोई अंतर नहीं',
  'ca-desk.assigned': '{{name}} को सौंपा गया',
  'ca-desk.documents-requested': 'दस्तावेज़ माँगे गए। दुकान को बता दिया गया है।',
  'ca-desk.in-progress': 'प्रगति पर के रूप में दर्ज किया गया',
  'ca-desk.rejected': 'अनुरोध अस्वीकार कर दिया गया।',
  'ca-desk.rejected-refunded': 'अनुरोध अस्वीकार कर दिया गया। {{amount}} दुकान के वॉलेट में वापस कर दिए गए।',
  'leads.handed': 'लीड {{name}} को सौंप दी गई',
  'content.draft-saved': 'ड्राफ़्ट सहेजा गया',
  'content.version-saved': 'संस्करण {{number}} के रूप में सहेजा गया',
  'content.version-restored': 'संस्करण {{from}} को संस्करण {{number}} के रूप में बहाल किया गया',
  'content.published': 'प्रकाशित: यह अब साइट पर है',
  'content.unscheduled': 'शेड्यूल रद्द: यह फिर से ड्राफ़्ट है',
  'content.unpublished': 'अप्रकाशित: यह अब साइट पर नहीं है',
  'partner-enquiry.invited': '{{name}} को दुकान पंजीकृत करने का निमंत्रण भेजा गया: ई-मेल {{email}} पर गया।',
};

const mr: Translation = {
  'auth.registered': 'नोंदणी यशस्वी झाली. तुमच्या मोबाइल नंबरवर पाठवलेला OTP टाका.',
  'auth.logged-in': 'तुम्ही यशस्वीरित्या लॉग इन केले',
  'auth.otp-sent': 'OTP यशस्वीरित्या पाठवला',
  'auth.otp-resent': 'OTP पुन्हा पाठवला',
  'auth.reset-otp-sent': 'हा मोबाइल नंबर नोंदणीकृत असल्यास त्यावर OTP पाठवला आहे',
  'auth.password-reset': 'पासवर्ड यशस्वीरित्या बदलला. कृपया तुमच्या नवीन पासवर्डने लॉग इन करा.',
  'auth.password-changed': 'पासवर्ड यशस्वीरित्या बदलला',
  'auth.mobile-verified': 'मोबाइल नंबर यशस्वीरित्या पडताळला',
  'auth.staff-otp-sent': 'हा मोबाइल नंबर आमच्याकडे नोंदणीकृत असल्यास त्यावर OTP पाठवला आहे',
  'auth.staff-signup-verified': 'मोबाइल नंबर पडताळला. तुमचे तपशील मंजुरीसाठी आमच्या ऑपरेशन्स टीमकडे आहेत.',
  'auth.logged-in-pending': 'तुम्ही लॉग इन केले. तुमचे खाते मंजुरीच्या प्रतीक्षेत आहे.',
  'ops.signed-in': 'साइन इन झाले',
  'ops.welcome': 'ऑपरेशन्स कन्सोलमध्ये तुमचे स्वागत आहे',
  'ops.invitation-sent': '{{email}} ला निमंत्रण पाठवले',
  'ops.invitation-revoked': 'निमंत्रण मागे घेतले',
  'ops.staff-roles-saved': 'स्टाफच्या भूमिका जतन केल्या',
  'ops.staff-deactivated': 'स्टाफ खाते निष्क्रिय केले',
  'ops.staff-reactivated': 'स्टाफ खाते पुन्हा सक्रिय केले',
  'enquiry.verified': 'तुमची चौकशी पडताळली गेली आहे. आमची टीम लवकरच तुमच्याशी संपर्क साधेल.',
  'profile.updated': 'प्रोफाइल यशस्वीरित्या अपडेट झाले',
  'cibil.report-fetched': 'क्रेडिट रिपोर्ट यशस्वीरित्या मिळाला',
  'consent.withdrawn': 'तुमची संमती मागे घेतली आहे.',
  'lending.kfs-otp-sent': '{{mobile}} वर OTP पाठवला.',
  'lending.kfs-accepted': 'तुम्ही नवीन अटी स्वीकारल्या आहेत (KFS आवृत्ती {{version}}). कर्जदाता आता कर्ज वितरित करू शकतो.',
  'lending.exit-requested': 'कर्जातून बाहेर पडण्याची तुमची विनंती {{lender}} कडे पाठवली आहे. कोणत्याही दंडाशिवाय कर्ज बंद करण्यासाठी {{amount}} परत करा.',
  'lending.exit-closed': 'कर्जातून बाहेर पडण्याची विनंती बंद: {{date}} रोजी {{amount}} परत केले.',
  'banker.details-received': 'तपशील मिळाले. त्यांची पुष्टी करण्यासाठी तुमच्या मोबाइल नंबरवर पाठवलेला OTP टाका; त्यानंतर आमची ऑपरेशन्स टीम ते तपासेल.',
  'banker.sanction-confirmed': 'मंजुरीची पुष्टी झाली',
  'banker.disbursal-confirmed': 'वितरणाची पुष्टी झाली',
  'telecaller.profile-saved': 'प्रोफाइल जतन केले.',
  'telecaller.call-recorded': 'कॉल नोंदवला',
  'grievance.registered': 'तुमची तक्रार नोंदवली आहे. तुमचा संदर्भ क्रमांक {{reference}} आहे.',
  'grievance.assigned': '{{reference}} {{name}} यांच्याकडे सोपवली आहे.',
  'grievance.replied': 'उत्तर पाठवले. {{name}} यांना SMS ने कळवले आहे.',
  'grievance.resolved': '{{reference}} सोडवली आहे. {{name}} यांना SMS ने कळवले आहे.',
  'grievance.escalated': '{{reference}} प्रधान नोडल अधिकाऱ्यांकडे पाठवली आहे.',
  'careers.application-received': 'तुमचा अर्ज मिळाला आहे. आमची भरती टीम पाच कामकाजाच्या दिवसांत तुम्हाला कॉल करेल.',
  'careers.remote-registered': 'तुमची घरून काम करण्याच्या कार्यक्रमासाठी नोंदणी झाली आहे.',
  'partners.lead-received': 'धन्यवाद. आमची पार्टनरशिप टीम दोन कामकाजाच्या दिवसांत तुम्हाला कॉल करेल.',
  'connector.added': 'कनेक्टर जोडला',
  'connector.deactivated': 'कनेक्टर निष्क्रिय केला',
  'connector.joined': 'आता तुम्ही {{shop}} चे कनेक्टर आहात',
  'kyc.aadhaar-otp-sent': 'आधार {{masked}} शी जोडलेल्या मोबाइल नंबरवर OTP पाठवला',
  'shop.documents-uploaded': 'कागदपत्रे यशस्वीरित्या अपलोड झाली',
  'payout.withdrawal-sent': 'काढलेली रक्कम तुमच्या बँक खात्यात पाठवली',
  'commission.invoice-submitted': 'इनव्हॉइस सादर केले',
  'ca.request-submitted': '{{service}} ची विनंती सादर केली',
  'ca.request-awaits-fee': '{{service}} ची विनंती जतन केली. ती {{amount}} शुल्काच्या प्रतीक्षेत आहे.',
  'ca.fee-paid': 'शुल्क तुमच्या वॉलेटमधून भरले. तुमची विनंती सादर झाली आहे.',
  'ca.request-withdrawn': 'विनंती मागे घेतली.',
  'ca.documents-sent': 'कागदपत्रे पाठवली. आमची टीम तुमच्या विनंतीवर काम पुढे सुरू ठेवेल.',
  'logistics.booked': 'शिपमेंट बुक झाले',
  'logistics.return-booked': 'रिटर्न पिकअप बुक झाले',
  'logistics.cancelled': 'शिपमेंट {{tracking}} रद्द केले',
  'lender.added': '{{name}} जोडला. ऑफर देण्यासाठी त्याची उत्पादने जोडा.',
  'lender.saved': '{{name}} जतन केला. नवीन ऑफर आतापासून तेच वापरतील.',
  'finance.commission-approved': 'कमिशन पेमेंटसाठी मंजूर केले',
  'finance.invoice-returned': 'इनव्हॉइस दुकानाकडे परत पाठवले',
  'finance.batch-created': 'पेमेंट बॅच तयार केली',
  'finance.batch-cancelled': 'पेमेंट बॅच रद्द केली',
  'finance.batch-sent': 'पेमेंट बँकेकडे पाठवले',
  'finance.batch-paid': 'पेमेंट झाले: {{amount}}, UTR {{utr}}',
  'finance.transfer-checked': 'ट्रान्सफर तपासले',
  'finance.refund-sent': 'परतावा पेमेंट प्रदात्याकडे पाठवला',
  'finance.refunded': '{{amount}} जिथून भरले होते तिथेच परत केले',
  'finance.reconciled-clean': 'जुळवणी पूर्ण झाली: कोणताही फरक नाही',
  'ca-desk.assigned': '{{name}} यांच्याकडे सोपवले',
  'ca-desk.documents-requested': 'कागदपत्रे मागितली. दुकानाला कळवले आहे.',
  'ca-desk.in-progress': 'प्रगतीपथावर असल्याचे नोंदवले',
  'ca-desk.rejected': 'विनंती नाकारली.',
  'ca-desk.rejected-refunded': 'विनंती नाकारली. {{amount}} दुकानाच्या वॉलेटमध्ये परत केले.',
  'leads.handed': 'लीड {{name}} यांच्याकडे सोपवली',
  'content.draft-saved': 'मसुदा जतन केला',
  'content.version-saved': 'आवृत्ती {{number}} म्हणून जतन केले',
  'content.version-restored': 'आवृत्ती {{from}} आवृत्ती {{number}} म्हणून पुनर्संचयित केली',
  'content.published': 'प्रकाशित: ते आता साइटवर आहे',
  'content.unscheduled': 'वेळापत्रक रद्द: ते पुन्हा मसुदा आहे',
  'content.unpublished': 'अप्रकाशित: ते आता साइटवर नाही',
  'partner-enquiry.invited': '{{name}} यांना दुकान नोंदवण्याचे निमंत्रण दिले: ई-मेल {{email}} वर गेला.',
};

export const apiSuccessTexts = defineCoreTexts('api-success', API_SUCCESS_MESSAGES, { hi, mr });

type CodedTranslation = Record<CodedSuccessCode, string>;
const CODED_EN = Object.fromEntries(Object.entries(API_CODED_SUCCESS_MESSAGES).map(([code, { en }]) => [code, en])) as {
  [C in CodedSuccessCode]: (typeof API_CODED_SUCCESS_MESSAGES)[C]['en'];
};

const codedHi: CodedTranslation = {
  'lead.status-changed': 'स्थिति बदलकर {{status}} की गई',
  'lead.status-changed-awaiting': 'स्थिति बदलकर {{status}} की गई। यह बैंक की पुष्टि की प्रतीक्षा में है।',
  'telecaller.leads-shared': 'प्रोफ़ाइल सहेज ली गई। प्रतीक्षा में रही लीड बाँट दी गईं: {{count}}।',
  'telecaller.leads-handed': 'प्रोफ़ाइल सहेज ली गई। आप ड्यूटी पर नहीं हैं; आपकी खुली लीड टीम को सौंप दी गईं: {{count}}।',
  'lender.product-saved': '{{lender}} का {{product}} सहेजा गया। नए ऑफ़र अब से इसी का उपयोग करेंगे।',
  'lender.product-removed': '{{lender}} का {{product}} हटा दिया गया। नए ऑफ़र में अब यह शामिल नहीं होगा।',
  'shipment.status-changed': 'शिपमेंट {{tracking}} अब: {{status}}',
  'content.scheduled': 'शेड्यूल हो गया: यह {{at}} को साइट पर आएगा',
  'sale.document-uploaded': '{{document}} अपलोड हो गया',
  'sale.documents-uploaded': '{{count}} दस्तावेज़ अपलोड हो गए',
  'partner.approved': '{{name}} को मंज़ूर किया गया।',
  'partner.rejected': '{{name}} को मंज़ूर नहीं किया गया।',
  'partner.suspended': '{{name}} को निलंबित किया गया।',
  'partner.reinstated': '{{name}} को बहाल किया गया।',
  'partner.suspended-leads-handed': '{{name}} को निलंबित किया गया; {{count}} खुली लीड दूसरों को सौंप दी गईं।',
  'job-application.shortlisted': '{{name}} को शॉर्टलिस्ट किया गया और SMS से बता दिया गया।',
  'job-application.not-taken-forward': '{{name}} का आवेदन आगे नहीं बढ़ाया गया और उन्हें SMS से बता दिया गया।',
  'job-application.hired': '{{name}} को नियुक्त किया गया और SMS से बता दिया गया।',
  'kyc-review.accepted': '{{item}}: स्वीकार किया गया।',
  'kyc-review.rejected': '{{item}}: दुकान को वापस भेजा गया।',
  'kyc.step-verified': 'सत्यापन सफल रहा: {{step}}',
  'profile.updated-kyc-again': 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई। कृपया ये KYC चरण फिर से सत्यापित करें: {{steps}}।',
  'application.submitted': '{{product}}: आपका आवेदन जमा हो गया है। हमारी टीम एक कार्यदिवस के भीतर आपको कॉल करेगी।',
  'application.submitted-by-shop': '{{product}}: {{name}} का आवेदन जमा हो गया है। इसे अपनी लोन बिक्री में देखते रहें।',
  'offers.shown': '{{lenders}} लेंडरों से {{count}} ऑफ़र',
  'shipments.moved': '{{count}} शिपमेंट अब इस स्थिति में हैं: {{status}}।',
  'shipments.moved-some-left': '{{count}} शिपमेंट अब इस स्थिति में हैं: {{status}}। {{left}} जैसे थे वैसे ही छोड़ दिए गए।',
  'partner-enquiry.contacted': '{{name}} की पूछताछ "संपर्क किया गया" के रूप में दर्ज की गई।',
  'partner-enquiry.closed': '{{name}} की पूछताछ बंद कर दी गई।',
  'ca-desk.deliverable-uploaded': 'तैयार दस्तावेज़ अपलोड हो गया: {{deliverable}}',
  'ca-desk.acknowledgement-uploaded': 'तैयार दस्तावेज़ अपलोड हो गया: पावती नंबर {{reference}}',
  'ca-desk.completed': 'अनुरोध पूरा हो गया। दुकान अब {{deliverable}} डाउनलोड कर सकती है।',
  'ca-desk.completed-acknowledgement': 'अनुरोध पूरा हो गया। दुकान अब पावती नंबर {{reference}} डाउनलोड कर सकती है।',
  'job.ran': 'चलाया गया — {{job}}: {{summary}}',
  'finance.transfer-refused': 'बैंक ने ट्रांसफ़र अस्वीकार कर दिया: {{reason}}। इसकी लाइनें फिर से स्वीकृत हैं।',
  'finance.refund-refused': 'भुगतान प्रदाता ने रिफ़ंड अस्वीकार कर दिया: {{reason}}',
  'finance.reconciled-differences': 'मिलान पूरा हुआ: जाँचने के लिए {{count}} अंतर',
  'payout.withdrawal-refused': 'बैंक ने निकासी अस्वीकार कर दी: {{reason}}। राशि आपके वॉलेट में वापस आ गई है।',
};

const codedMr: CodedTranslation = {
  'lead.status-changed': 'स्थिती बदलून {{status}} केली',
  'lead.status-changed-awaiting': 'स्थिती बदलून {{status}} केली. ती बँकेच्या पुष्टीच्या प्रतीक्षेत आहे.',
  'telecaller.leads-shared': 'प्रोफाइल जतन केले. प्रतीक्षेतील लीड वाटून दिल्या: {{count}}.',
  'telecaller.leads-handed': 'प्रोफाइल जतन केले. तुम्ही ड्युटीवर नाही; तुमच्या खुल्या लीड टीमकडे सोपवल्या: {{count}}.',
  'lender.product-saved': '{{lender}} चे {{product}} जतन केले. नवीन ऑफर आतापासून तेच वापरतील.',
  'lender.product-removed': '{{lender}} चे {{product}} काढून टाकले. नवीन ऑफरमध्ये आता ते नसेल.',
  'shipment.status-changed': 'शिपमेंट {{tracking}} आता: {{status}}',
  'content.scheduled': 'वेळापत्रक ठरले: ते {{at}} रोजी साइटवर येईल',
  'sale.document-uploaded': '{{document}} अपलोड झाले',
  'sale.documents-uploaded': '{{count}} कागदपत्रे अपलोड झाली',
  'partner.approved': '{{name}} मंजूर केले.',
  'partner.rejected': '{{name}} मंजूर केले नाही.',
  'partner.suspended': '{{name}} निलंबित केले.',
  'partner.reinstated': '{{name}} पुन्हा सुरू केले.',
  'partner.suspended-leads-handed': '{{name}} निलंबित केले; {{count}} खुल्या लीड इतरांकडे सोपवल्या.',
  'job-application.shortlisted': '{{name}} यांना निवडसूचीत घेतले आणि SMS ने कळवले.',
  'job-application.not-taken-forward': '{{name}} यांचा अर्ज पुढे नेला नाही आणि त्यांना SMS ने कळवले.',
  'job-application.hired': '{{name}} यांना नियुक्त केले आणि SMS ने कळवले.',
  'kyc-review.accepted': '{{item}}: स्वीकारले.',
  'kyc-review.rejected': '{{item}}: दुकानाकडे परत पाठवले.',
  'kyc.step-verified': 'पडताळणी यशस्वी झाली: {{step}}',
  'profile.updated-kyc-again': 'प्रोफाइल यशस्वीरित्या अपडेट झाले. कृपया या KYC पायऱ्या पुन्हा पडताळा: {{steps}}.',
  'application.submitted': '{{product}}: तुमचा अर्ज सादर झाला आहे. आमची टीम एका कामकाजाच्या दिवसात तुम्हाला कॉल करेल.',
  'application.submitted-by-shop': '{{product}}: {{name}} यांचा अर्ज सादर झाला आहे. तुमच्या कर्ज विक्रीमध्ये त्याचा पाठपुरावा करा.',
  'offers.shown': '{{lenders}} कर्जदात्यांकडून {{count}} ऑफर',
  'shipments.moved': '{{count}} शिपमेंट आता या स्थितीत आहेत: {{status}}.',
  'shipments.moved-some-left': '{{count}} शिपमेंट आता या स्थितीत आहेत: {{status}}. {{left}} जशी होती तशीच ठेवली.',
  'partner-enquiry.contacted': '{{name}} यांची चौकशी "संपर्क केला" म्हणून नोंदवली.',
  'partner-enquiry.closed': '{{name}} यांची चौकशी बंद केली.',
  'ca-desk.deliverable-uploaded': 'तयार दस्तऐवज अपलोड झाला: {{deliverable}}',
  'ca-desk.acknowledgement-uploaded': 'तयार दस्तऐवज अपलोड झाला: पोचपावती क्रमांक {{reference}}',
  'ca-desk.completed': 'विनंती पूर्ण झाली. दुकान आता {{deliverable}} डाउनलोड करू शकते.',
  'ca-desk.completed-acknowledgement': 'विनंती पूर्ण झाली. दुकान आता पोचपावती क्रमांक {{reference}} डाउनलोड करू शकते.',
  'job.ran': 'चालवले — {{job}}: {{summary}}',
  'finance.transfer-refused': 'बँकेने ट्रान्सफर नाकारले: {{reason}}. त्याच्या ओळी पुन्हा मंजूर आहेत.',
  'finance.refund-refused': 'पेमेंट प्रदात्याने परतावा नाकारला: {{reason}}',
  'finance.reconciled-differences': 'जुळवणी पूर्ण झाली: तपासण्यासाठी {{count}} फरक',
  'payout.withdrawal-refused': 'बँकेने रक्कम काढणे नाकारले: {{reason}}. रक्कम तुमच्या वॉलेटमध्ये परत आली आहे.',
};

export const codedSuccessTexts = defineCoreTexts('api-success-coded', CODED_EN, { hi: codedHi, mr: codedMr });

/**
 * Coded messages whose words follow a count (the English picks `lead`/`leads` by it), and the counts
 * that pick them, in order. The code's text above is said when no such count is 1; the forms below
 * when one is, keyed by the code and each count's form (`shipments.moved#one`, with two counts
 * `shipments.moved-some-left#many,one`): the areas likewise pick `…One` or `…Many` by `count === 1`.
 * A count whose words do not change in Hindi or Marathi (offers: `1 ऑफ़र`, `3 ऑफ़र`) is not listed.
 */
export const WORDS_BY_COUNT: { readonly [C in CodedSuccessCode]?: readonly string[] } = {
  'partner.suspended-leads-handed': ['count'],
  'offers.shown': ['lenders'],
  'shipments.moved': ['count'],
  'shipments.moved-some-left': ['count', 'left'],
};

const COUNTED_EN = {
  'partner.suspended-leads-handed#one': '{{name}} suspended; {{count}} open lead handed to others.',
  'offers.shown#one': '{{count}} offers from {{lenders}} lender',
  'shipments.moved#one': '{{count}} shipment is now {{status}}.',
  'shipments.moved-some-left#one,many': '{{count}} shipment is now {{status}}. {{left}} left as they were.',
  'shipments.moved-some-left#many,one': '{{count}} shipments are now {{status}}. {{left}} left as it was.',
  'shipments.moved-some-left#one,one': '{{count}} shipment is now {{status}}. {{left}} left as it was.',
} as const;

export const countedSuccessTexts = defineCoreTexts('api-success-counted', COUNTED_EN, {
  hi: {
    'partner.suspended-leads-handed#one': '{{name}} को निलंबित किया गया; {{count}} खुली लीड किसी और को सौंप दी गई।',
    'offers.shown#one': '{{lenders}} लेंडर से {{count}} ऑफ़र',
    'shipments.moved#one': '{{count}} शिपमेंट अब इस स्थिति में है: {{status}}।',
    'shipments.moved-some-left#one,many': '{{count}} शिपमेंट अब इस स्थिति में है: {{status}}। {{left}} जैसे थे वैसे ही छोड़ दिए गए।',
    'shipments.moved-some-left#many,one': '{{count}} शिपमेंट अब इस स्थिति में हैं: {{status}}। {{left}} जैसा था वैसा ही छोड़ दिया गया।',
    'shipments.moved-some-left#one,one': '{{count}} शिपमेंट अब इस स्थिति में है: {{status}}। {{left}} जैसा था वैसा ही छोड़ दिया गया।',
  },
  mr: {
    'partner.suspended-leads-handed#one': '{{name}} निलंबित केले; {{count}} खुली लीड दुसऱ्याकडे सोपवली.',
    'offers.shown#one': '{{lenders}} कर्जदात्याकडून {{count}} ऑफर',
    'shipments.moved#one': '{{count}} शिपमेंट आता या स्थितीत आहे: {{status}}.',
    'shipments.moved-some-left#one,many': '{{count}} शिपमेंट आता या स्थितीत आहे: {{status}}. {{left}} जशी होती तशीच ठेवली.',
    'shipments.moved-some-left#many,one': '{{count}} शिपमेंट आता या स्थितीत आहेत: {{status}}. {{left}} जसे होते तसेच ठेवले.',
    'shipments.moved-some-left#one,one': '{{count}} शिपमेंट आता या स्थितीत आहे: {{status}}. {{left}} जसे होते तसेच ठेवले.',
  },
});

/** A coded message in the current language, in the words its counts call for. */
function codedWords(code: CodedSuccessCode, params: Record<string, unknown>, values: Record<string, string>): string {
  const forms = (WORDS_BY_COUNT[code] ?? []).map((name) => (params[name] === 1 ? 'one' : 'many'));
  return forms.includes('one') ? countedSuccessTexts.t(`${code}#${forms.join(',')}` as keyof typeof COUNTED_EN, values) : codedSuccessTexts.t(code, values);
}

/**
 * The word-values a coded message carries, by their codes: the shared label tables in English (the
 * words the API put in its message), translated here as the areas translate them where they list
 * leads, shipments and lenders. The English is a copy, not an import: the shared tables live in
 * modules that bring yup and the schemas, which this module (fetched with the first toast) must not
 * wait for; success-texts.test.ts fails if a copy differs from its table.
 */
const LEAD_STATUS_EN: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  interested: 'Interested',
  not_interested: 'Not interested',
  documents_pending: 'Documents pending',
  logged_in: 'Logged in at the bank',
  sanctioned: 'Sanctioned',
  disbursed: 'Disbursed',
  rejected: 'Rejected',
  closed: 'Closed',
};
const SHIPMENT_STATUS_EN: Record<string, string> = {
  booked: 'Booked',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned_to_origin: 'Returned to origin',
};
const LENDER_PRODUCT_EN: Record<string, string> = {
  'personal-loan': 'Personal loan',
  plbt: 'Personal loan balance transfer',
  'home-loan': 'Home loan',
  hlbt: 'Home loan balance transfer',
  lap: 'Loan against property',
  'lap-bt': 'Loan against property balance transfer',
  'business-loan': 'Business loan',
  'professional-loan': 'Professional loan',
  'used-car-loan': 'Used car loan',
  'education-loan': 'Education loan',
};
const SALE_DOCUMENT_EN: Record<string, string> = {
  pan: 'PAN card',
  aadhaar: 'Aadhaar (address proof)',
  photo: 'Passport-size photo',
  incomeProof: 'Income proof (3 salary slips, or 2 years of ITR)',
  bankStatement: 'Bank statement (last 6 months)',
  propertyPapers: 'Property papers (sale deed or agreement)',
  loanStatement: 'Statement of the current loan',
  businessProof: 'Business registration (GST, Udyam or shop licence)',
  vehicleRc: 'Vehicle registration certificate (RC)',
  previousPolicy: 'Previous insurance policy',
  admissionLetter: 'Admission letter and fee schedule',
  marksheets: 'Last marksheets',
  medicalReports: 'Recent medical reports (if any illness)',
  quotation: 'Dealer quotation',
};

// A KYC step's label (KYC_STEP_LABELS) and the shop's documents' (api/src/vendor/queries.ts), as
// the KYC review lists them.
const KYC_ITEM_EN: Record<string, string> = {
  aadhaar: 'Aadhaar (OTP)',
  shopAadhaar: "Shop owner's Aadhaar",
  pan: 'PAN',
  bank: 'Bank account',
  gst: 'GST registration',
  shopPhoto: 'Shop photo',
  addressProof: 'Address proof',
};
// The products' names (shared/src/lending/product-names.ts, the areas' words for them).
const PRODUCT_EN: Record<string, string> = {
  'personal-loan': 'Personal loan',
  plbt: 'Personal loan balance transfer',
  'home-loan': 'Home loan',
  hlbt: 'Home loan balance transfer',
  lap: 'Loan against property',
  'lap-bt': 'Loan against property balance transfer',
  'business-loan': 'Business loan',
  'professional-loan': 'Professional loan',
  'used-car-loan': 'Used car loan',
  'credit-card': 'Credit card',
  'motor-insurance': 'Motor insurance',
  'website-development': 'Website development',
  'social-media-handling': 'Social media handling',
  'graphic-design': 'Graphic design',
  'education-loan': 'Education loan',
  'health-insurance': 'Health insurance',
  'car-loan': 'New car loan',
  'used-car-loan-bt': 'Used car loan balance transfer',
  'card-application': 'Credit card',
};
// What each CA or other service delivers (the catalogue's `deliverable`), by the service's id.
const CA_DELIVERABLE_EN: Record<string, string> = {
  'gst-registration': 'GST registration certificate',
  'gst-return': 'GST return acknowledgement',
  'company-registration': 'Certificate of incorporation',
  'pan-new': 'e-PAN card',
  'pan-duplicate': 'PAN card application acknowledgement',
  'pan-correction': 'PAN correction acknowledgement',
  iec: 'Importer-Exporter Code certificate',
  trademark: 'Trademark application receipt',
  dsc: 'Digital signature certificate',
  'food-licence': 'FSSAI registration or licence',
  'other-registration': 'Registration document',
  msme: 'Udyam registration certificate',
  'accounting-taxation': 'Filing acknowledgement',
  'website-development': 'Website first draft',
  visa: 'Visa application acknowledgement',
  'social-media': 'Social media plan',
  'graphics-design': 'Design files',
};
// The scheduled jobs' labels (api/src/jobs/platform-jobs.ts), as the jobs page names them.
const JOB_EN: Record<string, string> = {
  'payments-reconcile': 'Payment reconciliation',
  'ca-unpaid-expiry': 'Unpaid CA requests expiry',
  retention: 'Retention deletion',
  'lead-first-call-sla': 'Lead first-call SLA',
  'ca-request-sla': 'CA request SLA',
  'grievance-sla': 'Complaint SLA',
  'payouts-poll': 'Payout status check',
  'money-reconciliation': 'Money reconciliation',
};

export const successValueTexts = defineCoreTexts(
  'api-success-values',
  {
    leadStatus: LEAD_STATUS_EN,
    shipmentStatus: SHIPMENT_STATUS_EN,
    lenderProduct: LENDER_PRODUCT_EN,
    saleDocument: SALE_DOCUMENT_EN,
    kycItem: KYC_ITEM_EN,
    product: PRODUCT_EN,
    caDeliverable: CA_DELIVERABLE_EN,
    job: JOB_EN,
  },
  {
    hi: {
      leadStatus: {
        new: 'नया',
        contacted: 'संपर्क किया गया',
        interested: 'इच्छुक',
        not_interested: 'इच्छुक नहीं',
        documents_pending: 'दस्तावेज़ बाकी',
        logged_in: 'बैंक में लॉग-इन हुआ',
        sanctioned: 'स्वीकृत',
        disbursed: 'डिस्बर्स हुआ',
        rejected: 'अस्वीकृत',
        closed: 'बंद',
      },
      shipmentStatus: {
        booked: 'बुक हुआ',
        picked_up: 'पिकअप हुआ',
        in_transit: 'रास्ते में',
        out_for_delivery: 'डिलीवरी के लिए निकला',
        delivered: 'डिलीवर हुआ',
        cancelled: 'रद्द',
        returned_to_origin: 'भेजने वाले को लौटाया गया',
      },
      lenderProduct: {
        'personal-loan': 'पर्सनल लोन',
        plbt: 'पर्सनल लोन बैलेंस ट्रांसफ़र',
        'home-loan': 'होम लोन',
        hlbt: 'होम लोन बैलेंस ट्रांसफ़र',
        lap: 'प्रॉपर्टी पर लोन',
        'lap-bt': 'प्रॉपर्टी पर लोन बैलेंस ट्रांसफ़र',
        'business-loan': 'बिज़नेस लोन',
        'professional-loan': 'प्रोफ़ेशनल लोन',
        'used-car-loan': 'पुरानी कार लोन',
        'education-loan': 'एजुकेशन लोन',
      },
      saleDocument: {
        pan: 'PAN कार्ड',
        aadhaar: 'आधार (पते का प्रमाण)',
        photo: 'पासपोर्ट साइज़ फ़ोटो',
        incomeProof: 'आय का प्रमाण (3 सैलरी स्लिप, या 2 साल का ITR)',
        bankStatement: 'बैंक स्टेटमेंट (पिछले 6 महीने)',
        propertyPapers: 'प्रॉपर्टी के कागज़ात (सेल डीड या एग्रीमेंट)',
        loanStatement: 'मौजूदा लोन का स्टेटमेंट',
        businessProof: 'व्यवसाय का पंजीकरण (GST, उद्यम या दुकान लाइसेंस)',
        vehicleRc: 'वाहन रजिस्ट्रेशन सर्टिफ़िकेट (RC)',
        previousPolicy: 'पिछली बीमा पॉलिसी',
        admissionLetter: 'एडमिशन लेटर और फ़ीस का विवरण',
        marksheets: 'पिछली मार्कशीट',
        medicalReports: 'हाल की मेडिकल रिपोर्ट (कोई बीमारी हो तो)',
        quotation: 'डीलर का कोटेशन',
      },
      kycItem: {
        aadhaar: 'आधार (OTP)',
        shopAadhaar: 'दुकान मालिक का आधार',
        pan: 'PAN',
        bank: 'बैंक खाता',
        gst: 'GST रजिस्ट्रेशन',
        shopPhoto: 'दुकान की फ़ोटो',
        addressProof: 'पते का प्रमाण',
      },
      product: {
        'personal-loan': 'पर्सनल लोन',
        plbt: 'पर्सनल लोन बैलेंस ट्रांसफ़र',
        'home-loan': 'होम लोन',
        hlbt: 'होम लोन बैलेंस ट्रांसफ़र',
        lap: 'प्रॉपर्टी पर लोन',
        'lap-bt': 'प्रॉपर्टी पर लोन बैलेंस ट्रांसफ़र',
        'business-loan': 'बिज़नेस लोन',
        'professional-loan': 'प्रोफ़ेशनल लोन',
        'used-car-loan': 'पुरानी कार लोन',
        'credit-card': 'क्रेडिट कार्ड',
        'motor-insurance': 'मोटर बीमा',
        'website-development': 'वेबसाइट बनवाना',
        'social-media-handling': 'सोशल मीडिया संभालना',
        'graphic-design': 'ग्राफ़िक डिज़ाइन',
        'education-loan': 'एजुकेशन लोन',
        'health-insurance': 'स्वास्थ्य बीमा',
        'car-loan': 'नई कार लोन',
        'used-car-loan-bt': 'पुरानी कार लोन बैलेंस ट्रांसफ़र',
        'card-application': 'क्रेडिट कार्ड',
      },
      caDeliverable: {
        'gst-registration': 'GST रजिस्ट्रेशन सर्टिफ़िकेट',
        'gst-return': 'GST रिटर्न की पावती',
        'company-registration': 'कंपनी के निगमन का प्रमाणपत्र',
        'pan-new': 'e-PAN कार्ड',
        'pan-duplicate': 'PAN कार्ड आवेदन की पावती',
        'pan-correction': 'PAN सुधार की पावती',
        iec: 'इम्पोर्टर-एक्सपोर्टर कोड (IEC) सर्टिफ़िकेट',
        trademark: 'ट्रेडमार्क आवेदन की रसीद',
        dsc: 'डिजिटल सिग्नेचर सर्टिफ़िकेट',
        'food-licence': 'FSSAI रजिस्ट्रेशन या लाइसेंस',
        'other-registration': 'रजिस्ट्रेशन का दस्तावेज़',
        msme: 'उद्यम रजिस्ट्रेशन सर्टिफ़िकेट',
        'accounting-taxation': 'फ़ाइलिंग की पावती',
        'website-development': 'वेबसाइट का पहला ड्राफ़्ट',
        visa: 'वीज़ा आवेदन की पावती',
        'social-media': 'सोशल मीडिया योजना',
        'graphics-design': 'डिज़ाइन फ़ाइलें',
      },
      job: {
        'payments-reconcile': 'भुगतान मिलान',
        'ca-unpaid-expiry': 'बिना भुगतान वाले CA अनुरोधों की समाप्ति',
        retention: 'अवधि पूरी होने पर मिटाना',
        'lead-first-call-sla': 'लीड की पहली कॉल का SLA',
        'ca-request-sla': 'CA अनुरोध SLA',
        'grievance-sla': 'शिकायत SLA',
        'payouts-poll': 'पेआउट स्थिति जाँच',
        'money-reconciliation': 'पैसों का मिलान',
      },
    },
    mr: {
      leadStatus: {
        new: 'नवीन',
        contacted: 'संपर्क केला',
        interested: 'इच्छुक',
        not_interested: 'इच्छुक नाही',
        documents_pending: 'कागदपत्रे बाकी',
        logged_in: 'बँकेत लॉग-इन झाले',
        sanctioned: 'मंजूर',
        disbursed: 'वितरित',
        rejected: 'नाकारले',
        closed: 'बंद',
      },
      shipmentStatus: {
        booked: 'बुक झाले',
        picked_up: 'पिकअप झाले',
        in_transit: 'वाटेत',
        out_for_delivery: 'डिलिव्हरीसाठी निघाले',
        delivered: 'पोहोचवले',
        cancelled: 'रद्द',
        returned_to_origin: 'पाठवणाऱ्याकडे परत',
      },
      lenderProduct: {
        'personal-loan': 'वैयक्तिक कर्ज',
        plbt: 'वैयक्तिक कर्ज बॅलन्स ट्रान्सफर',
        'home-loan': 'गृहकर्ज',
        hlbt: 'गृहकर्ज बॅलन्स ट्रान्सफर',
        lap: 'मालमत्तेवर कर्ज',
        'lap-bt': 'मालमत्तेवर कर्ज बॅलन्स ट्रान्सफर',
        'business-loan': 'व्यवसाय कर्ज',
        'professional-loan': 'व्यावसायिकांसाठी कर्ज',
        'used-car-loan': 'जुन्या कारसाठी कर्ज',
        'education-loan': 'शैक्षणिक कर्ज',
      },
      saleDocument: {
        pan: 'PAN कार्ड',
        aadhaar: 'आधार (पत्त्याचा पुरावा)',
        photo: 'पासपोर्ट आकाराचा फोटो',
        incomeProof: 'उत्पन्नाचा पुरावा (3 पगार स्लिप, किंवा 2 वर्षांचे ITR)',
        bankStatement: 'बँक स्टेटमेंट (मागील 6 महिने)',
        propertyPapers: 'मालमत्तेची कागदपत्रे (खरेदीखत किंवा करार)',
        loanStatement: 'सध्याच्या कर्जाचे स्टेटमेंट',
        businessProof: 'व्यवसाय नोंदणी (GST, उद्यम किंवा दुकान परवाना)',
        vehicleRc: 'वाहन नोंदणी प्रमाणपत्र (RC)',
        previousPolicy: 'मागील विमा पॉलिसी',
        admissionLetter: 'प्रवेश पत्र आणि फी तपशील',
        marksheets: 'मागील गुणपत्रिका',
        medicalReports: 'अलीकडील वैद्यकीय अहवाल (आजार असल्यास)',
        quotation: 'डीलरचे कोटेशन',
      },
      kycItem: {
        aadhaar: 'आधार (OTP)',
        shopAadhaar: 'दुकान मालकाचे आधार',
        pan: 'PAN',
        bank: 'बँक खाते',
        gst: 'GST नोंदणी',
        shopPhoto: 'दुकानाचा फोटो',
        addressProof: 'पत्त्याचा पुरावा',
      },
      product: {
        'personal-loan': 'वैयक्तिक कर्ज',
        plbt: 'वैयक्तिक कर्ज बॅलन्स ट्रान्सफर',
        'home-loan': 'गृहकर्ज',
        hlbt: 'गृहकर्ज बॅलन्स ट्रान्सफर',
        lap: 'मालमत्तेवर कर्ज',
        'lap-bt': 'मालमत्तेवर कर्ज बॅलन्स ट्रान्सफर',
        'business-loan': 'व्यवसाय कर्ज',
        'professional-loan': 'व्यावसायिक (प्रोफेशनल) कर्ज',
        'used-car-loan': 'जुनी कार कर्ज',
        'credit-card': 'क्रेडिट कार्ड',
        'motor-insurance': 'मोटर विमा',
        'website-development': 'वेबसाइट तयार करणे',
        'social-media-handling': 'सोशल मीडिया हाताळणे',
        'graphic-design': 'ग्राफिक डिझाइन',
        'education-loan': 'शैक्षणिक कर्ज',
        'health-insurance': 'आरोग्य विमा',
        'car-loan': 'नवीन कार कर्ज',
        'used-car-loan-bt': 'जुनी कार कर्ज बॅलन्स ट्रान्सफर',
        'card-application': 'क्रेडिट कार्ड',
      },
      caDeliverable: {
        'gst-registration': 'GST नोंदणी प्रमाणपत्र',
        'gst-return': 'GST रिटर्नची पोचपावती',
        'company-registration': 'कंपनी स्थापनेचे प्रमाणपत्र',
        'pan-new': 'e-PAN कार्ड',
        'pan-duplicate': 'PAN कार्ड अर्जाची पोचपावती',
        'pan-correction': 'PAN दुरुस्तीची पोचपावती',
        iec: 'इम्पोर्टर-एक्सपोर्टर कोड (IEC) प्रमाणपत्र',
        trademark: 'ट्रेडमार्क अर्जाची पावती',
        dsc: 'डिजिटल स्वाक्षरी प्रमाणपत्र',
        'food-licence': 'FSSAI नोंदणी किंवा परवाना',
        'other-registration': 'नोंदणीचा दस्तऐवज',
        msme: 'उद्यम नोंदणी प्रमाणपत्र',
        'accounting-taxation': 'फाइलिंगची पोचपावती',
        'website-development': 'वेबसाइटचा पहिला मसुदा',
        visa: 'व्हिसा अर्जाची पोचपावती',
        'social-media': 'सोशल मीडिया योजना',
        'graphics-design': 'डिझाइन फाइल्स',
      },
      job: {
        'payments-reconcile': 'पेमेंट जुळवणी',
        'ca-unpaid-expiry': 'न भरलेल्या CA विनंत्यांची मुदत समाप्ती',
        retention: 'मुदत संपल्यावर हटवणे',
        'lead-first-call-sla': 'लीडच्या पहिल्या कॉलचा SLA',
        'ca-request-sla': 'CA विनंती SLA',
        'grievance-sla': 'तक्रार SLA',
        'payouts-poll': 'पेआउट स्थिती तपासणी',
        'money-reconciliation': 'पैशांची जुळवणी',
      },
    },
  },
);

// The API's own time format for a scheduled item ("27 Nov 2026, 10:30 am", India's time).
const liveAt = localDateFormat({ timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** One value in the reader's language; undefined when it is not what its kind says (then English). */
function valueText(kind: SuccessParamKind, value: unknown): string | undefined {
  type Table = keyof typeof successValueTexts.en;
  const labelOf = (table: Table, item: unknown) =>
    typeof item === 'string' && Object.hasOwn(successValueTexts.en[table], item) ? successValueTexts.t(`${table}.${item}` as never) : undefined;
  switch (kind) {
    case 'text':
      return typeof value === 'string' ? value : undefined;
    case 'count':
      return typeof value === 'number' && Number.isInteger(value) ? String(value) : undefined;
    case 'date-time':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? liveAt.format(value) : undefined;
    case 'lead-status':
      return labelOf('leadStatus', value);
    case 'shipment-status':
      return labelOf('shipmentStatus', value);
    case 'lender-product':
      return labelOf('lenderProduct', value);
    case 'sale-document':
      return labelOf('saleDocument', value);
    case 'kyc-item':
      return labelOf('kycItem', value);
    case 'kyc-items': {
      // Said as the API lists them; one step it does not know leaves the whole message English.
      const steps = Array.isArray(value) && value.length > 0 ? value.map((step) => labelOf('kycItem', step)) : [undefined];
      return steps.every((step) => step !== undefined) ? steps.join(', ') : undefined;
    }
    case 'product':
      return labelOf('product', value);
    case 'ca-deliverable':
      return labelOf('caDeliverable', value);
    case 'job':
      return labelOf('job', value);
  }
}

/** A success answer as the API sends it: its English message, and a code when it has one. */
export interface SuccessAnswer {
  message: string;
  messageCode?: string;
  messageParams?: Record<string, unknown>;
}

/** A coded answer in the current language, or undefined when a value is missing or unknown. */
function codedText(code: CodedSuccessCode, params: Record<string, unknown>): string | undefined {
  const values: Record<string, string> = {};
  for (const [name, kind] of Object.entries(API_CODED_SUCCESS_MESSAGES[code].params) as Array<[string, SuccessParamKind]>) {
    const text = valueText(kind, params[name]);
    if (text === undefined) return undefined;
    values[name] = text;
  }
  return codedWords(code, params, values);
}

/**
 * What a success toast says in the current language: by the answer's code when it has one (its
 * values each in the reader's words), else the catalogued text the message is recognised as, with
 * the API's values put back, else the message as the API sent it (it may say something specific no
 * table knows, or carry a code this copy of the site does not know yet).
 */
export function apiSuccessText(answer: string | SuccessAnswer): string {
  const { message, messageCode, messageParams } = typeof answer === 'string' ? { message: answer } : answer;
  // An English reader sees the API's own words, character for character.
  if (currentLanguage() === 'en') return message;
  if (isCodedSuccessCode(messageCode)) return codedText(messageCode, messageParams ?? {}) ?? message;
  if (isCataloguedSuccessCode(messageCode) && !API_SUCCESS_MESSAGES[messageCode].includes('{{')) return apiSuccessTexts.t(messageCode);
  const recognised = recogniseSuccessMessage(message);
  return recognised ? apiSuccessTexts.t(recognised.code, recognised.values) : message;
}
