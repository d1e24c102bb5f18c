// The scheduled jobs page's words in English (the spec's), Hindi and Marathi (issue 33). A job's
// name and description come from the API in English; `jobs` gives them, by the job's id, in the
// other languages. Its schedule, summary and error stay as the API writes them.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-ops.scheduled-jobs',
  {
    title: 'Scheduled jobs',
    intro: "The platform's periodic work, when it last ran and what it did. Run a job now to see its effect at once.",
    outcome: { running: 'Running', succeeded: 'Succeeded', failed: 'Failed' },
    notRun: 'Not run yet',
    runBy: ' (run by {{name}})',
    lastSucceeded: 'Last succeeded {{at}}',
    outbox: {
      heading: 'Messages (SMS and e-mail)',
      pending: 'Waiting to be sent',
      retrying: 'Of those, being retried',
      oldest: 'Oldest waiting since',
      sentToday: 'Sent today',
      dead: 'Given up in the last 7 days',
    },
    table: 'Scheduled jobs',
    caption: '{{count}} scheduled jobs',
    columns: { job: 'Job', schedule: 'Schedule', lastRun: 'Last run', nextRun: 'Next run', action: 'Action' },
    nextCheck: 'At the next check',
    runNowLabel: 'Run now: {{job}}',
    runNow: 'Run now',
    runningNow: 'Running…',
    // The API's jobs (api/src/jobs/platform-jobs.ts) by name; English is never read from here.
    jobs: {
      'payments-reconcile': {
        label: 'Payment reconciliation',
        description: 'Asks the payment provider about orders left open (a closed tab, a lost webhook) and settles or expires them',
      },
      'ca-unpaid-expiry': {
        label: 'Unpaid CA requests expiry',
        description: 'Expires CA and other service requests left unpaid too long, and deletes their documents',
      },
      retention: {
        label: 'Retention deletion',
        description: 'Anonymises kept records whose legal retention period ended and deletes old messages and expired codes (decision 023)',
      },
      'lead-first-call-sla': {
        label: 'Lead first-call SLA',
        description: 'Marks leads whose first call was not made within the first-call service level',
      },
      'ca-request-sla': { label: 'CA request SLA', description: 'Marks CA requests still open with our team past their due date' },
      'grievance-sla': {
        label: 'Complaint SLA',
        description: 'Marks complaints not resolved within 30 days (the RBI Integrated Ombudsman Scheme limit), each audited',
      },
      'payouts-poll': {
        label: 'Payout status check',
        description: 'Asks the payouts provider about transfers still pending (a lost webhook) and settles each once',
      },
      'money-reconciliation': {
        label: 'Money reconciliation',
        description:
          'Proves every wallet equals its ledger, every paid order has one credit and every payout line one transfer; lists differences for finance, fixes none',
      },
    },
  },
  {
    hi: {
      title: 'निर्धारित काम',
      intro: 'प्लेटफ़ॉर्म के नियमित काम, वे आख़िरी बार कब चले और उन्होंने क्या किया। किसी काम का असर तुरंत देखने के लिए उसे अभी चलाएँ।',
      outcome: { running: 'चल रहा है', succeeded: 'सफल', failed: 'विफल' },
      notRun: 'अभी तक नहीं चला',
      runBy: ' ({{name}} ने चलाया)',
      lastSucceeded: 'आख़िरी सफलता {{at}}',
      outbox: {
        heading: 'संदेश (SMS और ई-मेल)',
        pending: 'भेजे जाने की प्रतीक्षा में',
        retrying: 'इनमें से, दोबारा कोशिश में',
        oldest: 'सबसे पुराना कब से प्रतीक्षा में',
        sentToday: 'आज भेजे गए',
        dead: 'पिछले 7 दिनों में छोड़ दिए गए',
      },
      table: 'निर्धारित काम',
      caption: '{{count}} निर्धारित काम',
      columns: { job: 'काम', schedule: 'समय-सारणी', lastRun: 'पिछली बार चला', nextRun: 'अगली बार चलेगा', action: 'कार्रवाई' },
      nextCheck: 'अगली जाँच पर',
      runNowLabel: 'अभी चलाएँ: {{job}}',
      runNow: 'अभी चलाएँ',
      runningNow: 'चल रहा है…',
      jobs: {
        'payments-reconcile': {
          label: 'भुगतान मिलान',
          description: 'खुले रह गए ऑर्डर (बंद टैब, खोया हुआ वेबहुक) के बारे में भुगतान प्रदाता से पूछता है और उन्हें निपटाता या समाप्त करता है',
        },
        'ca-unpaid-expiry': {
          label: 'बिना भुगतान वाले CA अनुरोधों की समाप्ति',
          description: 'बहुत देर तक बिना भुगतान रहे CA और अन्य सेवा अनुरोधों को समाप्त करता है और उनके दस्तावेज़ मिटाता है',
        },
        retention: {
          label: 'अवधि पूरी होने पर मिटाना',
          description: 'जिन रखे गए रिकॉर्ड की कानूनी अवधि पूरी हो गई है उन्हें गुमनाम करता है और पुराने संदेश व समाप्त कोड मिटाता है (निर्णय 023)',
        },
        'lead-first-call-sla': {
          label: 'लीड की पहली कॉल का SLA',
          description: 'उन लीड को चिह्नित करता है जिनकी पहली कॉल तय सेवा-स्तर के भीतर नहीं की गई',
        },
        'ca-request-sla': { label: 'CA अनुरोध SLA', description: 'हमारी टीम के पास नियत तारीख के बाद भी खुले CA अनुरोधों को चिह्नित करता है' },
        'grievance-sla': {
          label: 'शिकायत SLA',
          description: '30 दिनों (RBI एकीकृत लोकपाल योजना की सीमा) में हल न हुई शिकायतों को चिह्नित करता है, हर एक का ऑडिट दर्ज होता है',
        },
        'payouts-poll': {
          label: 'पेआउट स्थिति जाँच',
          description: 'अभी भी लंबित ट्रांसफ़र (खोया हुआ वेबहुक) के बारे में पेआउट प्रदाता से पूछता है और हर एक को एक बार निपटाता है',
        },
        'money-reconciliation': {
          label: 'पैसों का मिलान',
          description:
            'साबित करता है कि हर वॉलेट अपने खाते-बही के बराबर है, हर भुगतान हुए ऑर्डर का एक क्रेडिट है और हर पेआउट लाइन का एक ट्रांसफ़र; अंतर वित्त टीम के लिए सूचीबद्ध करता है, कोई सुधार नहीं करता',
        },
      },
    },
    mr: {
      title: 'नियोजित कामे',
      intro: 'प्लॅटफॉर्मची नियमित कामे, ती शेवटची कधी चालली आणि त्यांनी काय केले. कामाचा परिणाम लगेच पाहण्यासाठी ते आत्ता चालवा.',
      outcome: { running: 'चालू आहे', succeeded: 'यशस्वी', failed: 'अयशस्वी' },
      notRun: 'अजून चाललेले नाही',
      runBy: ' ({{name}} यांनी चालवले)',
      lastSucceeded: 'शेवटचे यश {{at}}',
      outbox: {
        heading: 'संदेश (SMS आणि ई-मेल)',
        pending: 'पाठवण्याच्या प्रतीक्षेत',
        retrying: 'त्यापैकी, पुन्हा प्रयत्नात',
        oldest: 'सर्वात जुने कधीपासून प्रतीक्षेत',
        sentToday: 'आज पाठवले',
        dead: 'गेल्या 7 दिवसांत सोडून दिलेले',
      },
      table: 'नियोजित कामे',
      caption: '{{count}} नियोजित कामे',
      columns: { job: 'काम', schedule: 'वेळापत्रक', lastRun: 'मागील वेळी चालले', nextRun: 'पुढील वेळी चालेल', action: 'कृती' },
      nextCheck: 'पुढील तपासणीच्या वेळी',
      runNowLabel: 'आत्ता चालवा: {{job}}',
      runNow: 'आत्ता चालवा',
      runningNow: 'चालू आहे…',
      jobs: {
        'payments-reconcile': {
          label: 'पेमेंट जुळवणी',
          description: 'उघड्या राहिलेल्या ऑर्डरबद्दल (बंद केलेला टॅब, हरवलेला वेबहुक) पेमेंट प्रदात्याला विचारते आणि त्या पूर्ण करते किंवा रद्दबातल करते',
        },
        'ca-unpaid-expiry': {
          label: 'न भरलेल्या CA विनंत्यांची मुदत समाप्ती',
          description: 'खूप काळ न भरलेल्या CA आणि इतर सेवा विनंत्यांची मुदत संपवते आणि त्यांची कागदपत्रे हटवते',
        },
        retention: {
          label: 'मुदत संपल्यावर हटवणे',
          description: 'कायदेशीर जतन कालावधी संपलेल्या नोंदी अनामिक करते आणि जुने संदेश व कालबाह्य कोड हटवते (निर्णय 023)',
        },
        'lead-first-call-sla': {
          label: 'लीडच्या पहिल्या कॉलचा SLA',
          description: 'ज्या लीडना ठरलेल्या सेवा-स्तरात पहिला कॉल झाला नाही त्यांना चिन्हांकित करते',
        },
        'ca-request-sla': { label: 'CA विनंती SLA', description: 'आमच्या टीमकडे देय तारखेनंतरही उघड्या असलेल्या CA विनंत्या चिन्हांकित करते' },
        'grievance-sla': {
          label: 'तक्रार SLA',
          description: '30 दिवसांत (RBI एकात्मिक लोकपाल योजनेची मर्यादा) न सुटलेल्या तक्रारी चिन्हांकित करते, प्रत्येकीची ऑडिट नोंद होते',
        },
        'payouts-poll': {
          label: 'पेआउट स्थिती तपासणी',
          description: 'अजूनही प्रलंबित हस्तांतरणांबद्दल (हरवलेला वेबहुक) पेआउट प्रदात्याला विचारते आणि प्रत्येक एकदाच पूर्ण करते',
        },
        'money-reconciliation': {
          label: 'पैशांची जुळवणी',
          description:
            'प्रत्येक वॉलेट त्याच्या खातेवहीइतके आहे, प्रत्येक भरलेल्या ऑर्डरचे एक क्रेडिट आहे आणि प्रत्येक पेआउट ओळीचे एक हस्तांतरण आहे हे सिद्ध करते; फरक वित्त विभागासाठी नोंदवते, काहीही दुरुस्त करत नाही',
        },
      },
    },
  },
);

type JobName = keyof typeof texts.en.jobs;
/** A job's name and description: the API's own in English, the ones here in Hindi and Marathi (the API's for a job not named here). */
export function jobWords(
  t: (key: `jobs.${JobName}.${'label' | 'description'}`) => string,
  language: string,
  job: { name: string; label: string; description: string },
): { label: string; description: string } {
  if (language === 'en' || !(job.name in texts.en.jobs)) return { label: job.label, description: job.description };
  const name = job.name as JobName;
  return { label: t(`jobs.${name}.label`), description: t(`jobs.${name}.description`) };
}
