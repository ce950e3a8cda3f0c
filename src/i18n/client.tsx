"use client";
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { type ReactNode, useContext, useState } from "react";
import { I18nContext, I18nextProvider } from "react-i18next";
import { defaultNS, instanceOptions, interfaceLocale, type Resources } from "./settings";

const onServer = typeof window === "undefined";

function newInstance(resources: Resources): I18n {
  const instance = createInstance();
  void instance.init({ ...instanceOptions(resources), react: { useSuspense: false } });
  return instance;
}

/**
 * On the server, one read-only instance per set of namespaces (`id`), shared by every request: a render looks
 * it up instead of creating and filling one. The ids come from the code (layouts and `<Translations>`), so the
 * set is small and fixed.
 */
const shared = new Map<string, I18n>();
const sharedId = new WeakMap<I18n, string>();

function sharedInstance(id: string, resources: () => Resources): I18n {
  let instance = shared.get(id);
  if (!instance) {
    instance = newInstance(resources());
    shared.set(id, instance);
    sharedId.set(instance, id);
  }
  return instance;
}

/** The instance above, or, with no provider (a component rendered on its own), an empty one: keys stay keys. */
function useInstance(): I18n {
  return useContext(I18nContext)?.i18n ?? sharedInstance("", () => ({}));
}

/** The parent's bundles with `added` merged in, key by key (an added part of a namespace keeps the rest). */
function mergedResources(parent: I18n, added: Resources): Resources {
  const data = (parent.store.data[interfaceLocale] ?? {}) as Resources;
  const merged: Resources = { ...data };
  for (const [ns, bundle] of Object.entries(added)) merged[ns] = { ...data[ns], ...bundle };
  return merged;
}

/** In the browser the page has one instance; a part adds its bundles to it before its children render. */
const addedBundles = new WeakSet<object>();

function addBundles(instance: I18n, resources: Resources) {
  for (const [ns, bundle] of Object.entries(resources)) {
    if (addedBundles.has(bundle)) continue;
    instance.addResourceBundle(interfaceLocale, ns, bundle, true, false);
    addedBundles.add(bundle);
  }
}

/**
 * Client islands get the already-loaded Turkish resources from the server: no fetch, no flash of keys. The root
 * layout provides the namespaces every page uses; `AddTranslations` adds a part's own below it. `id` names the
 * set of namespaces (the server's shared instance).
 */
export function I18nProvider({ id, resources, children }: { id: string; resources: Resources; children: ReactNode }) {
  const [i18n] = useState(() => (onServer ? sharedInstance(id, () => resources) : newInstance(resources)));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * Adds namespaces (or parts of them) for the children, so that a page carries only the texts its islands use:
 * on the server the shared instance of the parent's set plus these, in the browser the page's own instance.
 */
export function AddTranslations({ id, resources, children }: { id: string; resources: Resources; children: ReactNode }) {
  const parent = useInstance();
  let i18n = parent;
  if (onServer) i18n = sharedInstance(`${sharedId.get(parent)}+${id}`, () => mergedResources(parent, resources));
  else addBundles(parent, resources);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

type Translation = { t: TFunction; i18n: I18n };

/**
 * Translates in `ns` through the instance's own `t`, which skips the copy of every option i18next's fixed `t`
 * makes per call. On the server, where instances are read-only, a text without options is looked up once.
 */
function translateIn(i18n: I18n, ns: string): TFunction {
  const texts = new Map<string, string>();
  const nsOnly = { ns };
  const translate = (key: string, options?: object) => {
    // An option that names no namespace (Trans passes \`ns: undefined\` when its \`t\` has one) keeps this one.
    if (options) return i18n.t(key, { ...options, ns: (options as { ns?: string }).ns ?? ns });
    if (!onServer) return i18n.t(key, nsOnly);
    let text = texts.get(key);
    if (text === undefined) {
      text = i18n.t(key, nsOnly);
      texts.set(key, text);
    }
    return text;
  };
  // Trans reads the namespace of the `t` it is given.
  return Object.assign(translate, { ns }) as unknown as TFunction;
}
const fixedTs = new WeakMap<I18n, Map<string, Translation>>();

/**
 * The islands' translate function for a namespace, made once per instance and namespace. The texts never change
 * while a page is open (one language, bundles only added), so unlike react-i18next's hook this one neither copies
 * the instance nor subscribes to it on every render.
 */
export function useTranslation(ns: string = defaultNS): Translation {
  const i18n = useInstance();
  let byNs = fixedTs.get(i18n);
  if (!byNs) {
    byNs = new Map();
    fixedTs.set(i18n, byNs);
  }
  let translation = byNs.get(ns);
  if (!translation) {
    translation = { t: translateIn(i18n, ns), i18n };
    byNs.set(ns, translation);
  }
  return translation;
}
