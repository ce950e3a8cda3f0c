/**
 * The fake Geliver as a process of its own, for the end-to-end servers (playwright.config.ts):
 * `tsx tests/support/geliver-fake-server.ts <port>`. A spec plays the carrier through its test endpoint
 * (`POST /test/parcels/{tracking number}`, ./geliver-fake.ts).
 */
import { FakeGeliver } from "./geliver-fake";

const port = Number(process.argv[2]);
if (!port) throw new Error("usage: tsx tests/support/geliver-fake-server.ts <port>");
new FakeGeliver().start(port).then((url) => console.log(`fake Geliver on ${url}`));
