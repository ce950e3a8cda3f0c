import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nResources, t as serverT, tList } from "./server";
import { defaultNS, interfaceLocale, type Resources } from "./settings";
import { type TOptions, translator } from "./translate";

const resources = i18nResources();
/** What the shop translated with before, on the server and in the islands: i18next, Turkish only, loaded at once. */
const i18next = createInstance();
void i18next.init({
  lng: interfaceLocale,
  fallbackLng: interfaceLocale,
  ns: Object.keys(resources),
  defaultNS,
  resources: { [interfaceLocale]: resources },
  initAsync: false,
  interpolation: { escapeValue: false },
});
const expected = (ns: string, key: string, options?: TOptions) => i18next.t(key, { ns, ...options });

/** Every text's key path, array items included. */
function leaves(value: unknown, path: string[] = []): Array<{ key: string; text: string }> {
  if (typeof value === "string") return [{ key: path.join("."), text: value }];
  return Object.entries(value as object).flatMap(([name, inner]) => leaves(inner, [...path, name]));
}

/** A sample value per placeholder, with characters that a careless replace or a second pass would change. */
const samples = (texts: string[]) =>
  Object.fromEntries(
    texts.flatMap((text) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map(([, name = ""]) => [name.trim(), `«${name} $& {{count}}»`])),
  );

/** Each key the islands may ask for, plural keys by their base with count 0, 1 and 2, with values for every placeholder. */
function cases(bundle: Resources[string]): Array<{ key: string; options?: TOptions }> {
  const all = leaves(bundle);
  const found: Array<{ key: string; options?: TOptions }> = [];
  const plurals = new Map<string, string[]>();
  for (const { key, text } of all) {
    const base = /^(.+)_(zero|one|other)$/.exec(key)?.[1];
    if (base) plurals.set(base, [...(plurals.get(base) ?? []), text]);
    else found.push({ key }, { key, options: samples([text]) });
  }
  for (const [base, texts] of plurals) for (const count of [0, 1, 2]) found.push({ key: base, options: { ...samples(texts), count } });
  return found;
}

describe("the islands' translate function", () => {
  it("gives i18next's text for every key of every namespace, plural, with values and by prefix from another namespace", () => {
    let compared = 0;
    for (const [ns, bundle] of Object.entries(resources)) {
      const t = translator(resources, ns);
      const other = translator(resources, ns === "common" ? "cart" : "common");
      for (const { key, options } of cases(bundle)) {
        const want = expected(ns, key, options);
        expect(t(key, options), `${ns}:${key}`).toBe(want);
        expect(other(`${ns}:${key}`, options), `${ns}:${key} from another namespace`).toBe(want);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(3000);
  });

  it.each<[string, string, TOptions | undefined]>([
    ["missing key", "content.nothing", undefined],
    ["missing key in another namespace", "shell:nothing.here", undefined],
    ["missing namespace", "nowhere:content.title", undefined],
    ["a key that reads like a sentence keeps its colon", "Hata: bir şey oldu, tekrar deneyin.", undefined],
    ["a dotted key inside a namespace", "admin:jobs.queue.mail.send", undefined],
    ["defaultValue for a missing key", "form.errors.nothing", { defaultValue: "Geçersiz {{field}}", field: "alan" }],
    ["defaultValue ignored for a found key", "content.title", { defaultValue: "yok" }],
    ["a placeholder not given stays", "button.count", {}],
    ["a placeholder given as undefined goes", "button.count", { count: undefined }],
    ["a placeholder given as null goes", "toast.added", { name: null }],
    ["count 0 with no _zero key", "common:pagination.results", { count: 0 }],
    ["count on a key with no plural", "content.title", { count: 2 }],
  ])("matches i18next for %s", (_, key, options) => {
    expect(translator(resources, "cart")(key, options)).toBe(expected("cart", key, options));
  });

  it("translates on the server with the same function, in namespace common by default", () => {
    expect(serverT("pagination.results", { count: 2 })).toBe(expected("common", "pagination.results", { count: 2 }));
    expect(serverT("cart:content.title")).toBe(expected("common", "cart:content.title"));
  });

  it("gives a list's texts on the server as i18next's returnObjects did, each with its placeholders filled", () => {
    const values = samples(resources["contract-templates"]?.withdrawal as string[]);
    expect(Object.keys(values).length).toBeGreaterThan(0);
    const list = tList("contract-templates:withdrawal", values);
    expect(list.length).toBeGreaterThan(1);
    expect(list).toEqual(i18next.t("contract-templates:withdrawal", { ...values, returnObjects: true }));
    expect(tList("contract-templates:nothing")).toEqual([]);
  });

  it("gives the key for a key that names a group of texts, where i18next 26 gives an English sentence (27 gives the key)", () => {
    expect(expected("cart", "content")).toBe("key 'content (tr)' returned an object instead of string.");
    expect(translator(resources, "cart")("content")).toBe("content");
  });

  it("reads the texts at each call, so that bundles added to a page reach a function made before", () => {
    const page: Resources = {};
    const t = translator(page, "cart");
    expect(t("content.title")).toBe("content.title");
    page.cart = i18nResources(["cart:content"]).cart ?? {};
    expect(t("content.title")).toBe("Sepetim");
  });
});
