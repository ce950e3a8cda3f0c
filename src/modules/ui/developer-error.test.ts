import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeveloperError } from "./developer-error";
import { useSidePanel } from "./side-panel-context";
import { Transition } from "./transition";
import { UiProvider, useUi } from "./ui-provider";

// A component used outside its parent, or a transition without its show flag, is a developer error.
function UsesUi() {
  useUi();
  return createElement("p", null, "ok");
}

function UsesSidePanel() {
  useSidePanel();
  return null;
}

describe("developer errors", () => {
  it("useUi() outside <UiProvider> names both", () => {
    expect(() => renderToString(createElement(UsesUi))).toThrow(new DeveloperError("useUi() must be used inside <UiProvider>."));
    expect(renderToString(createElement(UiProvider, null, createElement(UsesUi)))).toContain("ok");
  });

  it("side-panel content outside the side panel", () => {
    expect(() => renderToString(createElement(UsesSidePanel))).toThrow(DeveloperError);
  });

  it("a transition without its show flag", () => {
    expect(() => renderToString(createElement(Transition, { show: undefined as unknown as boolean }, "x"))).toThrow(
      new DeveloperError("<Transition> needs a show flag (true or false)."),
    );
  });
});

describe("transition", () => {
  it("renders shown content as entered, and nothing once hidden content has left", () => {
    expect(renderToString(createElement(Transition, { show: true }, "görünür"))).toMatch(/data-state="entered"[^>]*>görünür/);
    expect(renderToString(createElement(Transition, { show: false }, "gizli"))).toBe("");
    expect(renderToString(createElement(Transition, { show: false, unmount: false }, "gizli"))).toMatch(/data-state="left" hidden=""/);
  });
});
