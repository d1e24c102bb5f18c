// The team page's words.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-telecaller.team',
  {
    title: 'Telecaller team',
    intro: "Everyone on the console, with their open leads and today's calls.",
    table: { name: 'Name', duty: 'Duty', languages: 'Languages', hours: 'Hours', openLeads: 'Open leads', callsToday: 'Calls today' },
    onDuty: 'On duty',
    offDuty: 'Off duty',
  },
  {
    hi: {
      title: 'टेलीकॉलर टीम',
      intro: 'कंसोल पर सभी लोग, उनकी खुली लीड और आज की कॉल के साथ।',
      table: { name: 'नाम', duty: 'ड्यूटी', languages: 'भाषाएँ', hours: 'समय', openLeads: 'खुली लीड', callsToday: 'आज की कॉल' },
      onDuty: 'ड्यूटी पर',
      offDuty: 'ड्यूटी से बाहर',
    },
    mr: {
      title: 'टेलिकॉलर टीम',
      intro: 'कन्सोलवरील सर्वजण, त्यांच्या खुल्या लीड आणि आजच्या कॉलसह.',
      table: { name: 'नाव', duty: 'ड्युटी', languages: 'भाषा', hours: 'वेळ', openLeads: 'खुल्या लीड', callsToday: 'आजचे कॉल' },
      onDuty: 'ड्युटीवर',
      offDuty: 'ड्युटीवर नाही',
    },
  },
);
