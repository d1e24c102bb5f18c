/** How an area is named to people when it is unavailable. */
export const AREA_LABELS: Record<string, string> = {
  'mf-public': 'This page',
  'mf-b2c': 'Loan and card applications',
  'mf-customer': 'Your customer account',
  'mf-vendor': 'The partner shop dashboard',
  'mf-ca-services': 'CA and business services',
  'mf-telecaller': 'The telecaller console',
};
