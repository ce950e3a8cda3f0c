import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module, as another Next.js bundle would load it. */
async function loadCopy() {
  vi.resetModules();
  return (await import("./process-singleton")).processSingleton;
}

let counter = 0;
const uniqueName = () => `test-${++counter}`;

afterEach(() => vi.resetModules());

describe("processSingleton", () => {
  it("makes the value once, on first use, and answers the same value afterwards", async () => {
    const processSingleton = await loadCopy();
    const make = vi.fn(() => ({ made: true }));
    const value = processSingleton(uniqueName(), make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("shares the value between two copies of the module", async () => {
    const name = uniqueName();
    const first = (await loadCopy())(name, () => ({ copy: 1 }));
    const second = (await loadCopy())(name, () => ({ copy: 2 }));
    const made = first();
    expect(second()).toBe(made);
    expect(made).toEqual({ copy: 1 });
  });

  it("keeps values of different names apart", async () => {
    const processSingleton = await loadCopy();
    expect(processSingleton(uniqueName(), () => "a")()).toBe("a");
    expect(processSingleton(uniqueName(), () => "b")()).toBe("b");
  });

  it("swaps the value for every copy, and makes it again after a replace with undefined", async () => {
    const name = uniqueName();
    let made = 0;
    const first = (await loadCopy())(name, () => ++made);
    const second = (await loadCopy())(name, () => ++made);
    expect(first()).toBe(1);
    first.replace(42);
    expect(second()).toBe(42);
    second.replace(undefined);
    expect(first()).toBe(2);
    expect(made).toBe(2);
  });

  it("stores nothing when making the value fails, so the next use tries again", async () => {
    const processSingleton = await loadCopy();
    let fail = true;
    const value = processSingleton(uniqueName(), () => {
      if (fail) throw new Error("not yet");
      return "ready";
    });
    expect(() => value()).toThrow("not yet");
    fail = false;
    expect(value()).toBe("ready");
  });
});
