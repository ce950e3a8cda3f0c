// Fixed to the shop's time zone so the server and the browser print the same day ("12 Mart 2026").
const longDate = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeZone: "Europe/Istanbul" });

/** A post's date as Turkish readers write it: "12 Mart 2026". */
export const formatPostDate = (iso: string) => longDate.format(new Date(iso));
