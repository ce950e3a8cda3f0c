import { describe, expect, it } from "vitest";
import { currentRequestId, requestIdFrom, withRequestId } from "./request-id";

describe("request ids", () => {
  it("keep a well-formed proxy id and replace anything else", () => {
    expect(requestIdFrom("abc-123_x.y:z")).toBe("abc-123_x.y:z");
    for (const bad of [undefined, "", "a b", "ş", "x".repeat(129), ["a", "b"], "a\nb"])
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("are known to whatever runs on the request's behalf, across awaits, and to nothing outside", async () => {
    await withRequestId("r-1", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentRequestId()).toBe("r-1");
    });
    expect(currentRequestId()).toBeUndefined();
  });
});
