import { describe, expect, it, vi } from "vitest";
import { runConfirmAction } from "./confirm";

describe("confirm dialog action", () => {
  it("is loading while the action runs, then closes the panel", async () => {
    const events: string[] = [];
    let finish: () => void = () => {};
    const action = () => new Promise<void>((resolve) => (finish = resolve));
    const run = runConfirmAction(action, { setLoading: (l) => events.push(`loading:${l}`), close: () => events.push("close") });
    expect(events).toEqual(["loading:true"]);
    finish();
    await run;
    expect(events).toEqual(["loading:true", "close", "loading:false"]);
  });

  it("logs a failure, stays open and stops loading", async () => {
    const close = vi.fn();
    const log = vi.fn();
    const setLoading = vi.fn();
    const error = new Error("silinemedi");
    await runConfirmAction(() => Promise.reject(error), { setLoading, close, log });
    expect(log).toHaveBeenCalledWith(error);
    expect(close).not.toHaveBeenCalled();
    expect(setLoading).toHaveBeenLastCalledWith(false);
  });
});
