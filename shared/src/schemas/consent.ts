// Consent notices as versioned data (DPDP Act 2023 s.5–6). A form shows the statements
// of a notice's current version and the server records which version, in which language, the
// person agreed to, so what was agreed can be proven later. A notice is never edited once shown:
// changing what a form says is adding a version here, and old versions stay for the records that
// point at them.
//
// Statements may link to a policy page with `[words](page)`, where page is a key of
// CONSENT_LINK_PAGES; the form turns them into links and the ledger hashes the text as written.

import { boolean } from 'yup';
import { VALIDATION_TEXTS } from './validation-texts';

export const CONSENT_PURPOSES = ['enquiry', 'product-application', 'credit-check', 'careers', 'partner-programme', 'connector', 'vendor-kyc'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

// The languages of the header's switch: a notice is shown, and agreed to, in each of them.
export const NOTICE_LANGUAGES = ['en', 'hi', 'mr'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

export interface ConsentNotice {
  purpose: ConsentPurpose;
  version: number;
  /** What the consent is for, as the customer's list of consents names it. */
  title: Record<NoticeLanguage, string>;
  /** The statements the person ticks, in the order the form shows them. */
  statements: Record<NoticeLanguage, readonly string[]>;
  /** What stops when this consent is withdrawn, said before the person confirms. */
  onWithdrawal: Record<NoticeLanguage, string>;
}

/** Policy pages a statement may link to (mf-b2c routes). */
export const CONSENT_LINK_PAGES = {
  privacy: '/b2c/cancellation-privacy',
  terms: '/b2c/terms-conditions',
} as const;

/** The header a form sends to say which notice it showed: `purpose@version;language`. */
export const CONSENT_NOTICE_HEADER = 'X-Consent-Notice';

/** What a form with a notice checkbox says when it is left unticked. */
export const NOTICE_CONSENT_REQUIRED = VALIDATION_TEXTS.consent.notice;

/**
 * The form field of a notice's checkbox (`consent`): only a tick agrees. Form schemas add it; the
 * API records the notice the request's X-Consent-Notice header names (see the consent ledger).
 */
export const noticeConsentField = () =>
  boolean()
    .transform((_v: unknown, original: unknown) => (original === true ? true : original === false ? false : undefined))
    .required(NOTICE_CONSENT_REQUIRED)
    .oneOf([true], NOTICE_CONSENT_REQUIRED);

export const CONSENT_NOTICES: readonly ConsentNotice[] = [
  {
    purpose: 'enquiry',
    version: 1,
    title: { en: 'Contact about my loan enquiry', hi: 'मेरी ऋण पूछताछ के बारे में संपर्क', mr: 'माझ्या कर्ज चौकशीबद्दल संपर्क' },
    statements: {
      en: [
        'I have read and agree to the [privacy policy](privacy) and the [terms and conditions](terms), and I allow LoanSetu and its partner banks to call, SMS or WhatsApp me about this enquiry.',
        'I declare that I am a resident of India.',
      ],
      hi: [
        'मैंने [गोपनीयता नीति](privacy) और [नियम और शर्तें](terms) पढ़ ली हैं और उनसे सहमत हूँ, और मैं LoanSetu और उसके साझेदार बैंकों को इस पूछताछ के बारे में मुझे कॉल, SMS या WhatsApp करने की अनुमति देता/देती हूँ।',
        'मैं घोषणा करता/करती हूँ कि मैं भारत का/की निवासी हूँ।',
      ],
      mr: [
        'मी [गोपनीयता धोरण](privacy) आणि [नियम व अटी](terms) वाचल्या असून त्यांना मान्यता देतो/देते, आणि LoanSetu व त्याच्या भागीदार बँकांना या चौकशीबद्दल मला कॉल, SMS किंवा WhatsApp करण्याची परवानगी देतो/देते.',
        'मी घोषित करतो/करते की मी भारताचा/भारताची रहिवासी आहे.',
      ],
    },
    onWithdrawal: {
      en: 'We stop working on this enquiry: no more calls or SMS about it, and it is closed.',
      hi: 'हम इस पूछताछ पर काम बंद कर देंगे: इसके बारे में कोई कॉल या SMS नहीं, और इसे बंद कर दिया जाएगा।',
      mr: 'आम्ही या चौकशीवरील काम थांबवू: तिच्याबद्दल यापुढे कोणताही कॉल किंवा SMS नाही, आणि ती बंद केली जाईल.',
    },
  },
  {
    purpose: 'product-application',
    version: 1,
    title: { en: 'Processing my loan application', hi: 'मेरे ऋण आवेदन पर कार्रवाई', mr: 'माझ्या कर्ज अर्जावर प्रक्रिया' },
    statements: {
      en: [
        'I agree to the [terms and conditions](terms) and the [privacy policy](privacy), and allow LoanSetu and its partners to contact me about this application, including a credit bureau check where the product needs one.',
      ],
      hi: [
        'मैं [नियम और शर्तों](terms) और [गोपनीयता नीति](privacy) से सहमत हूँ, और LoanSetu और उसके साझेदारों को इस आवेदन के बारे में मुझसे संपर्क करने की अनुमति देता/देती हूँ, जहाँ उत्पाद को आवश्यकता हो वहाँ क्रेडिट ब्यूरो जाँच सहित।',
      ],
      mr: [
        'मी [नियम व अटी](terms) आणि [गोपनीयता धोरण](privacy) यांना मान्यता देतो/देते, आणि LoanSetu व त्याच्या भागीदारांना या अर्जाबद्दल माझ्याशी संपर्क करण्याची परवानगी देतो/देते, ज्या उत्पादनासाठी आवश्यक असेल तेथे क्रेडिट ब्युरो तपासणीसह.',
      ],
    },
    onWithdrawal: {
      en: 'We stop processing this application: no more calls or SMS about it, and it is closed.',
      hi: 'हम इस आवेदन पर कार्रवाई बंद कर देंगे: इसके बारे में कोई कॉल या SMS नहीं, और इसे बंद कर दिया जाएगा।',
      mr: 'आम्ही या अर्जावरील प्रक्रिया थांबवू: त्याबद्दल यापुढे कोणताही कॉल किंवा SMS नाही, आणि तो बंद केला जाईल.',
    },
  },
  {
    purpose: 'credit-check',
    version: 1,
    title: { en: 'Credit report check', hi: 'क्रेडिट रिपोर्ट जाँच', mr: 'क्रेडिट अहवाल तपासणी' },
    statements: {
      en: ['I authorise LoanSetu to fetch my credit report from a credit bureau for checking my credit score. This check does not affect my score.'],
      hi: ['मैं LoanSetu को अपना क्रेडिट स्कोर जाँचने के लिए क्रेडिट ब्यूरो से मेरी क्रेडिट रिपोर्ट लेने की अनुमति देता/देती हूँ। इस जाँच से मेरे स्कोर पर कोई असर नहीं पड़ता।'],
      mr: [
        'माझा क्रेडिट स्कोअर तपासण्यासाठी क्रेडिट ब्युरोकडून माझा क्रेडिट अहवाल मिळवण्याची परवानगी मी LoanSetu ला देतो/देते. या तपासणीमुळे माझ्या स्कोअरवर कोणताही परिणाम होत नाही.',
      ],
    },
    onWithdrawal: {
      en: 'We delete the credit report fetched with this consent and stop using it.',
      hi: 'हम इस सहमति से ली गई क्रेडिट रिपोर्ट हटा देंगे और उसका उपयोग बंद कर देंगे।',
      mr: 'या संमतीने मिळवलेला क्रेडिट अहवाल आम्ही हटवू आणि त्याचा वापर थांबवू.',
    },
  },
  {
    purpose: 'careers',
    version: 1,
    title: { en: 'My job application', hi: 'मेरा नौकरी आवेदन', mr: 'माझा नोकरीचा अर्ज' },
    statements: {
      en: [
        'I allow LoanSetu to keep my application and CV, and to contact me about it and about other openings that fit it, as the [privacy policy](privacy) says.',
      ],
      hi: [
        'मैं LoanSetu को अपना आवेदन और बायोडेटा रखने और इसके तथा इससे मेल खाते अन्य पदों के बारे में मुझे कॉल, SMS या ईमेल करने की अनुमति देता/देती हूँ, जैसा [गोपनीयता नीति](privacy) में लिखा है।',
      ],
      mr: [
        '[गोपनीयता धोरणात](privacy) सांगितल्याप्रमाणे, माझा अर्ज आणि बायोडेटा ठेवण्याची, आणि त्याबद्दल तसेच त्याला जुळणाऱ्या इतर जागांबद्दल माझ्याशी संपर्क करण्याची परवानगी मी LoanSetu ला देतो/देते.',
      ],
    },
    onWithdrawal: {
      en: 'We stop considering this application and no longer contact you about openings.',
      hi: 'हम इस आवेदन पर विचार करना बंद कर देंगे और पदों के बारे में आपसे संपर्क नहीं करेंगे।',
      mr: 'आम्ही या अर्जाचा विचार करणे थांबवू आणि रिक्त जागांबद्दल यापुढे तुमच्याशी संपर्क करणार नाही.',
    },
  },
  {
    purpose: 'partner-programme',
    version: 1,
    title: { en: 'Call back about a partner programme', hi: 'साझेदार कार्यक्रम के बारे में कॉल बैक', mr: 'भागीदार कार्यक्रमाबद्दल परत कॉल' },
    statements: {
      en: [
        'I allow the LoanSetu partnerships team to contact me about this programme, and I agree to the [privacy policy](privacy) and the [terms and conditions](terms).',
      ],
      hi: [
        'मैं LoanSetu की साझेदारी टीम को इस कार्यक्रम के बारे में मुझे कॉल, SMS या ईमेल करने की अनुमति देता/देती हूँ, और [गोपनीयता नीति](privacy) तथा [नियम और शर्तों](terms) से सहमत हूँ।',
      ],
      mr: [
        'या कार्यक्रमाबद्दल माझ्याशी संपर्क करण्याची परवानगी मी LoanSetu च्या भागीदारी टीमला देतो/देते, आणि [गोपनीयता धोरण](privacy) व [नियम व अटी](terms) यांना मान्यता देतो/देते.',
      ],
    },
    onWithdrawal: {
      en: 'The partnerships team no longer contacts you about this enquiry.',
      hi: 'साझेदारी टीम इस पूछताछ के बारे में आपसे फिर संपर्क नहीं करेगी।',
      mr: 'भागीदारी टीम या चौकशीबद्दल यापुढे तुमच्याशी संपर्क करणार नाही.',
    },
  },
  {
    purpose: 'connector',
    version: 1,
    title: { en: 'Working with a partner shop as its connector', hi: 'साझेदार दुकान के कनेक्टर के रूप में काम', mr: 'भागीदार दुकानासोबत त्याचा कनेक्टर म्हणून काम' },
    statements: {
      en: ['I agree to bring customers to this shop as its connector, and to be contacted by the shop and LoanSetu, as the [privacy policy](privacy) says.'],
      hi: ['मैं इस दुकान के कनेक्टर के रूप में इसके पास ग्राहक लाने और दुकान तथा LoanSetu द्वारा संपर्क किए जाने के लिए सहमत हूँ, जैसा [गोपनीयता नीति](privacy) में लिखा है।'],
      mr: ['[गोपनीयता धोरणात](privacy) सांगितल्याप्रमाणे, या दुकानाचा कनेक्टर म्हणून त्याच्याकडे ग्राहक आणण्यास आणि दुकान व LoanSetu यांनी माझ्याशी संपर्क करण्यास मी सहमत आहे.'],
    },
    onWithdrawal: {
      en: 'The shop and LoanSetu no longer contact you as its connector.',
      hi: 'दुकान और LoanSetu कनेक्टर के रूप में आपसे फिर संपर्क नहीं करेंगे।',
      mr: 'दुकान आणि LoanSetu यापुढे कनेक्टर म्हणून तुमच्याशी संपर्क करणार नाहीत.',
    },
  },
  {
    purpose: 'vendor-kyc',
    version: 1,
    title: { en: 'Verifying my shop (KYC)', hi: 'मेरी दुकान का सत्यापन (KYC)', mr: 'माझ्या दुकानाची पडताळणी (KYC)' },
    statements: {
      en: [
        'I allow LoanSetu to send this number to the issuing authority (UIDAI, the Income Tax Department, the bank or GSTN) only to verify it against my shop’s owner, to keep the masked number and the result, and never to store or show my Aadhaar in full.',
      ],
      hi: [
        'मैं LoanSetu को यह नंबर केवल मेरी दुकान के मालिक से मिलान के लिए जारी करने वाली संस्था (UIDAI, आयकर विभाग, बैंक या GSTN) को भेजने, छिपा हुआ (मास्क) नंबर और परिणाम रखने की अनुमति देता/देती हूँ; मेरा पूरा आधार नंबर कभी संग्रहीत या दिखाया नहीं जाएगा।',
      ],
      mr: [
        'हा क्रमांक केवळ माझ्या दुकानाच्या मालकाशी जुळवून पडताळण्यासाठी तो जारी करणाऱ्या संस्थेकडे (UIDAI, आयकर विभाग, बँक किंवा GSTN) पाठवण्याची, मुखवटा घातलेला (मास्क) क्रमांक आणि निकाल ठेवण्याची परवानगी मी LoanSetu ला देतो/देते; माझा पूर्ण आधार क्रमांक कधीही साठवला किंवा दाखवला जाणार नाही.',
      ],
    },
    onWithdrawal: {
      en: 'We make no further checks with this consent; the result already recorded stays as your shop’s KYC record.',
      hi: 'इस सहमति से आगे कोई जाँच नहीं होगी; पहले से दर्ज परिणाम आपकी दुकान के KYC रिकॉर्ड के रूप में रहेगा।',
      mr: 'या संमतीने यापुढे कोणतीही तपासणी होणार नाही; आधीच नोंदवलेला निकाल तुमच्या दुकानाचा KYC रेकॉर्ड म्हणून राहील.',
    },
  },
];

export function currentNotice(purpose: ConsentPurpose): ConsentNotice {
  const versions = CONSENT_NOTICES.filter((n) => n.purpose === purpose);
  const latest = versions.reduce<ConsentNotice | undefined>((a, b) => (!a || b.version > a.version ? b : a), undefined);
  if (!latest) throw new Error(`No consent notice for ${purpose}`);
  return latest;
}

export function findNotice(purpose: string, version: number): ConsentNotice | undefined {
  return CONSENT_NOTICES.find((n) => n.purpose === purpose && n.version === version);
}

export const isNoticeLanguage = (value: unknown): value is NoticeLanguage => NOTICE_LANGUAGES.includes(value as NoticeLanguage);

/** `enquiry@1;en` for the notice a form shows. */
export function noticeHeaderValue(notice: Pick<ConsentNotice, 'purpose' | 'version'>, language: NoticeLanguage): string {
  return `${notice.purpose}@${notice.version};${language}`;
}

/** The notice and language a header names, when it names a known one. */
export function parseNoticeHeader(value: unknown): { notice: ConsentNotice; language: NoticeLanguage } | null {
  if (typeof value !== 'string') return null;
  const match = /^([a-z-]+)@(\d{1,4});([a-z]{2})$/.exec(value.trim());
  if (!match) return null;
  const notice = findNotice(match[1]!, Number(match[2]));
  const language = match[3];
  return notice && isNoticeLanguage(language) ? { notice, language } : null;
}

/** A statement as plain text (links reduced to their words), for lists, SMS and exports. */
export const plainStatement = (statement: string) => statement.replace(/\[([^\]]+)\]\([a-z]+\)/g, '$1');
