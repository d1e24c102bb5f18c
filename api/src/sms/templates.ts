// The SMS templates registered on the TRAI DLT platform (TCCCPR 2018): every message we send is
// one of these, with its variables filled in. An operator's scrubber drops any message whose text
// does not match its registered template, so we check first and refuse to send one that would not
// match: better a clear refusal here than a silently dropped OTP.
//
// A template's body is exactly as registered; `{#var#}` marks each variable, in order. The ids are
// the ones DLT assigned (entity = our principal entity, header = the sender id on the phone).
//
// Every template is registered three times, in English, Hindi and Marathi (issue 33; decision 053):
// DLT takes one body per template id, so a Hindi or Marathi one is its own Unicode template with
// its own id and the same variables in the same order. The recipient's language picks which. A
// variable that is a word (an OTP's action, a request's status) is passed as its code and written
// in the template's language, so no English word lands inside a Hindi SMS.

import { isAccountLanguage, type AccountLanguage } from '@platform/shared/contracts';
import type { LeadStatus } from '@platform/shared/schemas';

/** The languages every template is registered in. */
export type SmsLanguage = AccountLanguage;

/** Our principal entity id and sender id (header) on DLT. */
export const DLT_ENTITY_ID = '1101584230000012345';
export const DLT_HEADER = 'LNSETU';

/** DLT allows at most 30 characters in one `{#var#}`. */
export const DLT_VARIABLE_MAX = 30;

export interface SmsVariableRule {
  name: string;
  /** What the value must look like; defaults to any single-line text of at most 30 characters. */
  pattern?: RegExp;
  /**
   * The value is a code (an OTP's purpose, a lead's status) written as these words in the
   * template's language. The English words themselves are taken too, as their code: messages
   * queued before the codes were passed still go out (in the recipient's language).
   */
  words?: Readonly<Record<string, Readonly<Record<SmsLanguage, string>>>>;
  /** A calendar day passed as `YYYY-MM-DD`, written as people read it in the template's language. */
  day?: true;
}

export interface SmsTemplate {
  /** The DLT template id. */
  id: string;
  header: string;
  entityId: string;
  /** DLT category: OTPs are service-implicit, status updates service-explicit. */
  category: 'service-implicit' | 'service-explicit';
  body: string;
  variables: readonly SmsVariableRule[];
}

/** A template as registered in one language: its own DLT id and body, the English one's variables. */
export interface SmsTemplateIn extends SmsTemplate {
  language: SmsLanguage;
  /** Hindi and Marathi go as Unicode (UCS-2) SMS: 70 characters in one message, 67 in each part of a longer one. */
  unicode: boolean;
}

/** An OTP's action, by the OTP flow's code (api/src/security/tokens.ts, OtpPurpose). At most 30 characters each. */
export const OTP_ACTION_WORDS = {
  signup: { en: 'verify your mobile number', hi: 'अपना मोबाइल नंबर सत्यापित करने', mr: 'तुमचा मोबाइल नंबर पडताळण्या' },
  login: { en: 'log in', hi: 'लॉग इन करने', mr: 'लॉग इन करण्या' },
  enquiry: { en: 'confirm your loan enquiry', hi: 'अपनी लोन पूछताछ की पुष्टि करने', mr: 'कर्ज चौकशीची पुष्टी करण्या' },
  reset: { en: 'reset your password', hi: 'अपना पासवर्ड रीसेट करने', mr: 'तुमचा पासवर्ड रीसेट करण्या' },
  careers: { en: 'verify your job application', hi: 'अपना नौकरी आवेदन सत्यापित करने', mr: 'नोकरीचा अर्ज पडताळण्या' },
  connector: { en: 'join a partner shop', hi: 'पार्टनर दुकान से जुड़ने', mr: 'भागीदार दुकानाशी जोडले जाण्या' },
  'customer-lookup': { en: 'share your details with a shop', hi: 'दुकान को अपनी जानकारी देने', mr: 'दुकानाला तुमची माहिती देण्या' },
  'sanction-kfs': { en: 'accept the revised loan terms', hi: 'लोन की बदली हुई शर्तें मानने', mr: 'कर्जाच्या नव्या अटी मानण्या' },
  'offer-choice': { en: 'accept a loan offer', hi: 'लोन ऑफ़र स्वीकार करने', mr: 'कर्ज ऑफर स्वीकारण्या' },
} as const satisfies Record<string, Record<SmsLanguage, string>>;

