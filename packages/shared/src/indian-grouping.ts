/**
 * Whole numbers with Indian digit grouping, without Intl: 2000 -> '2,000', 123456 -> '1,23,456'.
 *
 * It gives what `new Intl.NumberFormat('en-IN').format` gives for integers, but the first
 * Intl formatter a fresh browser tab creates loads ICU's locale data, which costs 30-75 ms of
 * main thread on our CI host (more on a phone); the landing page's first screen quotes counts
 * and nothing else, so it pays none of that (docs/decisions/0044).
 */
export function groupIndianDigits(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
  // A comma after every digit followed by an odd number (three or more) of digits: the last
  // three stay together, and above them the digits pair up.
  return String(value).replace(/(\d)(?=(\d\d)+\d$)/g, '$1,');
}
