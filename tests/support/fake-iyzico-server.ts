/**
 * The fake iyzico as a process of its own, for the end-to-end servers (playwright.config.ts):
 * `tsx tests/support/fake-iyzico-server.ts <port>` with the keys in IYZIPAY_API_KEY and IYZIPAY_SECRET_KEY.
 */
import { FakeIyzico } from "./fake-iyzico";

const port = Number(process.argv[2]);
const { IYZIPAY_API_KEY: apiKey, IYZIPAY_SECRET_KEY: secretKey } = process.env;
if (!port || !apiKey || !secretKey)
  throw new Error("usage: IYZIPAY_API_KEY=… IYZIPAY_SECRET_KEY=… tsx tests/support/fake-iyzico-server.ts <port>");
const fake = new FakeIyzico({ apiKey, secretKey });
fake.start([port]).then((url) => console.log(`fake iyzico on ${url}`));
