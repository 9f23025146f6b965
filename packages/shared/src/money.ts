// docs/product/money.md: integer paise everywhere, shown as ₹ with Indian grouping.
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Amounts in data (bids, tickets, credits, statistics): always with paise, '₹4,500.00'. */
export function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}

/**
 * Amounts in prose (prices and policies in the site's copy): '₹800', or '₹2.50' when there are
 * paise, so the copy never says '₹800.00' where a person would write ₹800.
 */
export function formatAmountInText(paise: number): string {
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : formatPaise(paise);
}

/** Rupees typed in a form (e.g. "4999.50") to integer paise, rounded to the nearest paisa. */
export function rupeesToPaise(rupeesValue: number): number {
  return Math.round(rupeesValue * 100);
}

/**
 * Paise as a plain decimal rupee amount, '4500.05', for data others compute with (the bids'
 * CSV export): exact integer arithmetic, no grouping and no symbol, which spreadsheets misread.
 */
export function paiseToDecimalRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
