// The FAQ as data, grouped by topic. Answers stay short and avoid figures the lenders set
// (rates, fees, limits): those vary by lender and by applicant and are given in the offer.
// Hindi and Marathi are in faq-content-hi.ts and faq-content-mr.ts; `as const` lets TypeScript hold
// them to this table's topics and questions one for one.
import { BRAND, type Translation } from '@platform/shared';

export interface FaqTopic {
  topic: string;
  questions: readonly { question: string; answer: string }[];
}

const NAME = BRAND.name;

export const faqTopics = [
  {
    topic: 'Loans',
    questions: [
      {
        question: `Does ${NAME} lend the money?`,
        answer: `No. ${NAME} is a marketplace: we collect your enquiry, help with documents and pass it to RBI-regulated banks and NBFCs. The lender decides, sets the rate and disburses the loan.`,
      },
      {
        question: 'Which loans can I apply for?',
        answer:
          'Personal, home, business, education and used-car loans, loan against property and professional loans, plus balance transfers for personal, home and property loans. We also help with credit cards and motor insurance.',
      },
      {
        question: 'Do I pay anything to apply?',
        answer: `No. Applying through ${NAME} is free. Lenders may charge a processing fee, which is shown in your sanction letter before you accept. Never pay anyone to "get a loan approved".`,
      },
      {
        question: 'How long does it take?',
        answer:
          "A loan advisor usually calls you within one working day of your enquiry. The lender's decision depends on the product and how quickly documents are complete.",
      },
    ],
  },
  {
    topic: 'Eligibility and documents',
    questions: [
      {
        question: 'Who can apply?',
        answer:
          'Indian residents aged 18 or over with a regular income, or, for education loans, a student with a co-applicant (usually a parent or guardian). Each lender adds its own criteria on income, age at maturity and credit history.',
      },
      {
        question: 'Which documents will I need?',
        answer:
          'Usually PAN, Aadhaar, a photograph, proof of address, and proof of income: salary slips and bank statements if you are salaried, or income-tax returns and business proof if you are self-employed. Education loans also need the admission letter and fee structure.',
      },
      {
        question: 'Is it safe to upload my documents?',
        answer: 'Documents travel encrypted and are shared only with the lender you apply to. We never ask for your OTP, PIN or banking password.',
      },
    ],
  },
  {
    topic: 'CIBIL and credit score',
    questions: [
      {
        question: 'What is a CIBIL score?',
        answer:
          'A three-digit number from 300 to 900 that a credit information company calculates from your repayment history. Lenders use it to judge risk; a higher score usually means better chances and rates.',
      },
      {
        question: 'Will applying lower my score?',
        answer:
          'Checking your own score does not affect it. When a lender checks your report for an application, that enquiry is recorded; many applications in a short time can lower your score, so apply where you are likely to qualify.',
      },
      {
        question: 'How can I improve my score?',
        answer:
          'Pay every EMI and card bill on time, keep card usage well below the limit, avoid many new loan applications at once, and check your report for errors and dispute them with the credit bureau.',
      },
    ],
  },
  {
    topic: 'Referrals',
    questions: [
      {
        question: 'How does the referral programme work?',
        answer: `Share your referral link. When someone applies through it, your code is recorded on their application, and you may earn a reward from ${NAME} if their loan is disbursed. You can follow your referrals and earnings in your customer account.`,
      },
      {
        question: 'Does a referral change my loan terms?',
        answer: 'No. The lender assesses a referred applicant exactly like any other, and any reward to the referrer is never taken from the loan.',
      },
    ],
  },
  {
    topic: 'Partner shops',
    questions: [
      {
        question: 'What is a partner shop?',
        answer: `A local shop, cyber café or CA office registered with ${NAME}. It can help you fill in a loan or card application and offers services such as GST registration, PAN, FSSAI food licence and MSME registration.`,
      },
      {
        question: 'How do I become a partner shop?',
        answer: `Contact us with your shop's details. After identity, bank and (where you have one) GST verification you get a partner dashboard, and you earn a commission on every loan disbursed, card issued or service completed through it.`,
      },
    ],
  },
] as const satisfies readonly FaqTopic[];

/** The FAQ in another language: the same topics, each with the same questions in the same order. */
export type FaqTranslation = Translation<typeof faqTopics>;
