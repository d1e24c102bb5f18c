// Consent notices as versioned data (issue 17, DPDP Act 2023 s.5–6). A form shows the statements
// of a notice's current version and the server records which version, in which language, the
// person agreed to, so what was agreed can be proven later. A notice is never edited once shown:
// changing what a form says is adding a version here, and old versions stay for the records that
// point at them.
//
// Statements may link to a policy page with `[words](page)`, where page is a key of
// CONSENT_LINK_PAGES; the form turns them into links and the ledger hashes the text as written.

export const CONSENT_PURPOSES = ['enquiry', 'product-application', 'credit-check'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const NOTICE_LANGUAGES = ['en', 'hi'] as const;
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

export const CONSENT_NOTICES: readonly ConsentNotice[] = [
  {
    purpose: 'enquiry',
    version: 1,
    title: { en: 'Contact about my loan enquiry', hi: 'मेरी ऋण पूछताछ के बारे में संपर्क' },
    statements: {
      en: [
        'I have read and agree to the [privacy policy](privacy) and the [terms and conditions](terms), and I allow LoanSetu and its partner banks to call, SMS or WhatsApp me about this enquiry.',
        'I declare that I am a resident of India.',
      ],
      hi: [
        'मैंने [गोपनीयता नीति](privacy) और [नियम और शर्तें](terms) पढ़ ली हैं और उनसे सहमत हूँ, और मैं LoanSetu और उसके साझेदार बैंकों को इस पूछताछ के बारे में मुझे कॉल, SMS या WhatsApp करने की अनुमति देता/देती हूँ।',
        'मैं घोषणा करता/करती हूँ कि मैं भारत का/की निवासी हूँ।',
      ],
    },
    onWithdrawal: {
      en: 'We stop working on this enquiry: no more calls or SMS about it, and it is closed.',
      hi: 'हम इस पूछताछ पर काम बंद कर देंगे: इसके बारे में कोई कॉल या SMS नहीं, और इसे बंद कर दिया जाएगा।',
    },
  },
  {
    purpose: 'product-application',
    version: 1,
    title: { en: 'Processing my loan application', hi: 'मेरे ऋण आवेदन पर कार्रवाई' },
    statements: {
      en: [
        'I agree to the [terms and conditions](terms) and the [privacy policy](privacy), and allow LoanSetu and its partners to contact me about this application, including a credit bureau check where the product needs one.',
      ],
      hi: [
        'मैं [नियम और शर्तों](terms) और [गोपनीयता नीति](privacy) से सहमत हूँ, और LoanSetu और उसके साझेदारों को इस आवेदन के बारे में मुझसे संपर्क करने की अनुमति देता/देती हूँ, जहाँ उत्पाद को आवश्यकता हो वहाँ क्रेडिट ब्यूरो जाँच सहित।',
      ],
    },
    onWithdrawal: {
      en: 'We stop processing this application: no more calls or SMS about it, and it is closed.',
      hi: 'हम इस आवेदन पर कार्रवाई बंद कर देंगे: इसके बारे में कोई कॉल या SMS नहीं, और इसे बंद कर दिया जाएगा।',
    },
  },
  {
    purpose: 'credit-check',
    version: 1,
    title: { en: 'Credit report check', hi: 'क्रेडिट रिपोर्ट जाँच' },
    statements: {
      en: ['I authorise LoanSetu to fetch my credit report from a credit bureau for checking my credit score. This check does not affect my score.'],
      hi: ['मैं LoanSetu को अपना क्रेडिट स्कोर जाँचने के लिए क्रेडिट ब्यूरो से मेरी क्रेडिट रिपोर्ट लेने की अनुमति देता/देती हूँ। इस जाँच से मेरे स्कोर पर कोई असर नहीं पड़ता।'],
    },
    onWithdrawal: {
      en: 'We delete the credit report fetched with this consent and stop using it.',
      hi: 'हम इस सहमति से ली गई क्रेडिट रिपोर्ट हटा देंगे और उसका उपयोग बंद कर देंगे।',
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
