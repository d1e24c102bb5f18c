// The payout statement's words (statement-pdf.ts) in English, Hindi and Marathi (issue 33). The
// English is the statement's as it always read; Hindi and Marathi use the shop's payouts page's
// words (mf-vendor payouts texts): पेआउट, कमीशन/कमिशन, स्टेटमेंट, UTR, TDS and GST kept as they are.
import type { AccountLanguage } from '@platform/shared/contracts';

export interface StatementTexts {
  documentTitle: string;
  title: string;
  shop: string;
  madeOn: string;
  payout: string;
  paidOn: string;
  processing: string;
  reversed: string;
  notPaid: string;
  toAccount: string;
  columns: { sale: string; invoice: string; commission: string; gst: string; tds: string; net: string };
  total: string;
  tdsNote: string;
  gstNote: string;
}

export const STATEMENT_TEXTS: Record<AccountLanguage, StatementTexts> = {
  en: {
    documentTitle: 'LoanSetu payout statement {{id}}',
    title: 'Commission payout statement',
    shop: 'Shop: {{shop}}',
    madeOn: 'Statement made on {{date}}',
    payout: 'Payout: {{id}}',
    paidOn: 'Paid on {{date}}, UTR {{utr}}',
    processing: 'Sent to the bank; waiting for its confirmation',
    reversed: 'Returned by the bank',
    notPaid: 'Not paid',
    toAccount: 'To bank account {{account}} (IFSC {{ifsc}}), transfer {{transfer}}',
    columns: { sale: 'Sale', invoice: 'Invoice', commission: 'Commission', gst: 'GST', tds: 'TDS 194H', net: 'Net' },
    total: 'Total',
    tdsNote: 'TDS is deducted under section 194H of the Income-tax Act and deposited against your PAN; it shows in your Form 26AS.',
    gstNote: 'GST is paid only on invoices that carry your verified GSTIN. Questions: write to us from your shop area.',
  },
  hi: {
    documentTitle: 'LoanSetu पेआउट स्टेटमेंट {{id}}',
    title: 'कमीशन पेआउट स्टेटमेंट',
    shop: 'दुकान: {{shop}}',
    madeOn: 'स्टेटमेंट {{date}} को बनाया गया',
    payout: 'पेआउट: {{id}}',
    paidOn: '{{date}} को भुगतान, UTR {{utr}}',
    processing: 'बैंक को भेजा गया; उसकी पुष्टि की प्रतीक्षा है',
    reversed: 'बैंक ने लौटा दिया',
    notPaid: 'भुगतान नहीं हुआ',
    toAccount: 'बैंक खाता {{account}} (IFSC {{ifsc}}) में, ट्रांसफ़र {{transfer}}',
    columns: { sale: 'बिक्री', invoice: 'इनवॉइस', commission: 'कमीशन', gst: 'GST', tds: 'TDS 194H', net: 'आपको मिला' },
    total: 'कुल',
    tdsNote: 'TDS आयकर अधिनियम की धारा 194H के तहत काटा जाता है और आपके PAN पर जमा होता है; यह आपके फ़ॉर्म 26AS में दिखता है।',
    gstNote: 'GST केवल उन इनवॉइस पर दिया जाता है जिन पर आपका सत्यापित GSTIN हो। कोई सवाल हो तो अपने दुकान क्षेत्र से हमें लिखें।',
  },
  mr: {
    documentTitle: 'LoanSetu पेआउट स्टेटमेंट {{id}}',
    title: 'कमिशन पेआउट स्टेटमेंट',
    shop: 'दुकान: {{shop}}',
    madeOn: 'स्टेटमेंट {{date}} रोजी तयार केले',
    payout: 'पेआउट: {{id}}',
    paidOn: '{{date}} रोजी दिले, UTR {{utr}}',
    processing: 'बँकेकडे पाठवले; तिच्या पुष्टीची प्रतीक्षा आहे',
    reversed: 'बँकेने परत केले',
    notPaid: 'दिले गेले नाही',
    toAccount: 'बँक खाते {{account}} (IFSC {{ifsc}}) मध्ये, ट्रान्सफर {{transfer}}',
    columns: { sale: 'विक्री', invoice: 'इनव्हॉइस', commission: 'कमिशन', gst: 'GST', tds: 'TDS 194H', net: 'तुम्हाला मिळाले' },
    total: 'एकूण',
    tdsNote: 'TDS आयकर कायद्याच्या कलम 194H अंतर्गत कापला जातो आणि तुमच्या PAN वर जमा होतो; तो तुमच्या फॉर्म 26AS मध्ये दिसतो.',
    gstNote: 'GST फक्त तुमचा पडताळलेला GSTIN असलेल्या इनव्हॉइसवरच दिला जातो. काही प्रश्न असल्यास तुमच्या दुकान विभागातून आम्हाला लिहा.',
  },
};
