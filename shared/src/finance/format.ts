// Made once each: making an Intl.NumberFormat costs far more than formatting with one, and the
// schemas write amounts into their messages when they are evaluated, at a page's start.
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹ with Indian digit grouping (₹1,00,000), rounded to the rupee as banks show EMIs. */
export function formatRupees(amount: number): string {
  return rupees.format(Math.round(amount));
}

/** ₹ from integer paise, Indian grouping: "₹6,500" (whole rupees drop the paise) or "₹1,234.50". */
export function formatPaise(paise: number): string {
  return (paise % 100 === 0 ? rupees : rupeesAndPaise).format(paise / 100);
}

const indiaDayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The calendar day in India, as people read it on a receipt: "26 Nov 2026". */
export function formatIndiaDay(at: Date | string): string {
  return indiaDayFormat.format(typeof at === 'string' ? new Date(at) : at);
}
