// The console frame's words (navigation, guard, pager) and the staff roles' names, in English (the
// spec's), Hindi and Marathi (issue 33). Every console page and desk reads the role names here, so a
// role is called the same on the guard, the staff page and the invitation.
import type { StaffRole } from '@platform/shared/contracts';
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-ops.components',
  {
    nav: {
      label: 'Operations console',
      dashboard: 'Dashboard',
      partners: 'Partner approvals',
      kyc: 'KYC review',
      caRequests: 'CA requests',
      logistics: 'Logistics',
      leads: 'Leads',
      lenders: 'Lenders',
      content: 'Content',
      grievances: 'Complaints',
      careers: 'Job applications',
      partnerEnquiries: 'Partner enquiries',
      commissions: 'Commission approvals',
      payouts: 'Payouts',
      withdrawals: 'Withdrawals',
      refunds: 'Refunds',
      reconciliation: 'Reconciliation',
      staff: 'Staff',
      audit: 'Audit log',
      jobs: 'Scheduled jobs',
    },
    signedInAs: 'Signed in as {{name}}',
    guard: {
      title: 'Not allowed',
      body: 'This page is for {{roles}}. Your staff roles do not include it; ask an operations admin if you need it.',
      or: ' or ',
    },
    pager: {
      label: '{{label}}: pages',
      nothing: 'Nothing here',
      range: '{{first}}–{{last}} of {{total}}',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}} of {{pages}}',
    },
    // STAFF_ROLE_LABELS' English (shared/src/schemas/ops.ts), which the API also writes in the invitation e-mail.
    roles: {
      ops_admin: 'Operations admin',
      kyc_reviewer: 'KYC reviewer',
      ca_expert: 'CA expert',
      logistics_desk: 'Logistics desk',
      finance: 'Finance',
      content_editor: 'Content editor',
      grievance_officer: 'Grievance officer',
    },
  },
  {
    hi: {
      nav: {
        label: 'संचालन कंसोल',
        dashboard: 'डैशबोर्ड',
        partners: 'पार्टनर मंज़ूरी',
        kyc: 'KYC जाँच',
        caRequests: 'CA अनुरोध',
        logistics: 'लॉजिस्टिक्स',
        leads: 'लीड',
        lenders: 'ऋणदाता',
        content: 'सामग्री',
        grievances: 'शिकायतें',
        careers: 'नौकरी के आवेदन',
        partnerEnquiries: 'पार्टनर पूछताछ',
        commissions: 'कमीशन मंज़ूरी',
        payouts: 'भुगतान',
        withdrawals: 'निकासी',
        refunds: 'रिफ़ंड',
        reconciliation: 'मिलान',
        staff: 'कर्मचारी',
        audit: 'ऑडिट लॉग',
        jobs: 'निर्धारित काम',
      },
      signedInAs: '{{name}} के रूप में साइन इन',
      guard: {
        title: 'अनुमति नहीं है',
        body: 'यह पेज {{roles}} के लिए है। आपकी कर्मचारी भूमिकाओं में यह शामिल नहीं है; ज़रूरत हो तो किसी संचालन प्रशासक से कहें।',
        or: ' या ',
      },
      pager: {
        label: '{{label}}: पेज',
        nothing: 'यहाँ कुछ नहीं है',
        range: '{{total}} में से {{first}}–{{last}}',
        previous: 'पिछला पेज',
        next: 'अगला पेज',
        page: '{{pages}} में से पेज {{page}}',
      },
      roles: {
        ops_admin: 'संचालन प्रशासक',
        kyc_reviewer: 'KYC जाँचकर्ता',
        ca_expert: 'CA विशेषज्ञ',
        logistics_desk: 'लॉजिस्टिक्स डेस्क',
        finance: 'वित्त',
        content_editor: 'सामग्री संपादक',
        grievance_officer: 'शिकायत अधिकारी',
      },
    },
    mr: {
      nav: {
        label: 'संचालन कन्सोल',
        dashboard: 'डॅशबोर्ड',
        partners: 'भागीदार मंजुरी',
        kyc: 'KYC तपासणी',
        caRequests: 'CA विनंत्या',
        logistics: 'लॉजिस्टिक्स',
        leads: 'लीड',
        lenders: 'कर्जदाते',
        content: 'मजकूर',
        grievances: 'तक्रारी',
        careers: 'नोकरीचे अर्ज',
        partnerEnquiries: 'भागीदार चौकशी',
        commissions: 'कमिशन मंजुरी',
        payouts: 'देयके',
        withdrawals: 'रक्कम काढणे',
        refunds: 'परतावे',
        reconciliation: 'जुळवणी',
        staff: 'कर्मचारी',
        audit: 'ऑडिट लॉग',
        jobs: 'नियोजित कामे',
      },
      signedInAs: '{{name}} म्हणून साइन इन',
      guard: {
        title: 'परवानगी नाही',
        body: 'हे पेज {{roles}} यांच्यासाठी आहे. तुमच्या कर्मचारी भूमिकांमध्ये ते नाही; गरज असल्यास संचालन प्रशासकांना विचारा.',
        or: ' किंवा ',
      },
      pager: {
        label: '{{label}}: पेज',
        nothing: 'येथे काही नाही',
        range: '{{total}} पैकी {{first}}–{{last}}',
        previous: 'मागील पेज',
        next: 'पुढील पेज',
        page: '{{pages}} पैकी पेज {{page}}',
      },
      roles: {
        ops_admin: 'संचालन प्रशासक',
        kyc_reviewer: 'KYC तपासनीस',
        ca_expert: 'CA तज्ज्ञ',
        logistics_desk: 'लॉजिस्टिक्स डेस्क',
        finance: 'वित्त',
        content_editor: 'मजकूर संपादक',
        grievance_officer: 'तक्रार अधिकारी',
      },
    },
  },
);

/** A staff role's name in the reader's language; for `roles.map(...)` lists on every page. */
export function useStaffRoleName(): (role: StaffRole) => string {
  const { t } = texts.useTexts();
  return (role) => t(`roles.${role}`);
}
