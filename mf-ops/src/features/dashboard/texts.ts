// The dashboard's words in English (the spec's), Hindi and Marathi (issue 33). A queue's name
// comes from the API in English; `queues` names them by the API's queue id for the other languages.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-ops.dashboard',
  {
    title: 'Operations dashboard',
    none: 'No queues yet.',
    waiting: 'Waiting',
    oldest: 'Oldest since',
    pastDue: 'Past due',
    doneToday: 'Done today',
    queues: {
      'partner-approvals': 'Partner approvals',
      'kyc-review': 'KYC review',
      'shop-approvals': 'Shops to approve',
      'ca-requests': 'CA requests',
      'commission-approvals': 'Commission approvals',
      content: 'Content drafts',
      leads: 'Leads',
      shipments: 'Shipments',
      'job-applications': 'Job applications',
      'partner-enquiries': 'Partner enquiries',
      grievances: 'Complaints',
    },
  },
  {
    hi: {
      title: 'संचालन डैशबोर्ड',
      none: 'अभी कोई कतार नहीं है।',
      waiting: 'प्रतीक्षा में',
      oldest: 'सबसे पुराना कब से',
      pastDue: 'समय सीमा पार',
      doneToday: 'आज पूरे हुए',
      queues: {
        'partner-approvals': 'पार्टनर मंज़ूरी',
        'kyc-review': 'KYC जाँच',
        'shop-approvals': 'मंज़ूरी के लिए दुकानें',
        'ca-requests': 'CA अनुरोध',
        'commission-approvals': 'कमीशन मंज़ूरी',
        content: 'सामग्री के मसौदे',
        leads: 'लीड',
        shipments: 'शिपमेंट',
        'job-applications': 'नौकरी के आवेदन',
        'partner-enquiries': 'पार्टनर पूछताछ',
        grievances: 'शिकायतें',
      },
    },
    mr: {
      title: 'संचालन डॅशबोर्ड',
      none: 'अजून एकही रांग नाही.',
      waiting: 'प्रतीक्षेत',
      oldest: 'सर्वात जुने कधीपासून',
      pastDue: 'मुदत उलटलेले',
      doneToday: 'आज पूर्ण',
      queues: {
        'partner-approvals': 'भागीदार मंजुरी',
        'kyc-review': 'KYC तपासणी',
        'shop-approvals': 'मंजुरीसाठी दुकाने',
        'ca-requests': 'CA विनंत्या',
        'commission-approvals': 'कमिशन मंजुरी',
        content: 'मजकुराचे मसुदे',
        leads: 'लीड',
        shipments: 'शिपमेंट',
        'job-applications': 'नोकरीचे अर्ज',
        'partner-enquiries': 'भागीदार चौकशी',
        grievances: 'तक्रारी',
      },
    },
  },
);

type QueueId = keyof typeof texts.en.queues;
/**
 * A queue's name: the API's own in English (so the two never differ), the one named here in Hindi
 * or Marathi, and the API's for a queue not named here yet.
 */
export function queueName(t: (key: `queues.${QueueId}`) => string, language: string, queue: { queue: string; label: string }): string {
  return language !== 'en' && queue.queue in texts.en.queues ? t(`queues.${queue.queue as QueueId}`) : queue.label;
}
