import { storeConfig } from "@/config/store";
import { formatPrice } from "@/lib/money";

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Istanbul" });
const dateOnly = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeZone: "Europe/Istanbul" });

/** Order times in the shop's own time zone, whatever the server's is. */
export const formatDateTime = (d: Date) => dateTime.format(d);
export const formatDate = (d: Date) => dateOnly.format(d);

export const price = (kurus: number) => formatPrice(kurus, storeConfig.currency);
