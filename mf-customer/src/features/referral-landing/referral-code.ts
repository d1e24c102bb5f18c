// Referral codes arrive in links that people forward on chat apps, so the query value can carry
// stray spaces or be mangled. Only a plausible code is shown and passed on; anything else is
// treated as "no code" rather than echoed back onto the page and into the application form.
const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

export function readReferralCode(searchParams: URLSearchParams): string | null {
  const code = searchParams.get('referral')?.trim() ?? '';
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** The education-loan form pre-fills and locks its referral field from this query parameter. */
export function educationLoanHref(educationLoanPath: string, code: string | null): string {
  return code ? `${educationLoanPath}?${new URLSearchParams({ referral: code }).toString()}` : educationLoanPath;
}
