import { describe, expect, it } from "vitest";
import { gaugeAtScrape, metricsText } from "./index";

const sampleOf = async (series: string) =>
  (await metricsText()).body
    .split("\n")
    .find((line) => line.startsWith(`${series} `))
    ?.split(" ")[1];

describe("gauges read at scrape time", () => {
  it("read once per cache period, per label, and the latest registration's read wins", async () => {
    let reads = 0;
    gaugeAtScrape({ name: "test_queue", help: "h", label: "queue", cacheMs: 60_000, read: () => ({ mail: ++reads }) });
    expect(await sampleOf('test_queue{queue="mail"}')).toBe("1");
    expect(await sampleOf('test_queue{queue="mail"}')).toBe("1");
    gaugeAtScrape({ name: "test_now", help: "h", read: () => 1 });
    gaugeAtScrape({ name: "test_now", help: "h", read: () => 2 });
    expect(await sampleOf("test_now")).toBe("2");
  });

  it("answer NaN (or no sample per label) for a gauge whose read fails, and still answer the rest", async () => {
    gaugeAtScrape({ name: "test_failing", help: "h", read: () => Promise.reject(new Error("down")) });
    gaugeAtScrape({ name: "test_failing_by", help: "h", label: "queue", read: () => Promise.reject(new Error("down")) });
    gaugeAtScrape({ name: "test_fine", help: "h", read: () => 7 });
    expect(await sampleOf("test_failing")).toBe("Nan"); // prom-client's spelling; Prometheus reads it as NaN
    expect((await metricsText()).body).not.toMatch(/^test_failing_by\{/m);
    expect(await sampleOf("test_fine")).toBe("7");
  });
});