/**
 * A lead's status, by its code: the English as the site has always said it (LEAD_STATUS_LABELS),
 * Hindi and Marathi as the customer's enquiries page shows them (mf-customer inquiry-history).
 */
export const LEAD_STATUS_WORDS: Record<LeadStatus, Record<SmsLanguage, string>> = {
  new: { en: 'New', hi: 'नया', mr: 'नवीन' },
  contacted: { en: 'Contacted', hi: 'संपर्क किया गया', mr: 'संपर्क झाला' },
  interested: { en: 'Interested', hi: 'रुचि है', mr: 'इच्छुक' },
  not_interested: { en: 'Not interested', hi: 'रुचि नहीं है', mr: 'इच्छुक नाही' },
  documents_pending: { en: 'Documents pending', hi: 'दस्तावेज़ बाकी', mr: 'कागदपत्रे बाकी' },
  logged_in: { en: 'Logged in at the bank', hi: 'बैंक में लॉग इन किया गया', mr: 'बँकेत लॉग इन केले' },
  sanctioned: { en: 'Sanctioned', hi: 'स्वीकृत', mr: 'मंजूर' },
  disbursed: { en: 'Disbursed', hi: 'वितरित', mr: 'वितरित' },
  rejected: { en: 'Rejected', hi: 'अस्वीकृत', mr: 'नाकारले' },
  closed: { en: 'Closed', hi: 'बंद', mr: 'बंद' },
};

export const SMS_TEMPLATES = {
  otp: {
    id: '1107170000000000101',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-implicit',
    body: '{#var#} is your OTP to {#var#}. It is valid for {#var#} minutes. Do not share it with anyone.',
    variables: [
      { name: 'otp', pattern: /^\d{4,8}$/ },
      { name: 'action', words: OTP_ACTION_WORDS },
      { name: 'minutes', pattern: /^\d{1,2}$/ },
    ],
  },
  'lead-status': {
    id: '1107170000000000102',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-explicit',
    body: 'LoanSetu: your {#var#} request is now "{#var#}". Track it under My enquiries.',
    variables: [{ name: 'product' }, { name: 'status', words: LEAD_STATUS_WORDS }],
  },
  'lead-status-reason': {
    id: '1107170000000000103',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-explicit',
    body: 'LoanSetu: your {#var#} request is now "{#var#}". Reason: {#var#} Track it under My enquiries.',
    variables: [{ name: 'product' }, { name: 'status', words: LEAD_STATUS_WORDS }, { name: 'reason' }],
  },
  // To the chosen lender's bankers: a borrower asked to leave a loan in its cooling-off period.
  'lender-exit-request': {
    id: '1107170000000000104',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-explicit',
    body: 'LoanSetu: the borrower of loan {#var#} asks to exit it in the cooling-off period. Details are under Leads in your banker area.',
    variables: [{ name: 'loan' }],
  },
  // The grievance desk (issue 32): the person reads the officer's words on the site, where they
  // follow the complaint with its reference and mobile number; the SMS only says there is news.
  'grievance-reply': {
    id: '1107170000000000105',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-explicit',
    body: 'LoanSetu: we have replied to your complaint {#var#}. Read the reply under Track a complaint on our grievance redressal page.',
    variables: [{ name: 'reference', pattern: /^GRV\d{8}$/ }],
  },
  'grievance-resolved': {
    id: '1107170000000000106',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-explicit',
    body: 'LoanSetu: your complaint {#var#} is resolved. Read how under Track a complaint on our grievance redressal page. Not satisfied? Approach the RBI at cms.rbi.org.in.',
    variables: [{ name: 'reference', pattern: /^GRV\d{8}$/ }],
  },
  // The careers desk (issue 32): the applicant hears of each hiring decision.
  'job-shortlisted': {
    id: '1107170000000000107',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-explicit',
    body: 'LoanSetu: you are shortlisted for {#var#}. Our hiring team will call you to fix an interview.',
    variables: [{ name: 'role' }],
  },
  'job-rejected': {
    id: '1107170000000000108',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-explicit',
    body: 'LoanSetu: thank you for applying for {#var#}. We will not take your application further this time.',
    variables: [{ name: 'role' }],
  },
  'job-hired': {
    id: '1107170000000000109',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-explicit',
    body: 'LoanSetu: congratulations, you are selected for {#var#}. Our hiring team will call you with the offer.',
    variables: [{ name: 'role' }],
  },
  // To a shop: a payout (commission batch or wallet withdrawal) reached its bank account.
  'payout-paid': {
    id: '1107170000000000110',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-explicit',
    body: 'LoanSetu: {#var#} was paid to your bank account on {#var#}, UTR {#var#}. Details are under Payments in your shop area.',
    variables: [{ name: 'amount' }, { name: 'date', day: true }, { name: 'utr', pattern: /^[A-Za-z0-9]{6,30}$/ }],
  },
} as const satisfies Record<string, SmsTemplate>;

