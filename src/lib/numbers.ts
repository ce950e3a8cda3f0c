/** Counts and shares as Turkish writes them: "1.234", "%12,5". */
const count = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat("tr-TR", { style: "percent", maximumFractionDigits: 1 });

export const formatCount = (n: number) => count.format(n);
/** The share of a part in a whole (0 when the whole is nothing). */
export const formatShare = (part: number, whole: number) => percent.format(whole === 0 ? 0 : part / whole);
