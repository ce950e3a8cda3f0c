import { storeConfig } from "@/config/store";
import { formatPrice } from "@/lib/money";

export const price = (kurus: number) => formatPrice(kurus, storeConfig.currency);
