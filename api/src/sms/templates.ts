// The SMS templates registered on the TRAI DLT platform (TCCCPR 2018): every message we send is
// one of these, with its variables filled in. An operator's scrubber drops any message whose text
// does not match its registered template, so we check first and refuse to send one that would not
// match: better a clear refusal here than a silently dropped OTP.
//
// A template's body is exactly as registered; `{#var#}` marks each variable, in order. The ids are
// the ones DLT assigned (entity = our principal entity, header = the sender id on the phone).

/** Our principal entity id and sender id (header) on DLT. */
export const DLT_ENTITY_ID = '1101584230000012345';
export const DLT_HEADER = 'LNSETU';

/** DLT allows at most 30 characters in one `{#var#}`. */
export const DLT_VARIABLE_MAX = 30;

export interface SmsVariableRule {
  name: string;
  /** What the value must look like; defaults to any single-line text of at most 30 characters. */
  pattern?: RegExp;
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

export const SMS_TEMPLATES = {
  otp: {
    id: '1107170000000000101',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-implicit',
    body: '{#var#} is your OTP to {#var#}. It is valid for {#var#} minutes. Do not share it with anyone.',
    variables: [{ name: 'otp', pattern: /^\d{4,8}$/ }, { name: 'action' }, { name: 'minutes', pattern: /^\d{1,2}$/ }],
  },
  'lead-status': {
    id: '1107170000000000102',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-explicit',
    body: 'LoanSetu: your {#var#} request is now "{#var#}". Track it under My enquiries.',
    variables: [{ name: 'product' }, { name: 'status' }],
  },
  'lead-status-reason': {
    id: '1107170000000000103',
    header: DLT_HEADER,
    entityId: DLT_ENTITY_ID,
    category: 'service-explicit',
    body: 'LoanSetu: your {#var#} request is now "{#var#}". Reason: {#var#} Track it under My enquiries.',
    variables: [{ name: 'product' }, { name: 'status' }, { name: 'reason' }],
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
    variables: [{ name: 'amount' }, { name: 'date' }, { name: 'utr', pattern: /^[A-Za-z0-9]{6,30}$/ }],
  },
} as const satisfies Record<string, SmsTemplate>;

export type SmsTemplateName = keyof typeof SMS_TEMPLATES;

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

/**
 * The text of a template with its variables, checked variable by variable and then as a whole
 * against the template (as the scrubber will). Throws SmsTemplateMismatch instead of sending
 * something that does not match; extra variables are a mismatch too (a caller's mistake).
 */
export function renderTemplate(name: SmsTemplateName, variables: Record<string, string>): { template: SmsTemplate; text: string } {
  const template: SmsTemplate | undefined = SMS_TEMPLATES[name];
  if (!template) throw new SmsTemplateMismatch(String(name), 'no such template');
  const expected = template.variables.map((rule) => rule.name);
  const extra = Object.keys(variables).filter((key) => !expected.includes(key));
  if (extra.length > 0) throw new SmsTemplateMismatch(name, `unexpected variables: ${extra.join(', ')}`);
  for (const rule of template.variables) {
    const problem = variableProblem(rule, variables[rule.name]);
    if (problem) throw new SmsTemplateMismatch(name, problem);
  }
  let index = 0;
  const text = template.body.replace(/\{#var#\}/g, () => variables[template.variables[index++]!.name]!);
  if (!matchesTemplate(template, text)) throw new SmsTemplateMismatch(name, 'the text does not match the registered body');
  return { template, text };
}

/** Whether a value fits a template variable (used to pick a template a value fits). */
export const fitsVariable = (name: SmsTemplateName, variable: string, value: string) => {
  const rule = (SMS_TEMPLATES[name] as SmsTemplate).variables.find((r) => r.name === variable);
  return Boolean(rule) && variableProblem(rule!, value) === null;
};
