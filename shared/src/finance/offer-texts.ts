// The words of a set of offers in English, Hindi and Marathi: why a lender did not match, and the
// method in plain words. The API writes a set's reasons in the language it was asked in (a set
// records what was shown: migration 026) and the offers page renders them again from the reason's
// code and figures in the reader's language (docs/decisions/050-offer-reasons-in-three-languages.md).
// Plain functions rather than the translation runtime: the API renders them too, and a reason is
// a sentence with amounts in it, formatted the Indian way (₹1,00,000) in every language.
import type { CreditBand } from '../contracts/cibil';
import { formatPaise } from './format';

/** The languages a set of offers is asked, recorded and shown in (the site's LANGUAGES). */
export const OFFER_LANGUAGES = ['en', 'hi', 'mr'] as const;
export type OfferLanguage = (typeof OFFER_LANGUAGES)[number];

/** The rule of a lender's terms an application did not meet, first one first. */
export const UNMATCHED_REASON_CODES = ['pincode', 'amount', 'tenure', 'age', 'employment', 'income', 'credit-band', 'needs-credit-check', 'foir'] as const;
export type UnmatchedReasonCode = (typeof UNMATCHED_REASON_CODES)[number];

/**
 * Why a lender did not match: the rule's code and the figures the sentence names. `loan` is the
 * lender's own name for the product, lower case (the English sentence uses it); `product` is the
 * product's slug (the other languages name the loan from it).
 */
export type UnmatchedReason =
  | { code: 'pincode'; pincode: string }
  | { code: 'amount'; product: string; loan: string; minAmountPaise: number; maxAmountPaise: number; amountPaise: number }
  | { code: 'tenure'; product: string; loan: string; minTenureMonths: number; maxTenureMonths: number; tenureMonths: number }
  | { code: 'age'; minAge: number; maxAge: number }
  | { code: 'employment'; product: string; loan: string; employmentType: string }
  | { code: 'income'; minMonthlyIncomePaise: number }
  | { code: 'credit-band'; band: CreditBand }
  | { code: 'needs-credit-check' }
  | { code: 'foir'; emiPaise: number; sharePercent: number; foirBps: number };

type Sentences = { [C in UnmatchedReasonCode]: (name: string, reason: Extract<UnmatchedReason, { code: C }>) => string };

const rupees = (paise: number) => formatPaise(paise);
const percent = (bps: number) => `${Number((bps / 100).toFixed(2))}%`;

/** The loans by slug in Hindi and Marathi, as an Indian lending app names them. */
const LOANS: Record<'hi' | 'mr', Record<string, string>> = {
  hi: {
    'personal-loan': 'पर्सनल लोन',
    plbt: 'पर्सनल लोन बैलेंस ट्रांसफर',
    'home-loan': 'होम लोन',
    hlbt: 'होम लोन बैलेंस ट्रांसफर',
    lap: 'प्रॉपर्टी पर लोन',
    'lap-bt': 'प्रॉपर्टी पर लोन बैलेंस ट्रांसफर',
    'business-loan': 'बिज़नेस लोन',
    'professional-loan': 'प्रोफ़ेशनल लोन',
    'used-car-loan': 'यूज़्ड कार लोन',
    'education-loan': 'एजुकेशन लोन',
  },
  mr: {
    'personal-loan': 'पर्सनल लोन',
    plbt: 'पर्सनल लोन बॅलन्स ट्रान्सफर',
    'home-loan': 'होम लोन',
    hlbt: 'होम लोन बॅलन्स ट्रान्सफर',
    lap: 'मालमत्तेवरील कर्ज',
    'lap-bt': 'मालमत्तेवरील कर्ज बॅलन्स ट्रान्सफर',
    'business-loan': 'बिझनेस लोन',
    'professional-loan': 'प्रोफेशनल लोन',
    'used-car-loan': 'युज्ड कार लोन',
    'education-loan': 'शैक्षणिक कर्ज',
  },
};
// A product added later without its words here is still named, by the lender's own name for it.
const loanIn = (language: 'hi' | 'mr', reason: { product: string; loan: string }) => LOANS[language][reason.product] ?? reason.loan;