export type SmsTemplateName = keyof typeof SMS_TEMPLATES;

/**
 * The Hindi and Marathi registrations of each template: their DLT ids and bodies (the variables
 * are the English template's, in the same order). The English bodies above are unchanged.
 */
export const SMS_TEMPLATE_TRANSLATIONS: Record<SmsTemplateName, Record<Exclude<SmsLanguage, 'en'>, { id: string; body: string }>> = {
  otp: {
    hi: { id: '1107170000000000201', body: '{#var#} आपका OTP है, {#var#} के लिए। यह {#var#} मिनट तक मान्य है। इसे किसी को न बताएं।' },
    mr: { id: '1107170000000000301', body: '{#var#} हा तुमचा OTP आहे, {#var#}साठी. तो {#var#} मिनिटे वैध आहे. तो कोणालाही सांगू नका.' },
  },
  'lead-status': {
    hi: { id: '1107170000000000202', body: 'LoanSetu: आपके {#var#} अनुरोध की स्थिति अब "{#var#}" है। इसे मेरी पूछताछ में देखें।' },
    mr: { id: '1107170000000000302', body: 'LoanSetu: तुमच्या {#var#} विनंतीची स्थिती आता "{#var#}" आहे. ती माझ्या चौकशा मध्ये पाहा.' },
  },
  'lead-status-reason': {
    hi: { id: '1107170000000000203', body: 'LoanSetu: आपके {#var#} अनुरोध की स्थिति अब "{#var#}" है। कारण: {#var#} इसे मेरी पूछताछ में देखें।' },
    mr: { id: '1107170000000000303', body: 'LoanSetu: तुमच्या {#var#} विनंतीची स्थिती आता "{#var#}" आहे. कारण: {#var#} ती माझ्या चौकशा मध्ये पाहा.' },
  },
  'lender-exit-request': {
    hi: { id: '1107170000000000204', body: 'LoanSetu: लोन {#var#} के कर्जदार ने कूलिंग-ऑफ़ अवधि में इससे बाहर निकलने को कहा है। विवरण आपके बैंकर क्षेत्र में लीड्स में है।' },
    mr: {
      id: '1107170000000000304',
      body: 'LoanSetu: कर्ज {#var#} च्या कर्जदाराने कूलिंग-ऑफ कालावधीत त्यातून बाहेर पडायला सांगितले आहे. तपशील तुमच्या बँकर विभागात लीड्स मध्ये आहे.',
    },
  },
  'grievance-reply': {
    hi: { id: '1107170000000000205', body: 'LoanSetu: हमने आपकी शिकायत {#var#} का जवाब दिया है। जवाब हमारे शिकायत निवारण पेज पर "शिकायत ट्रैक करें" में पढ़ें।' },
    mr: { id: '1107170000000000305', body: 'LoanSetu: आम्ही तुमच्या तक्रारीला {#var#} उत्तर दिले आहे. उत्तर आमच्या तक्रार निवारण पानावर "तक्रार ट्रॅक करा" मध्ये वाचा.' },
  },
  'grievance-resolved': {
    hi: {
      id: '1107170000000000206',
      body: 'LoanSetu: आपकी शिकायत {#var#} का समाधान हो गया है। कैसे, यह हमारे शिकायत निवारण पेज पर "शिकायत ट्रैक करें" में पढ़ें। संतुष्ट नहीं? cms.rbi.org.in पर RBI से संपर्क करें।',
    },
    mr: {
      id: '1107170000000000306',
      body: 'LoanSetu: तुमची तक्रार {#var#} सोडवली आहे. कशी, ते आमच्या तक्रार निवारण पानावर "तक्रार ट्रॅक करा" मध्ये वाचा. समाधान झाले नाही? cms.rbi.org.in वर RBI कडे तक्रार करा.',
    },
  },
  'job-shortlisted': {
    hi: { id: '1107170000000000207', body: 'LoanSetu: आपको {#var#} के लिए शॉर्टलिस्ट किया गया है। इंटरव्यू तय करने के लिए हमारी भर्ती टीम आपको कॉल करेगी।' },
    mr: { id: '1107170000000000307', body: 'LoanSetu: {#var#} साठी तुमची निवड यादीत झाली आहे. मुलाखत ठरवण्यासाठी आमची भरती टीम तुम्हाला कॉल करेल.' },
  },
  'job-rejected': {
    hi: { id: '1107170000000000208', body: 'LoanSetu: {#var#} के लिए आवेदन करने के लिए धन्यवाद। इस बार हम आपका आवेदन आगे नहीं बढ़ाएँगे।' },
    mr: { id: '1107170000000000308', body: 'LoanSetu: {#var#} साठी अर्ज केल्याबद्दल धन्यवाद. या वेळी आम्ही तुमचा अर्ज पुढे नेणार नाही.' },
  },
  'job-hired': {
    hi: { id: '1107170000000000209', body: 'LoanSetu: बधाई हो, आपको {#var#} के लिए चुना गया है। हमारी भर्ती टीम ऑफ़र के साथ आपको कॉल करेगी।' },
    mr: { id: '1107170000000000309', body: 'LoanSetu: अभिनंदन, {#var#} साठी तुमची निवड झाली आहे. आमची भरती टीम ऑफरसह तुम्हाला कॉल करेल.' },
  },
  'payout-paid': {
    hi: { id: '1107170000000000210', body: 'LoanSetu: {#var#} आपके बैंक खाते में {#var#} को भेजे गए, UTR {#var#}। विवरण आपके दुकान क्षेत्र में पेमेंट में है।' },
    mr: { id: '1107170000000000310', body: 'LoanSetu: {#var#} तुमच्या बँक खात्यात {#var#} रोजी जमा केले, UTR {#var#}. तपशील तुमच्या दुकान विभागात पेमेंट मध्ये आहे.' },
  },
};

