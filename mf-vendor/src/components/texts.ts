// Words of the components every vendor page shares, in English, Hindi and Marathi (issue 33).
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-vendor.components',
  {
    loading: 'Loading…',
    tryAgain: 'Try again',
    // A lead's lifecycle status (LEAD_STATUS_LABELS' English), and a submission without a lead yet.
    leadStatus: {
      new: 'New',
      contacted: 'Contacted',
      interested: 'Interested',
      not_interested: 'Not interested',
      documents_pending: 'Documents pending',
      logged_in: 'Logged in at the bank',
      sanctioned: 'Sanctioned',
      disbursed: 'Disbursed',
      rejected: 'Rejected',
      closed: 'Closed',
      submitted: 'Submitted',
      verified: 'Mobile verified',
    },
  },
  {
    hi: {
      loading: 'लोड हो रहा है…',
      tryAgain: 'फिर से कोशिश करें',
      leadStatus: {
        new: 'नया',
        contacted: 'संपर्क किया गया',
        interested: 'इच्छुक',
        not_interested: 'इच्छुक नहीं',
        documents_pending: 'दस्तावेज़ बाकी',
        logged_in: 'बैंक में लॉग-इन हुआ',
        sanctioned: 'स्वीकृत',
        disbursed: 'डिस्बर्स हुआ',
        rejected: 'अस्वीकृत',
        closed: 'बंद',
        submitted: 'जमा किया गया',
        verified: 'मोबाइल सत्यापित',
      },
    },
    mr: {
      loading: 'लोड होत आहे…',
      tryAgain: 'पुन्हा प्रयत्न करा',
      leadStatus: {
        new: 'नवीन',
        contacted: 'संपर्क केला',
        interested: 'इच्छुक',
        not_interested: 'इच्छुक नाही',
        documents_pending: 'कागदपत्रे बाकी',
        logged_in: 'बँकेत लॉग-इन झाले',
        sanctioned: 'मंजूर',
        disbursed: 'वितरित',
        rejected: 'नाकारले',
        closed: 'बंद',
        submitted: 'सादर केले',
        verified: 'मोबाइल सत्यापित',
      },
    },
  },
);

type LeadStatusKey = keyof typeof texts.en.leadStatus;
/** A lead's status in the shop's language; a status this area does not know shows as sent. */
export function leadStatusLabel(t: (key: `leadStatus.${LeadStatusKey}`) => string, status: string): string {
  return status in texts.en.leadStatus ? t(`leadStatus.${status as LeadStatusKey}`) : status;
}