const EMPLOYMENT: Record<OfferLanguage, Record<string, string>> = {
  en: {
    salaried: 'salaried applicants',
    'self-employed-business': 'self-employed business owners',
    'self-employed-professional': 'self-employed professionals',
  },
  hi: {
    salaried: 'वेतनभोगी आवेदकों',
    'self-employed-business': 'स्व-रोज़गार व्यवसायियों',
    'self-employed-professional': 'स्व-रोज़गार प्रोफ़ेशनल्स',
  },
  mr: {
    salaried: 'पगारदार अर्जदारांना',
    'self-employed-business': 'स्वयंरोजगारित व्यावसायिकांना',
    'self-employed-professional': 'स्वयंरोजगारित प्रोफेशनल्सना',
  },
};

/** The credit-score bands as a reader of each language sees them (English: the band's own name). */
const BANDS: Record<'hi' | 'mr', Record<CreditBand, string>> = {
  hi: {
    Excellent: 'उत्कृष्ट',
    Good: 'अच्छा',
    Fair: 'ठीक-ठाक',
    Poor: 'कमज़ोर',
    'Very poor': 'बहुत कमज़ोर',
    'No credit history': 'कोई क्रेडिट हिस्ट्री नहीं',
  },
  mr: {
    Excellent: 'उत्कृष्ट',
    Good: 'चांगला',
    Fair: 'बरा',
    Poor: 'कमकुवत',
    'Very poor': 'खूप कमकुवत',
    'No credit history': 'क्रेडिट हिस्ट्री नाही',
  },
};

