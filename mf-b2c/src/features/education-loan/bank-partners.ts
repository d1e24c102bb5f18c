// Lenders the education-loan desk places applications with. Named as text, not logos: a logo is
// a trademark the partner has to license to us, and a name reads the same to a screen reader.
export const educationLoanPartners = [
  { name: 'State Bank of India', note: 'Scholar and Global Ed-Vantage loans' },
  { name: 'Bank of Baroda', note: 'Baroda Vidya and Scholar loans' },
  { name: 'Punjab National Bank', note: 'PNB Udaan for study abroad' },
  { name: 'HDFC Credila', note: 'Loans for study abroad, with or without collateral' },
  { name: 'Axis Bank', note: 'Education loans up to ₹75 lakh' },
  { name: 'Avanse Financial Services', note: 'Courses in India and abroad' },
] as const;
