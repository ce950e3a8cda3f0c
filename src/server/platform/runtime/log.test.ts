import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newLogger } from "./log";

/** A logger like the shop's, at info, writing its lines into a string. */
function capture() {
  vi.stubEnv("LOG_LEVEL", "info");
  let text = "";
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    log: newLogger(sink),
    lines: () =>
      text
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
    text: () => text,
  };
}

afterEach(() => vi.unstubAllEnvs());

const secrets = {
  email: "ayse.yilmaz@example.com",
  name: "Ayşe Yılmaz",
  phone: "+905321234567",
  line: "Atatürk Cad. No: 12 D: 3",
  tcKimlikNo: "10000000146",
  iban: "TR330006100519786457841326",
  password: "Gizli1234",
  token: "reset-token-0123456789",
  cookie: "better-auth.session_token=abc.def",
  authorization: "Bearer eyJhbGciOi",
  ip: "198.51.100.23",
};

describe("the logger", () => {
  it("writes no personal data of a logged object, however deep, nor of an error's query parameters or details", () => {
    const { log, text, lines } = capture();
    const database = Object.assign(new Error('duplicate key value violates unique constraint "user_email_key"'), {
      code: "23505",
      detail: `Key (email)=(${secrets.email}) already exists.`,
    });
    const failed = new DrizzleQueryError(
      'insert into "orders" ("email", "name", "phone") values ($1, $2, $3)',
      [secrets.email, secrets.name, secrets.phone],
      database,
    );
    log.error(
      {
        err: failed,
        body: {
          name: secrets.name,
          email: secrets.email,
          password: secrets.password,
          shippingAddress: { fullName: secrets.name, phone: secrets.phone, line: secrets.line, tcKimlikNo: secrets.tcKimlikNo },
          refund: { iban: secrets.iban },
          lines: [{ recipient: secrets.email, ipAddress: secrets.ip }],
        },
        headers: { Cookie: secrets.cookie, Authorization: secrets.authorization },
        context: { token: secrets.token, client: { ip: secrets.ip }, failure: new Error("wrapped", { cause: database }) },
        to: secrets.email,
      },
      "order could not be placed",
    );
    for (const [field, value] of Object.entries(secrets)) expect(text(), field).not.toContain(value);
    const [line] = lines();
    expect(line.msg).toBe("order could not be placed");
    expect(line.err.type).toBe("DrizzleQueryError");
    expect(line.err.message).toBe('Failed query: insert into "orders" ("email", "name", "phone") values ($1, $2, $3)');
    expect(line.err.stack).toContain("log.test.ts");
    expect(line.err.cause).toMatchObject({ type: "Error", code: "23505", message: expect.stringContaining("user_email_key") });
    expect(line.body.refund.iban).toBe("[redacted]");
  });

  it("keeps the client address the shop logs on purpose, next to the message", () => {
    const { log, lines } = capture();
    log.info({ form: "contact", ip: secrets.ip }, "form honeypot filled; submission dropped");
    expect(lines()[0]).toMatchObject({ form: "contact", ip: secrets.ip });
  });
});