const SENTENCES: Record<OfferLanguage, Sentences> = {
  // The English sentences are those the offers have always said (the /docs example quotes them).
  en: {
    pincode: (name, r) => `${name} does not lend in PIN code ${r.pincode}.`,
    amount: (name, r) =>
      `${name} lends ${rupees(r.minAmountPaise)} to ${rupees(r.maxAmountPaise)} for a ${r.loan}; the application is for ${rupees(r.amountPaise)}.`,
    tenure: (name, r) => `${name}'s ${r.loan}s run ${r.minTenureMonths} to ${r.maxTenureMonths} months; the application asks for ${r.tenureMonths}.`,
    age: (name, r) => `${name} lends to applicants aged ${r.minAge} to ${r.maxAge}.`,
    employment: (name, r) => `${name} does not offer a ${r.loan} to ${EMPLOYMENT.en[r.employmentType] ?? r.employmentType}.`,
    income: (name, r) => `${name} needs a net monthly income of at least ${rupees(r.minMonthlyIncomePaise)}.`,
    'credit-band': (name, r) => `${name} does not lend to applicants whose credit score is in the band “${r.band}”.`,
    'needs-credit-check': (name) => `${name} does not quote a rate for a 700-749 credit score; it needs a credit check first.`,
    foir: (name, r) =>
      `With this loan's EMI of ${rupees(r.emiPaise)} your EMIs would take ${r.sharePercent}% of your income; ${name} allows up to ${percent(r.foirBps)}.`,
  },
  hi: {
    pincode: (name, r) => `${name} पिन कोड ${r.pincode} में लोन नहीं देता।`,
    amount: (name, r) =>
      `${name} ${loanIn('hi', r)} ${rupees(r.minAmountPaise)} से ${rupees(r.maxAmountPaise)} तक का देता है; आवेदन ${rupees(r.amountPaise)} का है।`,
    tenure: (name, r) => `${name} का ${loanIn('hi', r)} ${r.minTenureMonths} से ${r.maxTenureMonths} महीने के लिए होता है; आवेदन में ${r.tenureMonths} महीने माँगे गए हैं।`,
    age: (name, r) => `${name} ${r.minAge} से ${r.maxAge} वर्ष की उम्र के आवेदकों को ही लोन देता है।`,
    employment: (name, r) => `${name} ${EMPLOYMENT.hi[r.employmentType] ?? r.employmentType} को ${loanIn('hi', r)} नहीं देता।`,
    income: (name, r) => `${name} के लिए कम से कम ${rupees(r.minMonthlyIncomePaise)} की शुद्ध मासिक आय ज़रूरी है।`,
    'credit-band': (name, r) => `${name} उन आवेदकों को लोन नहीं देता जिनका क्रेडिट स्कोर “${BANDS.hi[r.band] ?? r.band}” श्रेणी में है।`,
    'needs-credit-check': (name) => `${name} 700-749 क्रेडिट स्कोर के लिए ब्याज दर नहीं बताता; उसे पहले क्रेडिट जाँच चाहिए।`,
    foir: (name, r) =>
      `इस लोन की ${rupees(r.emiPaise)} की EMI के साथ आपकी सारी EMI आपकी आय का ${r.sharePercent}% हो जाएँगी; ${name} अधिकतम ${percent(r.foirBps)} तक की अनुमति देता है।`,
  },
  mr: {
    pincode: (name, r) => `${name} पिन कोड ${r.pincode} मध्ये कर्ज देत नाही.`,
    amount: (name, r) => `${name} ${loanIn('mr', r)} ${rupees(r.minAmountPaise)} ते ${rupees(r.maxAmountPaise)} पर्यंत देते; अर्ज ${rupees(r.amountPaise)} चा आहे.`,
    tenure: (name, r) => `${name} चे ${loanIn('mr', r)} ${r.minTenureMonths} ते ${r.maxTenureMonths} महिन्यांसाठी असते; अर्जात ${r.tenureMonths} महिने मागितले आहेत.`,
    age: (name, r) => `${name} फक्त ${r.minAge} ते ${r.maxAge} वयोगटातील अर्जदारांना कर्ज देते.`,
    employment: (name, r) => `${name} ${EMPLOYMENT.mr[r.employmentType] ?? r.employmentType} ${loanIn('mr', r)} देत नाही.`,
    income: (name, r) => `${name} साठी किमान ${rupees(r.minMonthlyIncomePaise)} निव्वळ मासिक उत्पन्न आवश्यक आहे.`,
    'credit-band': (name, r) => `ज्यांचा क्रेडिट स्कोर “${BANDS.mr[r.band] ?? r.band}” श्रेणीत आहे अशा अर्जदारांना ${name} कर्ज देत नाही.`,
    'needs-credit-check': (name) => `${name} 700-749 क्रेडिट स्कोरसाठी व्याजदर सांगत नाही; त्यासाठी आधी क्रेडिट तपासणी आवश्यक आहे.`,
    foir: (name, r) =>
      `या कर्जाच्या ${rupees(r.emiPaise)} च्या EMI सह तुमचे सर्व EMI तुमच्या उत्पन्नाच्या ${r.sharePercent}% होतील; ${name} जास्तीत जास्त ${percent(r.foirBps)} पर्यंत परवानगी देते.`,
  },
};

/** Why `lenderName` did not match, in `language`, with amounts the Indian way (₹1,00,000). */
export function unmatchedReasonText(lenderName: string, reason: UnmatchedReason, language: OfferLanguage): string {
  const sentence = (SENTENCES[language] ?? SENTENCES.en)[reason.code] as (name: string, r: UnmatchedReason) => string;
  return sentence(lenderName, reason);
}

