/**
 * Checksums of Turkish identity numbers, so a typo is caught in the form rather than by the
 * invoicing system. They prove a number is well formed, not that it was ever issued.
 */

const digitsOf = (s: string) => Array.from(s, Number);

/**
 * T.C. Kimlik No: 11 digits, the first not 0. Digit 10 is (7 × (d1+d3+d5+d7+d9) − (d2+d4+d6+d8))
 * mod 10, digit 11 is the sum of the first ten digits mod 10.
 */
export function isValidTcKimlikNo(s: string): boolean {
  if (!/^[1-9]\d{10}$/.test(s)) return false;
  const d = digitsOf(s) as [number, number, number, number, number, number, number, number, number, number, number];
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  // The difference can be negative; add 10s until the remainder is a digit.
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (odd + even + d[9]) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/**
 * Vergi Kimlik No (tax number of a company or sole trader): 10 digits, the last a check digit.
 * The Revenue Administration's algorithm, as implemented by python-stdnum (stdnum.tr.vkn):
 * for the first nine digits, counted i = 1..9 from the right, c = (digit + i) mod 10, and when c
 * is not 0 add (c × 2^i) mod 9, or 9 when that is 0; the check digit is (10 − sum mod 10) mod 10.
 */
export function isValidTaxNumber(s: string): boolean {
  if (!/^\d{10}$/.test(s)) return false;
  const d = digitsOf(s);
  let sum = 0;
  for (let i = 1; i <= 9; i++) {
    const c = ((d[9 - i] ?? 0) + i) % 10;
    if (c !== 0) sum += (c * 2 ** i) % 9 || 9;
  }
  return d[9] === (10 - (sum % 10)) % 10;
}
