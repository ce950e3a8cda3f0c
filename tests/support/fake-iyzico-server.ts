/** The fake iyzico as a process of its own, for the end-to-end servers (playwright.config.ts): `tsx tests/support/fake-iyzico-server.ts <port>`. */
import { FakeIyzico } from "./fake-iyzico";

const port = Number(process.argv[2] ?? process.env.FAKE_IYZICO_PORT);
const fake = new FakeIyzico();
fake.start([port]).then((url) => console.log(`fake iyzico on ${url}`));
