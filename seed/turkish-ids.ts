/** Checksummed Turkish identity (TC kimlik) and tax (VKN) numbers for fictional people and companies. */
export function tcKimlikNo(first9: string): string {
  const d = first9.split("").map(Number);
  if (d.length !== 9 || d[0] === 0) throw new Error("TC kimlik needs 9 digits, not starting with 0");
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10;
  return `${first9}${d10}${d11}`;
}

export function vergiNo(first9: string): string {
  let sum = 0;
  first9.split("").forEach((ch, i) => {
    const tmp = (Number(ch) + 9 - i) % 10;
    let v = (tmp * 2 ** (9 - i)) % 9;
    if (tmp !== 0 && v === 0) v = 9;
    sum += v;
  });
  return `${first9}${(10 - (sum % 10)) % 10}`;
}
