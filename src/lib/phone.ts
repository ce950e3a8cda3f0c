/**
 * Phone field rules: format "{dial code} (###) ###-##-##", mask character "_", valid
 * when empty or at least 10 digits. The mask is the Turkish one and the shop has no other, so it
 * is applied for every country; numbers are kept as national digits without the dial code.
 */

export const PHONE_MASK = "(###) ###-##-##";
export const PHONE_MASK_CHAR = "_";
export const PHONE_DIGITS = 10;
export const PHONE_MIN_LENGTH = 10;

export interface Country {
  code: string;
  name: string;
  phoneCode: string;
  isDefault: boolean;
}

export interface PhoneValue {
  countryCode: string;
  /** Dial code, e.g. "+90". */
  code: string;
  /** National digits only. */
  number: string;
}

export const defaultCountry: Country = { code: "TR", name: "Türkiye", phoneCode: "+90", isDefault: true };

// Türkiye first, then neighbours and the countries most Turkish customers dial, by Turkish name.
// KKTC is left out: it has no ISO code of its own and dials as +90 392, which Türkiye covers.
export const countries: readonly Country[] = [
  defaultCountry,
  { code: "DE", name: "Almanya", phoneCode: "+49", isDefault: false },
  { code: "AZ", name: "Azerbaycan", phoneCode: "+994", isDefault: false },
  { code: "GB", name: "Birleşik Krallık", phoneCode: "+44", isDefault: false },
  { code: "BG", name: "Bulgaristan", phoneCode: "+359", isDefault: false },
  { code: "FR", name: "Fransa", phoneCode: "+33", isDefault: false },
  { code: "GE", name: "Gürcistan", phoneCode: "+995", isDefault: false },
  { code: "NL", name: "Hollanda", phoneCode: "+31", isDefault: false },
  { code: "IQ", name: "Irak", phoneCode: "+964", isDefault: false },
  { code: "IR", name: "İran", phoneCode: "+98", isDefault: false },
  { code: "CY", name: "Kıbrıs", phoneCode: "+357", isDefault: false },
  { code: "RU", name: "Rusya", phoneCode: "+7", isDefault: false },
  { code: "UA", name: "Ukrayna", phoneCode: "+380", isDefault: false },
  { code: "GR", name: "Yunanistan", phoneCode: "+30", isDefault: false },
];

const onlyDigits = (s: string) => s.replace(/\D/g, "");

/** "+90 (532) 123-45-67"; slots not typed yet show the mask character: "+90 (532) ___-__-__". */
export function formatPhoneMask(dialCode: string, digits: string): string {
  const typed = onlyDigits(digits).slice(0, PHONE_DIGITS);
  let next = 0;
  const body = PHONE_MASK.replace(/#/g, () => typed[next++] ?? PHONE_MASK_CHAR);
  return `${dialCode} ${body}`;
}

/**
 * The national digits in what the user typed or pasted into the masked field, at most 10.
 * The dial code is removed when the text starts with it, so its digits do not count as typed.
 * A leading trunk "0" ("0532 123 45 67", the way Turkish numbers are usually written) is dropped:
 * no national number after a dial code starts with 0 in the countries listed here.
 */
export function phoneDigits(input: string, dialCode: string = defaultCountry.phoneCode): string {
  const text = input.trimStart();
  const rest = dialCode !== "" && text.startsWith(dialCode) ? text.slice(dialCode.length) : text;
  return onlyDigits(rest).replace(/^0/, "").slice(0, PHONE_DIGITS);
}

/** The minimum length counts digits: the number is stored as digits, whatever the mask adds. */
export function isPhoneValid(number: string | undefined): boolean {
  const length = onlyDigits(number ?? "").length;
  return length === 0 || length >= PHONE_MIN_LENGTH;
}

/**
 * Error key to show on blur: "invalid" for 1 to 9 digits ('Phone number is invalid'). When the
 * form already has another error text for the field, that one wins and this returns undefined.
 */
export function phoneBlurError(number: string | undefined, otherError?: string): "invalid" | undefined {
  if (otherError) return undefined;
  return isPhoneValid(number) ? undefined : "invalid";
}

/** Form value of the phone field; an empty number means no phone at all, not an empty one. */
export function toPhoneValue(input: { countryCode: string; code: string; number: string }): PhoneValue | undefined {
  const number = onlyDigits(input.number);
  if (number === "") return undefined;
  return { countryCode: input.countryCode, code: input.code, number };
}

/**
 * Stored form of a phone (user profile, addresses): E.164, "+905321234567". Other systems (SMS,
 * carriers, invoicing) read it as is, and the dial codes listed here are prefix-free, so it parses back.
 */
export function toE164(value: PhoneValue): string {
  return `${value.code}${onlyDigits(value.number)}`;
}

/**
 * The field value of a stored phone, or undefined when it is not a full number of a listed country.
 * Spaces and punctuation are ignored, so "+90 532 555 12 34" (as older rows hold it) reads too.
 */
export function fromE164(input: string | null | undefined): PhoneValue | undefined {
  const stored = input?.replace(/[\s().-]/g, "");
  if (!stored) return undefined;
  const country = countries.find((c) => stored.startsWith(c.phoneCode));
  if (!country) return undefined;
  const number = stored.slice(country.phoneCode.length);
  if (!new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(number)) return undefined;
  return { countryCode: country.code, code: country.phoneCode, number };
}

/** "+90 (532) 123-45-67" for showing a stored phone; the stored text itself when it does not parse. */
export function displayPhone(stored: string): string {
  const value = fromE164(stored);
  return value ? formatPhoneMask(value.code, value.number) : stored;
}
