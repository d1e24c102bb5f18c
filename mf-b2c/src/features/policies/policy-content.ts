// The text of the policy pages, as data: one component renders all of them (policy-page.tsx).
// Written for an Indian loan marketplace that is not itself a lender: lending decisions belong to
// the RBI-regulated banks and NBFCs we work with, and personal data is handled under the Digital
// Personal Data Protection Act, 2023 (DPDP Act). Legal review changes text here, never markup.
import { BRAND, GRIEVANCE_OFFICER, paths } from '@platform/shared';
import { GRIEVANCE_RESOLUTION_DAYS } from '@platform/shared/schemas';
import type { PolicySlug } from './policy-slugs';

export interface PolicyLink {
  label: string;
  /** A site path (starts with `/`) or a regulator's web address. */
  href: string;
}

export interface PolicySection {
  heading: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
  links?: readonly PolicyLink[];
}

export interface Policy {
  title: string;
  summary: string;
  updated: string;
  /** 'Last updated' in the policy's language, where it is not English. */
  updatedLabel?: string;
  sections: readonly PolicySection[];
}

const UPDATED = '22 November 2026';
const NAME = BRAND.name;
const CONTACT = `${BRAND.supportEmail} or ${BRAND.supportPhone}`;

const rbiOmbudsman: PolicyLink = { label: 'RBI Complaint Management System (Integrated Ombudsman Scheme)', href: 'https://cms.rbi.org.in' };
const grievancePolicy: PolicyLink = { label: 'Grievance redressal policy', href: paths.b2c.grievanceRedressalPolicy };
const privacyPolicy: PolicyLink = { label: 'Privacy policy', href: '/b2c/internal-privacy-policy' };

