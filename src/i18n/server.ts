import "server-only";
import fs from "node:fs";
import path from "node:path";
import { processSingleton } from "@/lib/process-singleton";
import { defaultNS, interfaceLocale, type Resources } from "./settings";
import { lookup, type TFunction, type TOptions, translator } from "./translate";

type Loaded = { resources: Resources; t: TFunction };

/** Reads every namespace of the interface locale once per process. */
const load = processSingleton("i18n", (): Loaded => {
  const dir = path.join(process.cwd(), "public", "locales", interfaceLocale);
  const resources: Resources = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    resources[file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  }
  return { resources, t: translator(resources, defaultNS) };
});

/**
 * Server-side translate, in namespace "common" unless `ns:key` names another: the same function as the browser's
 * islands (./translate.ts), so a text reads the same on both sides.
 */
export const t: TFunction = (key, options) => load().t(key, options);

/** The texts of a list (`ns:path`, an array in the locale file), each with its placeholders filled. */
export function tList(key: string, values?: TOptions): string[] {
  const list = lookup(load().resources, defaultNS, key);
  return Array.isArray(list) ? list.map((_, i) => t(`${key}.${i}`, values)) : [];
}

const picks = new Map<string, Resources>();

/**
 * The loaded resources: the namespaces named (every one when none is), for the client islands. `"ns:key"` picks
 * one top-level key of a namespace. The same list gives the same object, so that React's payload carries it once
 * however many islands name it.
 */
export function i18nResources(namespaces?: readonly string[]): Resources {
  const { resources } = load();
  if (!namespaces) return resources;
  const id = namespaces.join(",");
  const known = picks.get(id);
  if (known) return known;
  const picked: Resources = {};
  for (const entry of namespaces) {
    const [ns = "", key] = entry.split(":");
    const bundle = resources[ns];
    if (!bundle) throw new Error(`no translation namespace "${ns}" in public/locales/${interfaceLocale}`);
    if (key === undefined) picked[ns] = bundle;
    else if (key in bundle) picked[ns] = { ...picked[ns], [key]: bundle[key] };
    else throw new Error(`no key "${key}" in translation namespace "${ns}"`);
  }
  picks.set(id, picked);
  return picked;
}
