import { describe, expect, it } from "vitest";
import { frontDoorLimits } from "./limits";

describe("the front door's time limits", () => {
  it("defaults to 120 s for a request, 10 s of body silence and 10 s in the queue, and takes each from the environment", () => {
    expect(frontDoorLimits({})).toEqual({ requestTimeoutMs: 120_000, bodyIdleMs: 10_000, queueWaitMs: 10_000 });
    expect(frontDoorLimits({ REQUEST_TIMEOUT_MS: "5000", BODY_IDLE_TIMEOUT_MS: " 300 ", QUEUE_WAIT_MS: "" })).toEqual({
      requestTimeoutMs: 5000,
      bodyIdleMs: 300,
      queueWaitMs: 10_000,
    });
  });

  it("refuses a value that is not a whole number of milliseconds, in one line naming the variable", () => {
    for (const value of ["0", "-1", "1.5", "10s", "3600001"])
      expect(() => frontDoorLimits({ QUEUE_WAIT_MS: value })).toThrow(`QUEUE_WAIT_MS: "${value}" is not a whole number of milliseconds`);
  });
});
