/** Namespace "common" by default, files {lng}/{ns}.json under public/locales, only the current locale loaded. */
export const defaultNS = "common";
export const interfaceLocale = "tr";
export type Resources = Record<string, Record<string, unknown>>;

/**
 * The namespaces every page's client islands may use: the error page (common) and the dialogs, panels and toasts
 * of src/modules/ui (shell). API errors arrive already worded by the server, so `errors` stays there. A part of
 * the page that needs another adds it with `<Translations>` (src/i18n/translations.tsx), so a page sends the
 * browser only the namespaces it uses.
 */
export const baseNamespaces = ["common", "shell"];
