import type { ReactNode } from "react";
import { AddTranslations } from "./client";
import { i18nResources } from "./server";

/**
 * Sends the client islands below it the translation namespaces named (every namespace when none is), on top of
 * the root layout's base set (`baseNamespaces`). `"ns:key"` sends one top-level key of a namespace only. Place it
 * around the part of the page whose islands use them.
 */
export function Translations({ namespaces, children }: { namespaces?: readonly string[]; children: ReactNode }) {
  return (
    <AddTranslations id={namespaces?.join(",") ?? "*"} resources={i18nResources(namespaces)}>
      {children}
    </AddTranslations>
  );
}
