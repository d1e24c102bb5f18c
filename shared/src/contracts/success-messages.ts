// The API's success messages that a page shows as a toast (`notify.success(answer.message)`), by a
// stable code (issue 33; the same idea as error-codes.ts for failures). The API keeps sending its
// English message, exactly as the spec words it; the site recognises a catalogued one and shows it
// in the visitor's language (shared/src/notify/success-texts.ts). api/test/success-messages.test.ts
// fails when the API rewords one of these, so a reworded message cannot quietly fall back to English.
//
// A message with values in it (a name, a reference, an amount) is a template: each `{{name}}` stands
// for one `${…}` of the API's template literal and is carried into the translation as it was sent.
// Only templates whose values read the same in every language are here (names, references, amounts,
// numbers, dates as digits); messages that put an English word in a value (a status or product label,
// a past tense picked from a table, a plural chosen by count, an English date) are not recognised
// by their words: the API sends those with a code (API_CODED_SUCCESS_MESSAGES below, decision 049).
// Still English inside a coded message, as values sent as they are: a scheduled job's summary (each
// job writes its own sentence from its counts, in the job's domain: a code per job's summary would
// be needed, and the jobs page shows the same summary in English), and the bank's or payment
// provider's reason for refusing a transfer, refund or withdrawal (their words, quoted). A job's
// failure has no code (its error is the job's English, shown as an error), nor does a sale's upload
// with refused files (vendor-selling/routes.ts: the reasons are listed in the API's English).

