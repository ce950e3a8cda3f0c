/** Drives the server with autocannon and keeps every response's latency, since autocannon reports no p95. */
import autocannon from "autocannon";
import { percentile } from "./server";

/** `errors`: answers other than 200 plus `failures`, the connection errors and timeouts. */
export type Driven = { latencies: number[]; rps: number; p95: number; errors: number; failures: number };

export async function drive(options: autocannon.Options & { duration: number }): Promise<Driven> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, done) => (err ? reject(err) : resolve(done)));
    instance.on("response", (_client, status, _bytes, time) => {
      latencies.push(time);
      if (status !== 200) errors++;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    rps: latencies.length / options.duration,
    p95: percentile(latencies, 0.95),
    errors: errors + result.errors + result.timeouts,
    failures: result.errors + result.timeouts,
  };
}
