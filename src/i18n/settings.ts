/** Namespace "common" by default, files {lng}/{ns}.json under public/locales, only the current locale loaded. */
export const defaultNS = "common";
export const interfaceLocale = "tr";
export type Resources = Record<string, Record<string, unknown>>;
