// How people reach support, written once: the site's footer and pages show it (BRAND), and the
// API names it in answers that only support can resolve. No imports, so the API may use it.
export const SUPPORT_CONTACT = {
  email: 'support@loansetu.in',
  phone: '1800-120-4455',
} as const;