/** Catalogued success messages: code → the API's English message (or template), exactly. */
export const API_SUCCESS_MESSAGES = {
  // Accounts and sign-in (auth/routes.ts, auth/sign-in.ts, auth/staff-login.ts)
  'auth.registered': 'Registration successful. Enter the OTP sent to your mobile number.',
  'auth.logged-in': 'Logged in successfully',
  'auth.otp-sent': 'OTP sent successfully',
  'auth.otp-resent': 'OTP resent successfully',
  'auth.reset-otp-sent': 'If this mobile number is registered, an OTP has been sent to it',
  'auth.password-reset': 'Password changed successfully. Please log in with your new password.',
  'auth.password-changed': 'Password changed successfully',
  'auth.mobile-verified': 'Mobile number verified successfully',
  // The API sends the contract's STAFF_OTP_SENT (contracts/auth.ts); the test compares the two.
  'auth.staff-otp-sent': 'If this mobile number is registered with us, an OTP has been sent to it',
  'auth.staff-signup-verified': 'Mobile number verified. Your details are with our operations team for approval.',
  'auth.logged-in-pending': 'Logged in. Your account is waiting for approval.',
  // Operations console: sign-in, invitations, staff accounts (ops/identity.ts, ops/staff-accounts.ts)
  'ops.signed-in': 'Signed in',
  'ops.welcome': 'Welcome to the operations console',
  'ops.invitation-sent': 'Invitation sent to {{email}}',
  'ops.invitation-revoked': 'Invitation revoked',
  'ops.staff-roles-saved': 'Staff roles saved',
  'ops.staff-deactivated': 'Staff account deactivated',
  'ops.staff-reactivated': 'Staff account reactivated',
  // Customer's enquiry, profile, credit report and privacy (enquiry, customer, cibil, consent)
  'enquiry.verified': 'Your inquiry has been verified. Our team will contact you shortly.',
  'profile.updated': 'Profile updated successfully',
  'cibil.report-fetched': 'Credit report fetched successfully',
  'consent.withdrawn': 'Your consent has been withdrawn.',
  // The customer's loan after the bank's decision (leads/lender-decisions.ts)
  'lending.kfs-otp-sent': 'OTP sent to {{mobile}}.',
  'lending.kfs-accepted': 'You have accepted the new terms (KFS version {{version}}). The lender may now disburse the loan.',
  'lending.exit-requested': 'Your exit request has been sent to {{lender}}. Repay {{amount}} to close the loan with no penalty.',
  'lending.exit-closed': 'Exit request closed: {{amount}} repaid on {{date}}.',
  // Bankers (leads/bankers.ts)
  'banker.details-received': 'Details received. Enter the OTP sent to your mobile number to confirm them; our operations team then reviews them.',
  'banker.sanction-confirmed': 'Sanction confirmed',
  'banker.disbursal-confirmed': 'Disbursal confirmed',
  // Telecallers (leads/routes.ts)
  'telecaller.profile-saved': 'Profile saved.',
  'telecaller.call-recorded': 'Call recorded',
  // Complaints: the customer's and the grievance desk's (grievances/routes.ts, grievances/desk.ts)
  'grievance.registered': 'Your complaint has been registered. Your reference is {{reference}}.',
  'grievance.assigned': '{{reference}} is assigned to {{name}}.',
  'grievance.replied': 'Reply sent. {{name}} is told by SMS.',
  'grievance.resolved': '{{reference}} is resolved. {{name}} is told by SMS.',
  'grievance.escalated': '{{reference}} is escalated to the Principal Nodal Officer.',
  // Careers and the partner programme (careers/routes.ts, content/routes.ts)
  'careers.application-received': 'Your application has been received. Our hiring team will call you within five working days.',
  'careers.remote-registered': 'You are registered for the work-from-home programme.',
  'partners.lead-received': 'Thank you. Our partnerships team will call you within two working days.',
  // The shop: connectors, KYC, documents, wallet, commission, CA services, shipments
  'connector.added': 'Connector added',
  'connector.deactivated': 'Connector deactivated',
  'connector.joined': 'You are now a connector of {{shop}}',
  'kyc.aadhaar-otp-sent': 'OTP sent to the mobile number linked with Aadhaar {{masked}}',
  'shop.documents-uploaded': 'Documents uploaded successfully',
  'payout.withdrawal-sent': 'Withdrawal sent to your bank account',
  'commission.invoice-submitted': 'Invoice submitted',
  'ca.request-submitted': '{{service}} request submitted',
  'ca.request-awaits-fee': '{{service}} request saved. It waits for the fee of {{amount}}.',
  'ca.fee-paid': 'Fee paid from your wallet. Your request is submitted.',
  'ca.request-withdrawn': 'Request withdrawn.',
  'ca.documents-sent': 'Documents sent. Our team will continue with your request.',
  'logistics.booked': 'Shipment booked',
  'logistics.return-booked': 'Return pickup booked',
  'logistics.cancelled': 'Shipment {{tracking}} cancelled',
  // Operations desks: lenders, finance, CA fulfilment, leads, content, partner enquiries
  'lender.added': '{{name}} added. Add its products to have it make offers.',
  'lender.saved': '{{name}} saved. New offers use it from now on.',
  'finance.commission-approved': 'Commission approved for payout',
  'finance.invoice-returned': 'Invoice sent back to the shop',
  'finance.batch-created': 'Payout batch created',
  'finance.batch-cancelled': 'Payout batch cancelled',
  'finance.batch-sent': 'Payout sent to the bank',
  'finance.batch-paid': 'Paid: {{amount}}, UTR {{utr}}',
  'finance.transfer-checked': 'Transfer checked',
  'finance.refund-sent': 'Refund sent to the payment provider',
  'finance.refunded': 'Refunded {{amount}} to where it was paid from',
  'finance.reconciled-clean': 'Reconciliation finished: no differences',
  'ca-desk.assigned': 'Assigned to {{name}}',
  'ca-desk.documents-requested': 'Documents requested. The shop has been told.',
  'ca-desk.in-progress': 'Marked in progress',
  'ca-desk.rejected': 'Request rejected.',
  'ca-desk.rejected-refunded': "Request rejected. {{amount}} was refunded to the shop's wallet.",
  'leads.handed': 'Lead handed to {{name}}',
  'content.draft-saved': 'Draft saved',
  'content.version-saved': 'Saved as version {{number}}',
  'content.version-restored': 'Version {{from}} restored as version {{number}}',
  'content.published': 'Published: it is on the site now',
  'content.unscheduled': 'Schedule called off: it is a draft again',
  'content.unpublished': 'Unpublished: it is off the site now',
  'partner-enquiry.invited': '{{name}} is invited to register a shop: the e-mail went to {{email}}.',
} as const;

