// The enquiry both API benchmarks post: a valid body with a mobile number never used before, so
// the per-mobile OTP cooldown never refuses a benchmark request. `firstDigit` keeps two
// benchmarks' numbers apart.
export function enquiryBodies(firstDigit: '8' | '9') {
  let sent = 0;
  return {
    next(): string {
      sent += 1;
      const mobile = `${firstDigit}${String(process.pid % 100).padStart(2, '0')}${String(sent).padStart(7, '0')}`;
      return JSON.stringify({
        username: 'Bench Applicant',
        mobile,
        email: `bench.${mobile}@example.com`,
        pincode: '560034',
        address: '14, 3rd Cross, Koramangala, Bengaluru',
        loanAmount: 1500000,
        referred: 'BENCH',
        type: 'education loan',
        shopID: 'SHOP42',
      });
    },
    /** How many bodies were made so far. */
    get count() {
      return sent;
    },
  };
}