/** The method in plain words, as the offers page publishes it, per language. */
export const OFFER_METHOD_TEXTS: Record<OfferLanguage, readonly string[]> = {
  en: [
    'We ask every lender on our panel that offers this loan, with the same details from your application.',
    'A lender matches when it lends in your PIN code, for this amount and tenure, at your age, to people who earn as you do, at your income and credit score, and when all your EMIs together stay within the share of income it allows.',
    'Each offer shows the rate for your credit-score band and income from the lender’s published rate grid. Without a credit check we use every lender’s rate for a 700-749 score and mark the offers indicative.',
    'Offers are listed by APR (the yearly cost with the processing fee and its GST), lowest first; equal APRs by lender name. Nothing is chosen for you and no lender pays to be shown first or marked as recommended.',
    'Lenders that did not match are named, each with the reason.',
    'We keep a record of every set of offers shown to you: the details used, the offers, the lenders that did not match and when.',
  ],
  hi: [
    'यह लोन देने वाले हमारे पैनल के हर लेंडर से हम आपके आवेदन के वही विवरण देकर पूछते हैं।',
    'कोई लेंडर तब मैच होता है जब वह आपके पिन कोड में, इस राशि और अवधि के लिए, आपकी उम्र के आवेदकों को, आपकी तरह कमाने वालों को, आपकी आय और क्रेडिट स्कोर पर लोन देता हो, और आपकी सारी EMI मिलाकर आय के उस हिस्से के भीतर रहें जिसकी वह अनुमति देता है।',
    'हर ऑफ़र में लेंडर की प्रकाशित रेट ग्रिड से आपके क्रेडिट स्कोर बैंड और आय के लिए ब्याज दर दिखाई जाती है। क्रेडिट जाँच के बिना हम हर लेंडर की 700-749 स्कोर वाली दर लेते हैं और ऑफ़र को सांकेतिक बताते हैं।',
    'ऑफ़र APR (प्रोसेसिंग फ़ीस और उस पर GST सहित सालाना लागत) के क्रम में दिखाए जाते हैं, सबसे कम पहले; APR बराबर होने पर लेंडर के नाम के क्रम में। आपके लिए कुछ भी पहले से नहीं चुना जाता, और कोई भी लेंडर पहले दिखने या “सुझाया गया” कहलाने के लिए पैसे नहीं देता।',
    'जो लेंडर मैच नहीं हुए, उनके नाम कारण सहित बताए जाते हैं।',
    'आपको दिखाए गए हर ऑफ़र-सेट का रिकॉर्ड हम रखते हैं: इस्तेमाल किए गए विवरण, ऑफ़र, मैच न होने वाले लेंडर और समय।',
  ],
  mr: [
    'हे कर्ज देणाऱ्या आमच्या पॅनलवरील प्रत्येक कर्जदात्याकडे आम्ही तुमच्या अर्जातील तेच तपशील देऊन विचारणा करतो.',
    'कर्जदाता तेव्हा जुळतो जेव्हा तो तुमच्या पिन कोडमध्ये, या रकमेसाठी व कालावधीसाठी, तुमच्या वयाच्या, तुमच्यासारखे उत्पन्न मिळवणाऱ्या अर्जदारांना, तुमच्या उत्पन्नावर व क्रेडिट स्कोरवर कर्ज देतो, आणि तुमचे सर्व EMI मिळून तो परवानगी देतो त्या उत्पन्नाच्या हिश्श्याच्या आत राहतात.',
    'प्रत्येक ऑफरमध्ये कर्जदात्याच्या प्रसिद्ध रेट ग्रिडमधून तुमच्या क्रेडिट स्कोर बँड आणि उत्पन्नासाठीचा व्याजदर दाखवला जातो. क्रेडिट तपासणीशिवाय आम्ही प्रत्येक कर्जदात्याचा 700-749 स्कोरसाठीचा दर वापरतो आणि ऑफर सूचक असल्याचे सांगतो.',
    'ऑफर APR (प्रोसेसिंग फी आणि त्यावरील GST सह वार्षिक खर्च) नुसार, सर्वात कमी आधी, दाखवल्या जातात; APR सारखा असल्यास कर्जदात्याच्या नावानुसार. तुमच्यासाठी काहीही आधीच निवडलेले नसते, आणि कोणताही कर्जदाता आधी दिसण्यासाठी किंवा “शिफारस केलेले” म्हणून दाखवले जाण्यासाठी पैसे देत नाही.',
    'जे कर्जदाते जुळले नाहीत त्यांची नावे कारणासह दिली जातात.',
    'तुम्हाला दाखवलेल्या प्रत्येक ऑफर-संचाची नोंद आम्ही ठेवतो: वापरलेले तपशील, ऑफर, न जुळलेले कर्जदाते आणि वेळ.',
  ],
};

/** The method in `language` (English for a language it is not written in). */
export const offerMethod = (language: OfferLanguage): readonly string[] => OFFER_METHOD_TEXTS[language] ?? OFFER_METHOD_TEXTS.en;
