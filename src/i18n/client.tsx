"use client";
import { createContext, type ReactNode, useContext, useState } from "react";
import { defaultNS, type Resources } from "./settings";
import { type TFunction, translator } from "./translate";

const onServer = typeof window === "undefined";

/** The texts the islands below can read: namespaces, or parts of them, by name. */
const TextsContext = createContext<Resources | null>(null);

/**
 * On the server, one read-only set of texts per set of namespaces (`id`), shared by every request: a render looks
 * it up instead of building one. The ids come from the code (layouts and `<Translations>`), so the set is small
 * and fixed.
 */
const shared = new Map<string, Resources>();
const sharedId = new WeakMap<Resources, string>();

function sharedTexts(id: string, resources: () => Resources): Resources {
  let texts = shared.get(id);
  if (!texts) {
    texts = resources();
    shared.set(id, texts);
    sharedId.set(texts, id);
  }
  return texts;
}

/** The texts above, or, with no provider (a component rendered on its own), none: keys stay keys. */
function useTexts(): Resources {
  return useContext(TextsContext) ?? sharedTexts("", () => ({}));
}

/** Merges `added` into `texts`, namespace by namespace, key by key (an added part of a namespace keeps the rest). */
function addTo(texts: Resources, added: Resources): Resources {
  for (const [ns, bundle] of Object.entries(added)) texts[ns] = { ...texts[ns], ...bundle };
  return texts;
}

/** The bundles already added to each set of texts in the browser. */
const added = new WeakMap<Resources, WeakSet<object>>();

function addOnce(texts: Resources, resources: Resources) {
  let bundles = added.get(texts);
  if (!bundles) {
    bundles = new WeakSet();
    added.set(texts, bundles);
  }
  if (bundles.has(resources)) return;
  addTo(texts, resources);
  bundles.add(resources);
}

/**
 * Client islands get the already-loaded Turkish resources from the server: no fetch, no flash of keys. The root
 * layout provides the namespaces every page uses; `AddTranslations` adds a part's own below it. `id` names the
 * set of namespaces (the server's shared texts).
 */
export function I18nProvider({ id, resources, children }: { id: string; resources: Resources; children: ReactNode }) {
  const [texts] = useState(() => (onServer ? sharedTexts(id, () => resources) : { ...resources }));
  return <TextsContext value={texts}>{children}</TextsContext>;
}

/**
 * Adds namespaces (or parts of them) for the children, so that a page carries only the texts its islands use:
 * on the server the shared texts of the parent's set plus these, in the browser the page's own texts.
 */
export function AddTranslations({ id, resources, children }: { id: string; resources: Resources; children: ReactNode }) {
  const parent = useTexts();
  let texts = parent;
  if (onServer) texts = sharedTexts(`${sharedId.get(parent)}+${id}`, () => addTo({ ...parent }, resources));
  // In the browser the page has one set of texts; a part adds its bundles to it before its children render, once
  // per set: a render React discards and starts again makes the page's texts anew, and they are added to it again.
  else addOnce(parent, resources);
  return <TextsContext value={texts}>{children}</TextsContext>;
}

/** On the server, where texts are read-only, a text without options is looked up once. */
function cached(translate: TFunction): TFunction {
  if (!onServer) return translate;
  const texts = new Map<string, string>();
  return (key, options) => {
    if (options) return translate(key, options);
    let text = texts.get(key);
    if (text === undefined) {
      text = translate(key);
      texts.set(key, text);
    }
    return text;
  };
}

const translations = new WeakMap<Resources, Map<string, { t: TFunction }>>();

/**
 * The islands' translate function for a namespace, made once per set of texts and namespace. The texts never
 * change while a page is open (one language, bundles only added), so it neither copies them nor subscribes to
 * them on every render.
 */
export function useTranslation(ns: string = defaultNS): { t: TFunction } {
  const texts = useTexts();
  let byNs = translations.get(texts);
  if (!byNs) {
    byNs = new Map();
    translations.set(texts, byNs);
  }
  let translation = byNs.get(ns);
  if (!translation) {
    translation = { t: cached(translator(texts, ns)) };
    byNs.set(ns, translation);
  }
  return translation;
}
