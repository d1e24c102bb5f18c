// The API's catalogued failures (shared/src/contracts/error-codes.ts) in the visitor's language:
// the API sends a stable code beside its English message, and the site shows this text for it.
// English is the API's message itself, so nothing changes for an English reader. A plain table
// (defineCoreTexts), not i18next: the API client must not load the translation runtime.
import { API_ERROR_MESSAGES, defineCoreTexts, isCataloguedErrorCode } from '@platform/shared';

const en = {
  ...API_ERROR_MESSAGES,
  // docs/spec/product.md §8, spelled as the product has it: no answer, or one that could not be read.
  'client.no-answer': 'some error occurred! plese try again',
};
type Codes = typeof en;

export const apiErrorTexts = defineCoreTexts('api-errors', en, {
  hi: {
    'auth.login-required': 'जारी रखने के लिए कृपया लॉग इन करें।',
    'auth.signed-out': 'आपको साइन आउट कर दिया गया है। कृपया फिर से लॉग इन करें।',
    'auth.account-gone': 'यह खाता अब मौजूद नहीं है। कृपया फिर से लॉग इन करें।',
    'auth.invalid-token': 'टोकन अमान्य है या नहीं है',
    'auth.flow-token-missing': 'आपका सत्र टोकन नहीं मिला। कृपया फिर से शुरू करें।',
    'auth.wrong-password': 'ईमेल या पासवर्ड गलत है',
    'auth.verify-mobile-first': 'लॉग इन करने से पहले कृपया अपना मोबाइल नंबर सत्यापित करें।',
    'auth.already-registered': 'इस ईमेल या मोबाइल नंबर से एक खाता पहले से मौजूद है। कृपया लॉग इन करें या अपना पासवर्ड रीसेट करें।',
    'auth.current-password-wrong': 'मौजूदा पासवर्ड गलत है',
    'auth.forbidden': 'आपको यह करने की अनुमति नहीं है।',
    'otp.invalid': 'OTP गलत है',
    'otp.not-sent': 'इस अनुरोध के लिए कोई OTP नहीं भेजा गया। कृपया नया OTP माँगें।',
    'otp.used': 'यह OTP पहले ही इस्तेमाल हो चुका है। कृपया नया OTP माँगें।',
    'otp.expired': 'इस OTP की समय-सीमा समाप्त हो गई है। कृपया नया OTP माँगें।',
    'otp.locked': 'बहुत अधिक गलत प्रयास। कृपया नया OTP माँगें।',
    'otp.send-failed': 'हम अभी OTP नहीं भेज सके। कृपया थोड़ी देर में फिर से कोशिश करें।',
    'otp.mobile-mismatch': 'यह मोबाइल नंबर उस नंबर से मेल नहीं खाता जिस पर OTP भेजा गया था',
    'request.not-found': 'नहीं मिला',
    'request.bad': 'अनुरोध सही नहीं है',
    'request.invalid': 'अनुरोध अमान्य है',
    'request.invalid-json': 'अनुरोध का डेटा पढ़ा नहीं जा सका',
    'request.empty': 'अनुरोध खाली है',
    'request.too-large': 'अनुरोध बहुत बड़ा है',
    'server.error': 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    'client.no-answer': 'कुछ गड़बड़ हो गई! कृपया फिर से कोशिश करें',
  },
  mr: {
    'auth.login-required': 'पुढे जाण्यासाठी कृपया लॉग इन करा.',
    'auth.signed-out': 'तुम्हाला साइन आउट केले आहे. कृपया पुन्हा लॉग इन करा.',
    'auth.account-gone': 'हे खाते आता अस्तित्वात नाही. कृपया पुन्हा लॉग इन करा.',
    'auth.invalid-token': 'टोकन अवैध आहे किंवा नाही',
    'auth.flow-token-missing': 'तुमचे सत्र टोकन सापडले नाही. कृपया पुन्हा सुरुवात करा.',
    'auth.wrong-password': 'ईमेल किंवा पासवर्ड चुकीचा आहे',
    'auth.verify-mobile-first': 'लॉग इन करण्यापूर्वी कृपया तुमचा मोबाइल नंबर पडताळा.',
    'auth.already-registered': 'या ईमेल किंवा मोबाइल नंबरचे खाते आधीच अस्तित्वात आहे. कृपया लॉग इन करा किंवा तुमचा पासवर्ड रीसेट करा.',
    'auth.current-password-wrong': 'सध्याचा पासवर्ड चुकीचा आहे',
    'auth.forbidden': 'तुम्हाला हे करण्याची परवानगी नाही.',
    'otp.invalid': 'OTP चुकीचा आहे',
    'otp.not-sent': 'या विनंतीसाठी कोणताही OTP पाठवला गेला नाही. कृपया नवीन OTP मागा.',
    'otp.used': 'हा OTP आधीच वापरला गेला आहे. कृपया नवीन OTP मागा.',
    'otp.expired': 'या OTP ची मुदत संपली आहे. कृपया नवीन OTP मागा.',
    'otp.locked': 'खूप चुकीचे प्रयत्न झाले. कृपया नवीन OTP मागा.',
    'otp.send-failed': 'आम्ही आत्ता OTP पाठवू शकलो नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    'otp.mobile-mismatch': 'हा मोबाइल नंबर OTP पाठवलेल्या नंबरशी जुळत नाही',
    'request.not-found': 'सापडले नाही',
    'request.bad': 'विनंती योग्य नाही',
    'request.invalid': 'विनंती अवैध आहे',
    'request.invalid-json': 'विनंतीचा डेटा वाचता आला नाही',
    'request.empty': 'विनंती रिकामी आहे',
    'request.too-large': 'विनंती खूप मोठी आहे',
    'server.error': 'आमच्याकडून काहीतरी चूक झाली. कृपया पुन्हा प्रयत्न करा.',
    'client.no-answer': 'काहीतरी चूक झाली! कृपया पुन्हा प्रयत्न करा',
  },
} satisfies { hi: Record<keyof Codes, string>; mr: Record<keyof Codes, string> });

/**
 * What to show for a failure in the current language: the catalogued text for its code, else the
 * English message the API sent (an uncatalogued message says something specific, which a text per
 * status would lose).
 */
export function apiErrorText(message: string, code: string | undefined): string {
  if (code === 'client.no-answer' || isCataloguedErrorCode(code)) return apiErrorTexts.t(code);
  return message;
}