export const policies: Record<PolicySlug, Policy> = {
  'cancellation-privacy': {
    title: 'Cancellation, refund and privacy',
    summary: `How to withdraw an application or cancel a paid service with ${NAME}, what is refunded, and how your data is treated when you do.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'Loan and card applications',
        points: [
          `Sending an enquiry through ${NAME} is free. You may withdraw it at any time before the lender sanctions the loan by writing to ${CONTACT}.`,
          'Once a lender has sanctioned or disbursed a loan, its own cancellation terms apply. For digital loans, RBI rules give you a cooling-off (look-up) period in which you can exit by repaying the principal and the proportionate annual percentage rate, without any penalty.',
          'Card applications can be withdrawn until the bank issues the card; after that, ask the bank to close the card.',
        ],
      },
      {
        heading: 'Paid services (CA, registration, website and design services)',
        points: [
          'Cancel before work starts and the full fee is refunded.',
          'After an application has been filed with a government portal, the government fee cannot be recovered; our professional fee is refunded in proportion to the work not yet done.',
          'Approved refunds go back to the original payment method within 7 to 10 working days.',
        ],
      },
      {
        heading: 'Your data after you cancel',
        paragraphs: [
          `We stop processing your data for the cancelled request, except what the law requires us to keep (for example KYC and tax records). You can ask us to erase the rest, as the privacy policy explains.`,
        ],
        links: [privacyPolicy],
      },
    ],
  },

  'disclaimer-consent-declaration': {
    title: 'Disclaimer and consent declaration',
    summary: `What ${NAME} is and is not, and what you confirm when you submit an enquiry.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'Disclaimer',
        points: [
          `${NAME} is a marketplace and loan service provider. It is not a bank or an NBFC and does not lend money or take deposits.`,
          'Every loan or card is sanctioned, priced and serviced by the lending partner named in your offer, on its own terms and credit assessment. Approval is never guaranteed.',
          "Rates, fees and eligibility shown on this site are indicative; the lender's sanction letter and key fact statement are what bind you.",
          `${NAME} never asks for an upfront fee to get a loan approved. Report any such request to ${CONTACT}.`,
        ],
      },
      {
        heading: 'Your declaration',
        points: [
          'The information and documents I submit are true, complete and my own.',
          'I am a resident of India and at least 18 years old.',
          `I authorise ${NAME} and its lending partners to call, SMS, email or WhatsApp me about my enquiry, even if my number is on the National Do Not Call registry.`,
          'I consent to the lending partner fetching my credit report from a credit information company to assess my application.',
          'I can withdraw this consent at any time, which will end the processing of my application.',
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Cookie policy',
    summary: 'What this website stores in your browser and why.',
    updated: UPDATED,
    sections: [
      {
        heading: 'What we store',
        points: [
          "Sign-in and verification tokens, kept in your browser's session storage so you stay signed in while the tab is open. They are deleted when you close the tab or log out.",
          'A flag that remembers whether you may change your profile details, kept the same way.',
          'For partner shops, telecallers and bankers, a sign-in cookie (loansetu_refresh) that keeps you signed in for your working day across tabs. No script on the page can read it; it ends when you log out, sign out everywhere or change your password.',
          'Your language (English, Hindi or Marathi), kept in your browser and in a cookie (lang) for a year, so every page, and the page our server sends first, is in the language you chose.',
          'During card or service payments, our payment partner may set its own cookies to process the payment securely.',
        ],
      },
      {
        heading: 'What we do not do',
        paragraphs: ['We do not use cookies to sell your data or to show you advertising from third parties.'],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can clear cookies and site storage in your browser settings at any time. Blocking session storage will stop sign-in and enquiry verification from working.',
        ],
      },
    ],
  },

  'internal-privacy-policy': {
    title: 'Privacy policy',
    summary: `How ${NAME} collects, uses, shares and protects your personal data, and your rights under the Digital Personal Data Protection Act, 2023.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'What we collect',
        points: [
          'Details you give us: name, mobile number, email, address, pin code, the amount and type of loan or service you want.',
          'Documents you upload for a loan, card or registration, such as PAN, Aadhaar, bank statements and business proofs.',
          'Records of calls, OTP verifications and the status of your applications.',
        ],
      },
      {
        heading: 'Why we use it',
        points: [
          'To process the enquiry or service you asked for, and to pass it to the lending or service partner you chose.',
          'To verify your identity and prevent fraud.',
          'To meet legal duties, such as KYC, tax and record-keeping rules.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Only with the bank, NBFC, insurer or government portal needed for your request, the partner shop that helped you (if any), and service providers bound by contract to protect it. We never sell personal data.',
        ],
      },
      {
        heading: 'Your rights',
        points: [
          'Access a summary of the data we hold about you and who it was shared with.',
          'Correct, complete or update it.',
          'Withdraw consent and ask us to erase data we no longer need to keep by law.',
          'Nominate a person to exercise these rights if you are unable to.',
          'Complain to our Grievance Officer, and then to the Data Protection Board of India.',
        ],
      },
      {
        heading: 'Storage and security',
        paragraphs: [
          'Data is encrypted in transit and accessed only by staff who need it for your request. We keep it only as long as the purpose or the law requires, then delete it.',
          `Write to ${CONTACT} to exercise any of your rights.`,
        ],
      },
    ],
  },

  'terms-and-services': {
    title: 'Terms of service',
    summary: `The terms for paid services bought through ${NAME}: CA and registration services, website development, social media handling and graphic design.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'The service',
        points: [
          'Each service is described, with its fee and the documents needed, before you pay.',
          "Government registrations are granted by the department concerned. We prepare and file the application; we cannot guarantee approval or the department's timeline.",
          'You are responsible for the accuracy of the documents and information you give us.',
        ],
      },
      {
        heading: 'Payment',
        points: ["Fees are paid online through our payment partner, or from a partner shop's wallet.", 'A GST invoice is issued for every paid service.'],
      },
      {
        heading: 'Delivery and cancellation',
        paragraphs: ['Delivery timelines are estimates. Cancellation and refunds follow our cancellation policy.'],
        links: [{ label: 'Cancellation, refund and privacy', href: paths.b2c.cancellationPrivacy }],
      },
    ],
  },

  'grievance-redressal-policy': {
    title: 'Grievance redressal policy',
    summary: `How to raise a complaint with ${NAME}, how fast we respond, and where to escalate, in line with the RBI fair practices code.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'Level 1: customer support',
        paragraphs: [
          `Write to ${BRAND.supportEmail} or call ${BRAND.supportPhone} during office hours (shown on the contact page). You get a complaint reference number, an acknowledgement within 2 working days, and a reply within 7 working days.`,
        ],
        links: [{ label: 'Contact us', href: paths.contactUs }],
      },
      {
        heading: 'Level 2: Grievance Redressal Officer',
        paragraphs: [
          `If you are not satisfied, or have no reply within 7 working days, raise your complaint with our Grievance Redressal Officer below, or write to them quoting your reference number. The officer resolves complaints within ${GRIEVANCE_RESOLUTION_DAYS} days of the original complaint.`,
          `${GRIEVANCE_OFFICER.designation}: ${GRIEVANCE_OFFICER.name}. Phone ${GRIEVANCE_OFFICER.phone} (${GRIEVANCE_OFFICER.hours}). Email ${GRIEVANCE_OFFICER.email}. Post: ${GRIEVANCE_OFFICER.address}.`,
        ],
      },
      {
        heading: 'Complaints about a loan or card',
        paragraphs: [
          "Decisions on sanction, interest, charges and recovery are the lender's. We pass such complaints to the lender's grievance officer the same day and follow up for you; the lender's name and grievance contact are in your sanction letter.",
        ],
      },
      {
        heading: 'Level 3: RBI Ombudsman',
        paragraphs: [
          'If the lender does not resolve your complaint within 30 days, or you are not satisfied with its reply, you can complain free of charge under the Reserve Bank – Integrated Ombudsman Scheme, 2021 online, by calling 14448, or by post to the Centralised Receipt and Processing Centre, Reserve Bank of India, Chandigarh.',
          'Complaints about personal data can also be taken to the Data Protection Board of India once our Grievance Officer has replied.',
        ],
        links: [rbiOmbudsman],
      },
    ],
  },

  'customer-consent-form': {
    title: 'Customer consent form',
    summary: `The consents you give ${NAME} when you submit an enquiry, stated separately so you know exactly what each one allows. Each can be withdrawn.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'I consent to',
        points: [
          `${NAME} processing my name, contact details, address and the loan or service I asked for, to handle my enquiry.`,
          'Sharing these details and my documents with the lending or service partner I choose, and with the partner shop that helped me, if any.',
          'The lender fetching my credit report and score from a credit information company for this application only.',
          'Being contacted by call, SMS, email or WhatsApp about this enquiry.',
          'Verification of my mobile number by one-time password.',
        ],
      },
      {
        heading: 'Withdrawing consent',
        paragraphs: [
          `Write to ${CONTACT}. Withdrawal is as easy as giving consent, but it stops the processing of any application that depends on it. Data the law requires us to keep is kept for the required period only.`,
        ],
        links: [privacyPolicy],
      },
    ],
  },

  'code-of-conduct': {
    title: 'Code of conduct',
    summary: `The standards every ${NAME} employee, telecaller and partner shop follows with customers, based on the RBI fair practices code for lenders and their agents.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'When we contact you',
        points: [
          'We identify ourselves and the lender we represent at the start of every call or visit.',
          'We call only between 8 am and 7 pm, and stop when you ask us to.',
          'We explain products in a language you understand, including the interest rate, fees and annual percentage rate before you sign.',
        ],
      },
      {
        heading: 'What we never do',
        points: [
          'Ask for a fee, gift or cash to get a loan approved.',
          'Ask for your OTP, PIN, CVV or banking password.',
          'Use threatening, abusive or misleading language, or discriminate on the basis of gender, caste, religion or disability.',
          'Share your information with anyone not involved in your request.',
        ],
      },
      {
        heading: 'Report a breach',
        paragraphs: [`If anyone acting for ${NAME} breaks this code, tell us at ${CONTACT}. Every report is investigated and answered.`],
        links: [grievancePolicy],
      },
    ],
  },

  'terms-conditions': {
    title: 'Terms and conditions',
    summary: `The terms for using the ${NAME} website and its services. By using the site you accept them.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'Using the site',
        points: [
          'You must be at least 18 and a resident of India to apply for a product.',
          'Give true and complete information; false information can lead to rejection and may be reported as required by law.',
          'Keep your sign-in details and OTPs to yourself; you are responsible for activity under your account.',
          'Do not misuse the site, try to break its security or copy its content for commercial use.',
        ],
      },
      {
        heading: 'Our role',
        paragraphs: [
          `${NAME} connects you with banks, NBFCs, insurers and service professionals. Products are offered on their terms. Referral rewards, where offered, are paid only on completed, genuine transactions and can be withheld if misused.`,
        ],
      },
      {
        heading: 'Liability and law',
        paragraphs: [
          `To the extent the law allows, ${NAME} is not liable for a partner's decision or for indirect losses. These terms are governed by the laws of India. Disputes go first through our grievance process.`,
        ],
        links: [grievancePolicy, { label: 'Disclaimer and consent declaration', href: paths.b2c.disclaimerConsentDeclaration }],
      },
    ],
  },
};