/** A template as registered in a language (English when the language is not one we write in). */
export function templateIn(name: SmsTemplateName, language: SmsLanguage = 'en'): SmsTemplateIn {
  const english: SmsTemplate | undefined = SMS_TEMPLATES[name];
  if (!english) throw new SmsTemplateMismatch(String(name), 'no such template');
  if (language === 'en' || !isAccountLanguage(language)) return { ...english, language: 'en', unicode: false };
  return { ...english, ...SMS_TEMPLATE_TRANSLATIONS[name][language], language, unicode: true };
}

// GSM 03.38: what a plain (7-bit) SMS can carry; the extension characters take two places each.
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€';

/**
 * How many SMS a text goes as, and how: plain GSM text is 160 characters in one (153 in each part
 * of a longer one); anything else, Devanagari included, is Unicode: 70 in one, 67 in each part.
 */
export function smsSegments(text: string): { unicode: boolean; length: number; segments: number } {
  const gsm = [...text].every((c) => GSM_BASIC.includes(c) || GSM_EXTENSION.includes(c));
  const length = gsm ? [...text].reduce((n, c) => n + (GSM_EXTENSION.includes(c) ? 2 : 1), 0) : text.length;
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return { unicode: !gsm, length, segments: length <= single ? 1 : Math.ceil(length / part) };
}

/** A message that does not fit its registered template: it is not sent. */
export class SmsTemplateMismatch extends Error {
  constructor(
    readonly template: string,
    readonly reason: string,
  ) {
    super(`SMS refused: it does not match DLT template "${template}" (${reason})`);
    this.name = 'SmsTemplateMismatch';
  }
}

