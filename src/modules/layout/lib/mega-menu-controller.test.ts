import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMegaMenuController, panelState } from "./mega-menu-controller";

// Links 1 and 2 have panels; link 3 has no children.
const withPanel = new Set([1, 2]);

function setup() {
  const onChange = vi.fn();
  const menu = createMegaMenuController({ hasPanel: (id) => withPanel.has(id), onChange });
  return { menu, onChange };
}

describe("mega menu states", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens 300 ms after hovering a link with children when none is active", () => {
    const { menu } = setup();
    menu.enter(1);
    vi.advanceTimersByTime(299);
    expect(menu.state.open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(menu.state).toMatchObject({ activeId: 1, open: true });
    expect(panelState(menu.state, 1)).toBe("open");
  });

  it("does not open when the pointer leaves before the delay", () => {
    const { menu } = setup();
    menu.enter(1);
    vi.advanceTimersByTime(200);
    menu.close();
    vi.advanceTimersByTime(500);
    expect(menu.state).toEqual({ activeId: null, open: false, closingId: null });
  });

  it("switches at once when one is active", () => {
    const { menu } = setup();
    menu.enter(1);
    vi.advanceTimersByTime(300);
    menu.enter(2);
    expect(menu.state).toMatchObject({ activeId: 2, open: true, closingId: null });
    expect(panelState(menu.state, 1)).toBe("closed");
  });

  it("keeps the menu closed on a link without children, but marks it active", () => {
    const { menu } = setup();
    menu.enter(1);
    vi.advanceTimersByTime(300);
    menu.enter(3);
    expect(menu.state).toMatchObject({ activeId: 3, open: false });
    // From an active link the next panel opens at once.
    menu.enter(2);
    expect(menu.state).toMatchObject({ activeId: 2, open: true });
  });

  it("closes and clears the active link on leave, with a 300 ms closing flag", () => {
    const { menu } = setup();
    menu.enter(1);
    vi.advanceTimersByTime(300);
    menu.close();
    expect(menu.state).toEqual({ activeId: null, open: false, closingId: 1 });
    expect(panelState(menu.state, 1)).toBe("closing");
    vi.advanceTimersByTime(299);
    expect(menu.state.closingId).toBe(1);
    vi.advanceTimersByTime(1);
    expect(panelState(menu.state, 1)).toBe("closed");
  });

  it("after a leave the delay applies again", () => {
    const { menu } = setup();
    menu.enter(1);
    vi.advanceTimersByTime(300);
    menu.close();
    menu.enter(2);
    expect(menu.state.open).toBe(false);
    vi.advanceTimersByTime(300);
    expect(menu.state).toMatchObject({ activeId: 2, open: true, closingId: null });
  });

  it("toggles at once for the keyboard", () => {
    const { menu } = setup();
    menu.toggle(2);
    expect(menu.state).toMatchObject({ activeId: 2, open: true });
    menu.toggle(2);
    expect(menu.state).toMatchObject({ activeId: null, open: false, closingId: 2 });
  });

  it("reports every change and nothing after it is disposed", () => {
    const { menu, onChange } = setup();
    menu.enter(1);
    vi.advanceTimersByTime(300);
    expect(onChange).toHaveBeenLastCalledWith({ activeId: 1, open: true, closingId: null });
    menu.close();
    menu.dispose();
    const calls = onChange.mock.calls.length;
    vi.advanceTimersByTime(1000);
    expect(onChange).toHaveBeenCalledTimes(calls);
    expect(menu.state.closingId).toBe(1);
  });
});
