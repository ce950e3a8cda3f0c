/**
 * The fake Paraşüt as a process of its own, for the end-to-end servers (playwright.config.ts):
 * `tsx tests/support/parasut-fake-server.ts <port>`; its credentials are the fake's own (`ParasutFake.env()`).
 */
import { ParasutFake } from "./parasut-fake";

const port = Number(process.argv[2]);
if (!port) throw new Error("usage: tsx tests/support/parasut-fake-server.ts <port>");
new ParasutFake().start(port).then((url) => console.log(`fake Paraşüt on ${url}`));