export type CataloguedSuccessCode = keyof typeof API_SUCCESS_MESSAGES;

export interface RecognisedSuccess {
  code: CataloguedSuccessCode;
  /** The values the API put in the template's places, by name, as sent. */
  values: Record<string, string>;
}

const PLACE = /\{\{(\w+)\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, CataloguedSuccessCode>();
const templates: Array<{ code: CataloguedSuccessCode; pattern: RegExp; names: string[] }> = [];
for (const [code, message] of Object.entries(API_SUCCESS_MESSAGES) as Array<[CataloguedSuccessCode, string]>) {
  const names = [...message.matchAll(PLACE)].map((match) => match[1]!);
  if (names.length === 0) {
    exact.set(message, code);
    continue;
  }
  // Anchored at both ends: a longer message that merely starts like a template (a refund note added
  // after "Shipment … cancelled") is another message and stays English rather than losing its tail.
  const source = message
    .split(PLACE)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : escape(part)))
    .join('');
  templates.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
}

/** The code (and a template's values) of a success message the API sent, if it is catalogued. */
export function recogniseSuccessMessage(message: string): RecognisedSuccess | undefined {
  const code = exact.get(message);
  if (code) return { code, values: {} };
  for (const { code: templateCode, pattern, names } of templates) {
    const match = pattern.exec(message);
    if (match) return { code: templateCode, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
  }
  return undefined;
}

// Messages with a word in a value (issue 33, decision 049). The API sends, beside its unchanged
// English `message`, `messageCode` (a code of either table here) and `messageParams`: the values by
// name, each word-value as a code (a lead's or shipment's status, a lender product), a count as a
// number, a time as ISO. The site translates the code's text and each value by its own label table,
// and shows an unknown code's English message. The English below is the API's template literal (one
// `{{place}}` per `${…}`, which api/test/success-messages.test.ts finds in the API's source); a place
// that is not a parameter (`{{s}}`, a plural's ending) is English grammar no translation needs; the
// site picks a translation's words for a count of one itself (success-texts.ts, WORDS_BY_COUNT).

/** How the site reads each parameter: as sent, a count, an ISO time, or a code of a label table. */
export type SuccessParamKind =
  | 'text'
  | 'count'
  | 'date-time'
  | 'lead-status'
  | 'shipment-status'
  | 'lender-product'
  | 'sale-document'
  | 'kyc-item'
  | 'kyc-items'
  | 'product'
  | 'ca-deliverable'
  | 'job';

/**
 * The value each kind carries on the wire. The codes are strings here: this module is in the core
 * entry, which must not reach the schemas (the contracts' schemas check the codes themselves).
 */
export interface SuccessParamValue {
  text: string;
  count: number;
  'date-time': string;
  'lead-status': string;
  'shipment-status': string;
  'lender-product': string;
  'sale-document': string;
  /** A KYC step (`pan`) or a shop document (`shopPhoto`), as the KYC review names its items. */
  'kyc-item': string;
  /** Several KYC steps, in the order the API names them. */
  'kyc-items': string[];
  /** A product a customer or a shop applies for, by its slug (`home-loan`, `card-application`). */
  product: string;
  /** A CA or other service by its id (`gst-registration`): what it delivers (its certificate). */
  'ca-deliverable': string;
  /** A scheduled job by its name (`retention`). */
  job: string;
}

/** Coded success messages: code → the API's English template and its parameters' kinds. */
export const API_CODED_SUCCESS_MESSAGES = {
  // A lead moved by its banker (leads/bankers.ts) or telecaller (leads/routes.ts)
  'lead.status-changed': { en: 'Status changed to {{status}}', params: { status: 'lead-status' } },
  'lead.status-changed-awaiting': {
    en: 'Status changed to {{status}}. It awaits the bank’s confirmation.',
    params: { status: 'lead-status' },
  },
  // A telecaller's duty switch shares out or hands back leads (leads/routes.ts)
  'telecaller.leads-shared': { en: 'Profile saved. {{count}} waiting lead{{s}} shared out.', params: { count: 'count' } },
  'telecaller.leads-handed': { en: 'Profile saved. You are off duty; {{count}} open lead{{s}} handed to the team.', params: { count: 'count' } },
  // A lender's product terms (lenders/routes.ts)
  'lender.product-saved': { en: '{{product}} of {{lender}} saved. New offers use it from now on.', params: { product: 'lender-product', lender: 'text' } },
  'lender.product-removed': {
    en: '{{product}} of {{lender}} removed. New offers no longer include it.',
    params: { product: 'lender-product', lender: 'text' },
  },
  // A shipment moved by the logistics desk (logistics/routes.ts)
  'shipment.status-changed': { en: 'Shipment {{tracking}} is now {{status}}', params: { tracking: 'text', status: 'shipment-status' } },
  // A content item scheduled to go live (content/desk.ts)
  'content.scheduled': { en: 'Scheduled: it goes live on {{at}}', params: { at: 'date-time' } },
  // A sale's documents sent by the shop (vendor-selling/routes.ts)
  'sale.document-uploaded': { en: '{{document}} uploaded', params: { document: 'sale-document' } },
  'sale.documents-uploaded': { en: '{{count}} documents uploaded', params: { count: 'count' } },
  // A partner approved, rejected, suspended or reinstated: a shop (partners/routes.ts), a banker or
  // a telecaller (staff/routes.ts, which says where a suspended one's open leads went)
  'partner.approved': { en: '{{name}} approved.', params: { name: 'text' } },
  'partner.rejected': { en: '{{name}} rejected.', params: { name: 'text' } },
  'partner.suspended': { en: '{{name}} suspended.', params: { name: 'text' } },
  'partner.reinstated': { en: '{{name}} reinstated.', params: { name: 'text' } },
  'partner.suspended-leads-handed': { en: '{{name}} suspended; {{count}} open lead{{s}} handed to others.', params: { name: 'text', count: 'count' } },
  // The careers desk's hiring moves (careers/desk.ts)
  'job-application.shortlisted': { en: '{{name}} is shortlisted and told by SMS.', params: { name: 'text' } },
  'job-application.not-taken-forward': { en: '{{name}} is not taken forward and told by SMS.', params: { name: 'text' } },
  'job-application.hired': { en: '{{name}} is hired and told by SMS.', params: { name: 'text' } },
  // A KYC reviewer's decision on one item (kyc-review/routes.ts), a shop's KYC step checked (kyc/routes.ts)
  'kyc-review.accepted': { en: '{{item}} accepted.', params: { item: 'kyc-item' } },
  'kyc-review.rejected': { en: '{{item}} rejected.', params: { item: 'kyc-item' } },
  'kyc.step-verified': { en: '{{step}} verified successfully', params: { step: 'kyc-item' } },
  // A shop's profile change that undoes verified KYC steps (vendor/routes.ts)
  'profile.updated-kyc-again': {
    en: 'Profile updated successfully. Please verify these KYC steps again: {{steps}}.',
    params: { steps: 'kyc-items' },
  },
  // A product application, the customer's own or a shop's for its customer (products/routes.ts)
  'application.submitted': {
    en: 'Your {{product}} application has been submitted. Our team will call you within one working day.',
    params: { product: 'product' },
  },
  'application.submitted-by-shop': {
    en: 'The {{product}} application for {{name}} has been submitted. Follow it in your loan sales.',
    params: { product: 'product', name: 'text' },
  },
  // Offers asked for an application (offers/routes.ts)
  'offers.shown': { en: '{{count}} offer{{s}} from {{lenders}} lender{{s}}', params: { count: 'count', lenders: 'count' } },
  // The logistics desk's batch move (logistics/desk.ts); some shipments may have been left as they were
  'shipments.moved': { en: '{{count}} shipment{{are}} now {{status}}.', params: { count: 'count', status: 'shipment-status' } },
  'shipments.moved-some-left': {
    en: '{{count}} shipment{{are}} now {{status}}. {{left}} left as {{they}}.',
    params: { count: 'count', status: 'shipment-status', left: 'count' },
  },
  // The partner-enquiry desk's moves (partner-enquiries/routes.ts; an invitation is partner-enquiry.invited)
  'partner-enquiry.contacted': { en: "{{name}}'s enquiry is contacted.", params: { name: 'text' } },
  'partner-enquiry.closed': { en: "{{name}}'s enquiry is closed.", params: { name: 'text' } },
  // A CA request's deliverable uploaded and the request completed (ca-services/back-office.ts): the
  // service's certificate, or an acknowledgement by its number
  'ca-desk.deliverable-uploaded': { en: 'Deliverable uploaded: {{deliverable}}', params: { deliverable: 'ca-deliverable' } },
  'ca-desk.acknowledgement-uploaded': { en: 'Deliverable uploaded: Acknowledgement no. {{reference}}', params: { reference: 'text' } },
  'ca-desk.completed': { en: 'Request completed. The shop can download the {{deliverable}}.', params: { deliverable: 'ca-deliverable' } },
  'ca-desk.completed-acknowledgement': {
    en: 'Request completed. The shop can download the Acknowledgement no. {{reference}}.',
    params: { reference: 'text' },
  },
  // A scheduled job run now (jobs/routes.ts): its summary is the job's own English (as the jobs page shows it)
  'job.ran': { en: '{{job}} ran: {{summary}}', params: { job: 'job', summary: 'text' } },
  // Money refused by the bank or the payment provider (payouts/routes.ts, payouts/shop-routes.ts): the
  // reason is theirs, as they wrote it; and a reconciliation that found differences
  'finance.transfer-refused': { en: 'The bank refused the transfer: {{reason}}. Its lines are approved again.', params: { reason: 'text' } },
  'finance.refund-refused': { en: 'The provider refused the refund: {{reason}}', params: { reason: 'text' } },
  'finance.reconciled-differences': { en: 'Reconciliation finished: {{count}} difference{{s}} to look into', params: { count: 'count' } },
  'payout.withdrawal-refused': { en: 'The bank refused the withdrawal: {{reason}}. The amount is back in your wallet.', params: { reason: 'text' } },
} as const satisfies Record<string, { en: string; params: Record<string, SuccessParamKind> }>;

export type CodedSuccessCode = keyof typeof API_CODED_SUCCESS_MESSAGES;

/** Any code an answer's `messageCode` may carry: a catalogued message's (no parameters) or a coded one's. */
export type SuccessCode = CataloguedSuccessCode | CodedSuccessCode;

/** The parameters a code is sent with, typed by their kinds. */
type ParamKinds<C extends CodedSuccessCode> = (typeof API_CODED_SUCCESS_MESSAGES)[C]['params'];
export type SuccessParams<C extends SuccessCode> = C extends CodedSuccessCode
  ? { [P in keyof ParamKinds<C>]: ParamKinds<C>[P] extends SuccessParamKind ? SuccessParamValue[ParamKinds<C>[P]] : never }
  : Record<string, never>;

/** What an answer says beside its English message, built by the API's handlers. */
export const successCode = <C extends SuccessCode>(messageCode: C, messageParams: SuccessParams<C>) => ({ messageCode, messageParams });

export const isCodedSuccessCode = (code: unknown): code is CodedSuccessCode => typeof code === 'string' && Object.hasOwn(API_CODED_SUCCESS_MESSAGES, code);
export const isCataloguedSuccessCode = (code: unknown): code is CataloguedSuccessCode => typeof code === 'string' && Object.hasOwn(API_SUCCESS_MESSAGES, code);
