const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹ with Indian digit grouping (₹1,00,000), rounded to the rupee as banks show EMIs. */
export function formatRupees(amount: number): string {
  return rupees.format(Math.round(amount));
}