const SINGLE_LINE = /^[^\r\n\t]*$/;

/** Why a value does not fit a variable, or null when it does. */
export function variableProblem(rule: SmsVariableRule, value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return `${rule.name} is missing`;
  if (value.length > DLT_VARIABLE_MAX) return `${rule.name} is longer than ${DLT_VARIABLE_MAX} characters`;
  if (!SINGLE_LINE.test(value)) return `${rule.name} has a line break`;
  if (rule.pattern && !rule.pattern.test(value)) return `${rule.name} is not in the registered form`;
  return null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The scrubber's view of a template: its fixed text, with up to 30 characters per variable. */
export function templatePattern(template: SmsTemplate): RegExp {
  const parts = template.body.split('{#var#}').map(escapeRegExp);
  return new RegExp(`^${parts.join(`([^\\r\\n]{1,${DLT_VARIABLE_MAX}})`)}$`);
}

/** Whether a text is one the operator would accept for this template. */
export const matchesTemplate = (template: SmsTemplate, text: string) => templatePattern(template).test(text);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOCALES: Record<SmsLanguage, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };
const dayFormats = new Map<SmsLanguage, Intl.DateTimeFormat>();
/** "27 Nov 2026", "27 नव॰ 2026", "२७ नोव्हें, २०२६": the day as the site writes it in each language. */
function dayIn(language: SmsLanguage, day: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    dayFormats.set(language, format);
  }
  // Noon India time: the day is the same whichever way the zone is read.
  return format.format(new Date(`${day}T12:00:00+05:30`));
}

/**
 * What a variable says in the template's language: a code's words, a day as people read it, else
 * the value as given. Null when a word variable's value is neither a code nor its English words.
 */
function valueIn(rule: SmsVariableRule, value: string, language: SmsLanguage): string | null {
  if (rule.words) {
    const code = Object.hasOwn(rule.words, value) ? value : Object.keys(rule.words).find((key) => rule.words![key]!.en === value);
    return code === undefined ? null : rule.words[code]![language];
  }
  if (rule.day && DAY.test(value)) return dayIn(language, value);
  return value;
}

/**
 * The text of a template in a language with its variables, checked variable by variable and then
 * as a whole against the template registered in that language (as the scrubber will). Throws
 * SmsTemplateMismatch instead of sending something that does not match; extra variables are a
 * mismatch too (a caller's mistake). `values` are the variables as written, in template order.
 */
export function renderTemplate(
  name: SmsTemplateName,
  variables: Record<string, string>,
  language: SmsLanguage = 'en',
): { template: SmsTemplateIn; text: string; values: string[] } {
  if (!SMS_TEMPLATES[name]) throw new SmsTemplateMismatch(String(name), 'no such template');
  const template = templateIn(name, language);
  const expected = template.variables.map((rule) => rule.name);
  const extra = Object.keys(variables).filter((key) => !expected.includes(key));
  if (extra.length > 0) throw new SmsTemplateMismatch(name, `unexpected variables: ${extra.join(', ')}`);
  const values = template.variables.map((rule) => {
    const problem = variableProblem(rule, variables[rule.name]);
    if (problem) throw new SmsTemplateMismatch(name, problem);
    const written = valueIn(rule, variables[rule.name]!, template.language);
    if (written === null) throw new SmsTemplateMismatch(name, `${rule.name} is not one of the registered words`);
    const tooLong = variableProblem({ name: rule.name }, written);
    if (tooLong) throw new SmsTemplateMismatch(name, tooLong);
    return written;
  });
  let index = 0;
  const text = template.body.replace(/\{#var#\}/g, () => values[index++]!);
  if (!matchesTemplate(template, text)) throw new SmsTemplateMismatch(name, 'the text does not match the registered body');
  return { template, text, values };
}

/** Whether a value fits a template variable (used to pick a template a value fits). */
export const fitsVariable = (name: SmsTemplateName, variable: string, value: string) => {
  const rule = (SMS_TEMPLATES[name] as SmsTemplate).variables.find((r) => r.name === variable);
  return Boolean(rule) && variableProblem(rule!, value) === null;
};
