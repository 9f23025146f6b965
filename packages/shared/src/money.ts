// decisions.md "Money and time": integer paise everywhere, shown as ₹ with Indian grouping.
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}

/** Rupees typed in a form (e.g. "4999.50") to integer paise, rounded as spec §5 "Bid" says. */
export function rupeesToPaise(rupeesValue: number): number {
  return Math.round(rupeesValue * 100);
}
