import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SignUpForm } from "@/modules/account/components/sign-up-form";
import { ClarificationNotice } from "@/modules/forms/components/clarification-notice";
import { I18nProvider } from "./client";
import { i18nResources } from "./server";

const render = (namespaces: string[], children: ReactElement) =>
  renderToString(createElement(I18nProvider, { id: namespaces.join(","), resources: i18nResources(namespaces), children }));

/** The HTML react-i18next's Trans rendered for the two texts with links inside, before it left the browser bundle. */
describe("Trans", () => {
  it("renders a link holding a nested element inside the forms' KVKK notice", () => {
    expect(render(["forms"], createElement(ClarificationNotice))).toBe(
      '<p class="text-sm text-gray-700">Bu formda verdiğiniz kişisel veriler, <a href="/yasal/aydinlatma-metni" target="_blank" rel="noopener" class="text-primary-700 underline hover:text-primary-800">KVKK Aydınlatma Metni<span class="sr-only"> (yeni sekmede açılır)</span></a>&#x27;nde anlatıldığı şekilde işlenir.</p>',
    );
  });

  it("renders the link of the sign-up form's KVKK notice", () => {
    expect(render(["account", "social"], createElement(SignUpForm, { redirectTo: "/" }))).toContain(
      '<p class="text-sm text-gray-700">Kişisel verileriniz <a href="/yasal/aydinlatma-metni" target="_blank" rel="noopener" class="font-medium text-primary-800 underline">KVKK Aydınlatma Metni</a>&#x27;nde anlatıldığı şekilde işlenir.</p>',
    );
  });
});
