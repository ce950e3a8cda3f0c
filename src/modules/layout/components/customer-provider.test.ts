import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeveloperError } from "@/modules/ui/developer-error";
import { CustomerProvider, currentCustomer, useCustomer } from "./customer-provider";

const ayse = { id: "u1", name: "Ayşe Yılmaz", email: "ayse@example.com" };

function Name() {
  return createElement("span", null, useCustomer().customer?.name ?? "misafir");
}

describe("customer store", () => {
  it("comes from the session, overridden by an update of the same customer", () => {
    expect(currentCustomer(ayse, null)).toBe(ayse);
    const renamed = { ...ayse, name: "Ayşe Kaya" };
    expect(currentCustomer(ayse, renamed)).toBe(renamed);
  });

  it("drops an update that belongs to another customer, or when signed out", () => {
    const other = { id: "u2", name: "Mehmet", email: "m@example.com" };
    expect(currentCustomer(ayse, other)).toBe(ayse);
    expect(currentCustomer(null, ayse)).toBeNull();
  });

  it("is read inside its provider only", () => {
    expect(renderToString(createElement(CustomerProvider, { initial: ayse }, createElement(Name)))).toContain("Ayşe Yılmaz");
    expect(renderToString(createElement(CustomerProvider, { initial: null }, createElement(Name)))).toContain("misafir");
    expect(() => renderToString(createElement(Name))).toThrow(DeveloperError);
  });
});
