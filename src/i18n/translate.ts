import { interfaceLocale, type Resources } from "./settings";

/** Values for a text's `{{name}}` placeholders; `count` also picks its plural, `defaultValue` stands in for a missing key. */
export type TOptions = { count?: number; defaultValue?: string; [name: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

const plurals = new Intl.PluralRules(interfaceLocale);

/** The value at a dotted path; a key may itself hold dots ("mail.send"), as i18next reads it. */
function find(value: unknown, path: string[]): unknown {
  if (path.length === 0) return value;
  if (typeof value !== "object" || value === null) return undefined;
  for (let i = 1; i <= path.length; i++) {
    const name = path.slice(0, i).join(".");
    const found = Object.hasOwn(value, name) ? find((value as Record<string, unknown>)[name], path.slice(i)) : undefined;
    if (found !== undefined && found !== null) return found;
  }
  return undefined;
}

/** `ns:key` reads another namespace, unless the key reads like a sentence (i18next's rule for a ":" in a key). */
function namespaced(key: string, ns: string): [string, string] {
  const sentence = /[ ,?!;]/.test(key) && !/^[^ ,?!;.]+\./.test(key);
  if (!key.includes(":") || sentence) return [ns, key];
  const [prefix = "", ...rest] = key.split(":");
  return [prefix, rest.join(".")];
}

/** What a key names (`ns:key`, else in `ns`), read as `t` reads it: a text, a list or a group of texts. */
export function lookup(resources: Resources, ns: string, key: string): unknown {
  const [space, path] = namespaced(key, ns);
  return find(resources[space], path.split("."));
}

/** `{{name}}` becomes the value, unescaped; a name not given stays as written, one given as undefined or null goes. */
const interpolate = (text: string, values: TOptions) =>
  text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const value = values[name.trim()];
    if (value === undefined && !Object.hasOwn(values, name.trim())) return placeholder;
    return value == null ? "" : String(value);
  });

/**
 * Translates in namespace `ns` of `resources`, read at each call (a page's bundles may grow), with i18next's
 * output for the features the texts use: nested keys, `ns:key`, `{{name}}` without escaping, plurals by `count`
 * (`_zero` for 0 when the key has one, then Turkish `_one`/`_other`), `defaultValue`, and the key itself,
 * without its namespace, for a missing text. src/i18n/translate.test.ts compares it with i18next on every text.
 */
export function translator(resources: Resources, ns: string): TFunction {
  return (key, options = {}) => {
    const [space, path] = namespaced(key, ns);
    const { count } = options;
    const candidates = [path];
    if (count !== undefined) {
      candidates.unshift(`${path}_${plurals.select(count)}`);
      if (count === 0) candidates.unshift(`${path}_zero`);
    }
    let text: unknown;
    for (const candidate of candidates) text ??= find(resources[space], candidate.split("."));
    return interpolate(typeof text === "string" ? text : (options.defaultValue ?? path), options);
  };
}
