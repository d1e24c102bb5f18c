// Hindi texts of the policy pages that come in Hindi (the grievance page;
// docs/decisions/024-hindi-i18n-runtime.md).
// Same shape as policy-content.ts; a page without a Hindi text here stays in English. The officer's
// name, phone and address are the one record in shared config, so both languages say the same.
import { BRAND, GRIEVANCE_OFFICER, paths } from '@platform/shared';
import { GRIEVANCE_RESOLUTION_DAYS } from '@platform/shared/schemas';
import type { Policy } from './policy-content';
import type { PolicySlug } from './policy-slugs';

export const policiesHi: Partial<Record<PolicySlug, Policy>> = {
  'grievance-redressal-policy': {
    title: 'शिकायत निवारण नीति',
    summary: `${BRAND.name} से शिकायत कैसे करें, हम कितनी जल्दी उत्तर देते हैं, और आगे कहाँ जाएँ — RBI की उचित व्यवहार संहिता के अनुसार।`,
    updated: '22 नवंबर 2026',
    updatedLabel: 'अंतिम अद्यतन',
    sections: [
      {
        heading: 'स्तर 1: ग्राहक सहायता',
        paragraphs: [
          `${BRAND.supportEmail} पर लिखें या कार्यालय समय में ${BRAND.supportPhone} पर कॉल करें (समय संपर्क पेज पर है)। आपको शिकायत संदर्भ संख्या, 2 कार्य दिवसों में पावती और 7 कार्य दिवसों में उत्तर मिलेगा।`,
        ],
        links: [{ label: 'संपर्क करें', href: paths.contactUs }],
      },
      {
        heading: 'स्तर 2: शिकायत निवारण अधिकारी',
        paragraphs: [
          `यदि आप संतुष्ट नहीं हैं, या 7 कार्य दिवसों में उत्तर नहीं मिला, तो नीचे हमारे शिकायत निवारण अधिकारी के पास शिकायत दर्ज करें, या अपनी संदर्भ संख्या के साथ उन्हें लिखें। अधिकारी मूल शिकायत के ${GRIEVANCE_RESOLUTION_DAYS} दिनों के भीतर शिकायत का समाधान करते हैं।`,
          `शिकायत निवारण अधिकारी: ${GRIEVANCE_OFFICER.name}। फ़ोन ${GRIEVANCE_OFFICER.phone} (सोमवार से शनिवार, सुबह 10 से शाम 6 बजे)। ईमेल ${GRIEVANCE_OFFICER.email}। पता: ${GRIEVANCE_OFFICER.address}।`,
        ],
      },
      {
        heading: 'ऋण या कार्ड से जुड़ी शिकायतें',
        paragraphs: [
          'स्वीकृति, ब्याज, शुल्क और वसूली के निर्णय ऋणदाता के होते हैं। ऐसी शिकायतें हम उसी दिन ऋणदाता के शिकायत अधिकारी को भेजते हैं और आपके लिए उनका पालन करते हैं; ऋणदाता का नाम और शिकायत संपर्क आपके स्वीकृति पत्र में है।',
        ],
      },
      {
        heading: 'स्तर 3: RBI लोकपाल',
        paragraphs: [
          'यदि ऋणदाता 30 दिनों में आपकी शिकायत का समाधान नहीं करता, या आप उसके उत्तर से संतुष्ट नहीं हैं, तो आप रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2021 के तहत निःशुल्क ऑनलाइन, 14448 पर कॉल करके, या केंद्रीकृत प्राप्ति और प्रसंस्करण केंद्र, भारतीय रिज़र्व बैंक, चंडीगढ़ को डाक से शिकायत कर सकते हैं।',
          'व्यक्तिगत डेटा से जुड़ी शिकायतें हमारे शिकायत अधिकारी के उत्तर के बाद भारतीय डेटा संरक्षण बोर्ड के पास भी ले जाई जा सकती हैं।',
        ],
        links: [{ label: 'RBI शिकायत प्रबंधन प्रणाली (एकीकृत लोकपाल योजना)', href: 'https://cms.rbi.org.in' }],
      },
    ],
  },
};
