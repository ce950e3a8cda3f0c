import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import type { TFunction } from "./translate";

/** The text with each `<name>…</name>` (nested or not) rendered as `components[name]` around its inner part. */
function withComponents(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)) {
    const [tagged, name = "", inner = ""] = match;
    if (match.index > at) nodes.push(text.slice(at, match.index));
    nodes.push(cloneElement(components[name] ?? <Fragment />, { key: match.index }, ...withComponents(inner, components)));
    at = match.index + tagged.length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

/**
 * A translated text with elements inside, such as a link: `<notice>KVKK Aydınlatma Metni</notice>` in the text of
 * `i18nKey` becomes `components.notice` holding those words.
 */
export function Trans({ t, i18nKey, components }: { t: TFunction; i18nKey: string; components: Record<string, ReactElement> }) {
  return withComponents(t(i18nKey), components);
}
