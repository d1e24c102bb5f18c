// The partner approval pages' words in English (the spec's), Hindi and Marathi (issue 33). The API
// names a partner's approval and KYC state in English; `approval` and `kycStates` give them by key
// in the other languages (partnerWord), and English keeps the API's own words.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-ops.partner-approvals',
  {
    // PARTNER_KIND_LABELS' English, and its plural as the kind filter shows it.
    kinds: { shop: 'Partner shop', banker: 'Partner banker', telecaller: 'Telecaller' },
    kindsPlural: { shop: 'Partner shops', banker: 'Partner bankers', telecaller: 'Telecallers' },
    approval: { pending: 'Waiting for approval', approved: 'Approved', rejected: 'Not approved', suspended: 'Suspended' },
    // KYC_REVIEW_STATE_LABELS' English.
    kycStates: {
      awaiting: 'Waiting for review',
      changes_requested: 'Sent back to the shop',
      accepted: 'KYC accepted',
      incomplete: 'Shop has not finished KYC',
    },
    list: {
      title: 'Partner approvals',
      intro:
        'Shops (once a reviewer accepted their KYC), partner bankers and telecallers: approve, reject with a reason, suspend or reinstate. The longest waiting first.',
      kind: 'Kind of partner',
      allKinds: 'All partners',
      statuses: 'Approval statuses',
      statusCount: '{{status}} ({{count}})',
      none: 'No partners here.',
      captionOne: '{{status}}: {{count}} partner, the longest waiting first',
      captionMany: '{{status}}: {{count}} partners, the longest waiting first',
      columns: { name: 'Name', kind: 'Kind', mobile: 'Mobile', city: 'City', registered: 'Registered', kyc: 'KYC' },
      pages: 'Partner pages',
    },
    partner: {
      untitled: 'Partner',
      back: 'Back to partner approvals',
      kind: 'Kind',
      approval: 'Approval',
      mobile: 'Mobile',
      email: 'Email',
      address: 'Address',
      registered: 'Registered',
      kycReview: 'KYC review',
      openKyc: 'open the KYC review',
      bank: 'Bank',
      bankFacts: '{{bank}}, {{branch}} ({{ifsc}}); PIN codes {{pincodes}}',
      history: 'Approval history',
      noDecision: 'No decision yet.',
      // An entry: "Approved by Anita Rao on 25 Nov 2026, 3:30 pm".
      done: { approve: 'Approved', reject: 'Not approved', suspend: 'Suspended', reinstate: 'Reinstated' },
      entry: '{{done}} by {{by}} on {{at}}',
      formerAdmin: 'a former admin',
      reason: ': “{{reason}}”',
    },
    actions: {
      heading: 'Decide',
      act: { approve: 'Approve {{name}}', reject: 'Reject {{name}}', suspend: 'Suspend {{name}}', reinstate: 'Reinstate {{name}}' },
      why: { reject: 'Why is this registration not approved?', suspend: 'Why is this account suspended?' },
      whyHint: 'The partner is told this reason.',
      reasonRequired: 'Give the reason (the partner is told it)',
      reasonTooLong: 'Reason must be at most {{max}} characters',
      kycFirst: 'A shop is approved once a KYC reviewer accepted every required item: <go>see its KYC review</go>.',
    },
  },
  {
    hi: {
      kinds: { shop: 'पार्टनर दुकान', banker: 'पार्टनर बैंकर', telecaller: 'टेलीकॉलर' },
      kindsPlural: { shop: 'पार्टनर दुकानें', banker: 'पार्टनर बैंकर', telecaller: 'टेलीकॉलर' },
      approval: { pending: 'मंज़ूरी की प्रतीक्षा में', approved: 'मंज़ूर', rejected: 'मंज़ूर नहीं', suspended: 'निलंबित' },
      kycStates: {
        awaiting: 'जाँच की प्रतीक्षा में',
        changes_requested: 'दुकान को वापस भेजा गया',
        accepted: 'KYC स्वीकार',
        incomplete: 'दुकान ने KYC पूरा नहीं किया',
      },
      list: {
        title: 'पार्टनर मंज़ूरी',
        intro:
          'दुकानें (जब किसी जाँचकर्ता ने उनका KYC स्वीकार कर लिया हो), पार्टनर बैंकर और टेलीकॉलर: मंज़ूर करें, कारण के साथ अस्वीकार करें, निलंबित करें या बहाल करें। सबसे लंबे समय से प्रतीक्षा वाले पहले।',
        kind: 'पार्टनर का प्रकार',
        allKinds: 'सभी पार्टनर',
        statuses: 'मंज़ूरी की स्थितियाँ',
        statusCount: '{{status}} ({{count}})',
        none: 'यहाँ कोई पार्टनर नहीं है।',
        captionOne: '{{status}}: {{count}} पार्टनर, सबसे लंबे समय से प्रतीक्षा वाले पहले',
        captionMany: '{{status}}: {{count}} पार्टनर, सबसे लंबे समय से प्रतीक्षा वाले पहले',
        columns: { name: 'नाम', kind: 'प्रकार', mobile: 'मोबाइल', city: 'शहर', registered: 'रजिस्टर हुए', kyc: 'KYC' },
        pages: 'पार्टनर के पेज',
      },
      partner: {
        untitled: 'पार्टनर',
        back: 'पार्टनर मंज़ूरी पर वापस जाएँ',
        kind: 'प्रकार',
        approval: 'मंज़ूरी',
        mobile: 'मोबाइल',
        email: 'ईमेल',
        address: 'पता',
        registered: 'रजिस्टर हुए',
        kycReview: 'KYC जाँच',
        openKyc: 'KYC जाँच खोलें',
        bank: 'बैंक',
        bankFacts: '{{bank}}, {{branch}} ({{ifsc}}); PIN कोड {{pincodes}}',
        history: 'मंज़ूरी का इतिहास',
        noDecision: 'अभी कोई निर्णय नहीं।',
        done: { approve: 'मंज़ूर किया', reject: 'मंज़ूर नहीं किया', suspend: 'निलंबित किया', reinstate: 'बहाल किया' },
        entry: '{{by}} ने {{at}} को {{done}}',
        formerAdmin: 'एक पूर्व प्रशासक',
        reason: ': “{{reason}}”',
      },
      actions: {
        heading: 'निर्णय लें',
        act: { approve: '{{name}} को मंज़ूर करें', reject: '{{name}} को अस्वीकार करें', suspend: '{{name}} को निलंबित करें', reinstate: '{{name}} को बहाल करें' },
        why: { reject: 'यह रजिस्ट्रेशन मंज़ूर क्यों नहीं है?', suspend: 'यह खाता निलंबित क्यों किया जा रहा है?' },
        whyHint: 'पार्टनर को यह कारण बताया जाता है।',
        reasonRequired: 'कारण बताएँ (पार्टनर को यह बताया जाता है)',
        reasonTooLong: 'कारण अधिकतम {{max}} अक्षरों का हो सकता है',
        kycFirst: 'दुकान तभी मंज़ूर होती है जब KYC जाँचकर्ता ने हर ज़रूरी चीज़ स्वीकार कर ली हो: <go>इसकी KYC जाँच देखें</go>।',
      },
    },
    mr: {
      kinds: { shop: 'भागीदार दुकान', banker: 'भागीदार बँकर', telecaller: 'टेलिकॉलर' },
      kindsPlural: { shop: 'भागीदार दुकाने', banker: 'भागीदार बँकर', telecaller: 'टेलिकॉलर' },
      approval: { pending: 'मंजुरीच्या प्रतीक्षेत', approved: 'मंजूर', rejected: 'मंजूर नाही', suspended: 'निलंबित' },
      kycStates: {
        awaiting: 'तपासणीच्या प्रतीक्षेत',
        changes_requested: 'दुकानाकडे परत पाठवले',
        accepted: 'KYC स्वीकारले',
        incomplete: 'दुकानाने KYC पूर्ण केलेले नाही',
      },
      list: {
        title: 'भागीदार मंजुरी',
        intro:
          'दुकाने (तपासनीसाने त्यांचे KYC स्वीकारल्यावर), भागीदार बँकर आणि टेलिकॉलर: मंजूर करा, कारणासह नाकारा, निलंबित करा किंवा पुन्हा सुरू करा. सर्वात जास्त वेळ प्रतीक्षेत असलेले आधी.',
        kind: 'भागीदाराचा प्रकार',
        allKinds: 'सर्व भागीदार',
        statuses: 'मंजुरीच्या स्थिती',
        statusCount: '{{status}} ({{count}})',
        none: 'येथे एकही भागीदार नाही.',
        captionOne: '{{status}}: {{count}} भागीदार, सर्वात जास्त वेळ प्रतीक्षेत असलेला आधी',
        captionMany: '{{status}}: {{count}} भागीदार, सर्वात जास्त वेळ प्रतीक्षेत असलेले आधी',
        columns: { name: 'नाव', kind: 'प्रकार', mobile: 'मोबाइल', city: 'शहर', registered: 'नोंदणी झाली', kyc: 'KYC' },
        pages: 'भागीदारांची पेज',
      },
      partner: {
        untitled: 'भागीदार',
        back: 'भागीदार मंजुरीकडे परत',
        kind: 'प्रकार',
        approval: 'मंजुरी',
        mobile: 'मोबाइल',
        email: 'ईमेल',
        address: 'पत्ता',
        registered: 'नोंदणी झाली',
        kycReview: 'KYC तपासणी',
        openKyc: 'KYC तपासणी उघडा',
        bank: 'बँक',
        bankFacts: '{{bank}}, {{branch}} ({{ifsc}}); PIN कोड {{pincodes}}',
        history: 'मंजुरीचा इतिहास',
        noDecision: 'अजून निर्णय नाही.',
        done: { approve: 'मंजूर केले', reject: 'मंजूर केले नाही', suspend: 'निलंबित केले', reinstate: 'पुन्हा सुरू केले' },
        entry: '{{by}} यांनी {{at}} रोजी {{done}}',
        formerAdmin: 'माजी प्रशासक',
        reason: ': “{{reason}}”',
      },
      actions: {
        heading: 'निर्णय घ्या',
        act: { approve: '{{name}} मंजूर करा', reject: '{{name}} नाकारा', suspend: '{{name}} निलंबित करा', reinstate: '{{name}} पुन्हा सुरू करा' },
        why: { reject: 'ही नोंदणी मंजूर का केली जात नाही?', suspend: 'हे खाते निलंबित का केले जात आहे?' },
        whyHint: 'भागीदाराला हे कारण कळवले जाते.',
        reasonRequired: 'कारण द्या (भागीदाराला ते कळवले जाते)',
        reasonTooLong: 'कारण जास्तीत जास्त {{max}} अक्षरांचे असावे',
        kycFirst: 'KYC तपासनीसाने प्रत्येक आवश्यक बाब स्वीकारल्यावरच दुकान मंजूर होते: <go>त्याची KYC तपासणी पाहा</go>.',
      },
    },
  },
);

type Words = ReturnType<typeof texts.useTexts>;

/** The API's English word for `key` in English; in Hindi and Marathi this page's, where it has one. */
export function partnerWord({ t, language }: Words, group: 'approval' | 'kycStates', key: string, english: string): string {
  const table: Record<string, string> = texts.en[group];
  return language !== 'en' && key in table ? t(`${group}.${key}` as Parameters<Words['t']>[0]) : english;
}
