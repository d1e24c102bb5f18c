// The console's shared pieces (menu, timeline) and the lead statuses, in English, Hindi and Marathi.
import { defineTexts } from '@platform/shared/i18n';

export const componentTexts = defineTexts(
  'mf-telecaller.components',
  {
    nav: { label: 'Telecaller console', today: "Today's work", team: 'Team', profile: 'My profile' },
    timeline: { label: 'Status history', from: '(from {{status}})' },
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
    },
  },
  {
    hi: {
      nav: { label: 'टेलीकॉलर कंसोल', today: 'आज का काम', team: 'टीम', profile: 'मेरी प्रोफ़ाइल' },
      timeline: { label: 'स्थिति का इतिहास', from: '({{status}} से)' },
      leadStatus: {
        new: 'नया',
        contacted: 'संपर्क किया गया',
        interested: 'रुचि है',
        not_interested: 'रुचि नहीं है',
        documents_pending: 'दस्तावेज़ बाकी',
        logged_in: 'बैंक में लॉग इन किया गया',
        sanctioned: 'स्वीकृत',
        disbursed: 'वितरित',
        rejected: 'अस्वीकृत',
        closed: 'बंद',
      },
    },
    mr: {
      nav: { label: 'टेलिकॉलर कन्सोल', today: 'आजचे काम', team: 'टीम', profile: 'माझी प्रोफाइल' },
      timeline: { label: 'स्थितीचा इतिहास', from: '({{status}} पासून)' },
      leadStatus: {
        new: 'नवीन',
        contacted: 'संपर्क झाला',
        interested: 'इच्छुक',
        not_interested: 'इच्छुक नाही',
        documents_pending: 'कागदपत्रे बाकी',
        logged_in: 'बँकेत लॉग इन केले',
        sanctioned: 'मंजूर',
        disbursed: 'वितरित',
        rejected: 'नाकारले',
        closed: 'बंद',
      },
    },
  },
);
