import { electronicFormatIBAN, isValidIBAN } from "ibantools";

/** A Turkish IBAN as people write it ("TR33 0006 1005 …") -> its 26 characters without spaces, upper case. */
export const compactIban = (value: string) => electronicFormatIBAN(value.toLocaleUpperCase("tr")) ?? "";

/** TR followed by 24 digits, with the ISO 13616 mod-97 check digits right (ibantools). */
export const isTurkishIban = (value: string) => {
  const iban = compactIban(value);
  return /^TR\d{24}$/.test(iban) && isValidIBAN(iban);
};
