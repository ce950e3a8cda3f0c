import { describe, expect, it } from "vitest";
import { nextStickyTop, type StickyMetrics, stickyState } from "./sticky";

const tall: StickyMetrics = { boxHeight: 1500, viewportHeight: 900, offsetTop: 100, offsetBottom: 20 };

describe("sticky sidebar box", () => {
  it("stays stuck to the top when it fits in the window", () => {
    const short = { ...tall, boxHeight: 400 };
    expect(nextStickyTop(100, 300, short)).toBe(100);
    expect(stickyState(100, short)).toBe("stuck-top");
  });

  it("scrolls with the page while going down, then sticks to the bottom", () => {
    let top = 100;
    top = nextStickyTop(top, 200, tall);
    expect(top).toBe(-100);
    expect(stickyState(top, tall)).toBe("scrolling");
    top = nextStickyTop(top, 5000, tall);
    // 900 - 20 - 1500: the box's bottom rests 20 px above the window's bottom.
    expect(top).toBe(-620);
    expect(stickyState(top, tall)).toBe("stuck-bottom");
  });

  it("scrolls back while going up, then sticks to the top", () => {
    let top = nextStickyTop(-620, -300, tall);
    expect(top).toBe(-320);
    expect(stickyState(top, tall)).toBe("scrolling");
    top = nextStickyTop(top, -5000, tall);
    expect(top).toBe(100);
    expect(stickyState(top, tall)).toBe("stuck-top");
  });
});
