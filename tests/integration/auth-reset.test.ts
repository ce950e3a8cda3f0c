import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { authHandler } from "@/server/account/auth";
import { sessionUser } from "@/server/account/session";
import { latestMailTo } from "@/server/platform/mail";
import { call } from "../support/api";
import { drainMail } from "../support/jobs";
import { freshIp, signUp, strongPassword } from "./account-support";

beforeAll(() => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-reset-"));
});

const post = (p: string, body: unknown) => call(authHandler, `/api/auth${p}`, { body, headers: { "x-forwarded-for": freshIp() } });

async function mailedToken(email: string) {
  await drainMail();
  const mail = await latestMailTo(email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.origin).toBe("http://localhost:3000");
  expect(url.pathname).toBe("/auth/reset-password");
  return { mail: mail!, token: url.searchParams.get("token")! };
}

describe("password reset by e-mail", () => {
  it("mails a Turkish link whose token sets a new password once and ends every session", async () => {
    const { cookie } = await signUp("unutkan@example.com");
    const asked = await post("/request-password-reset", { email: "unutkan@example.com" });
    expect(asked.status).toBe(200);
    const { mail, token } = await mailedToken("unutkan@example.com");
    expect(mail.subject).toContain("şifre yenileme");
    // The account's name is whatever the sign-up typed: the link's mail does not repeat it.
    expect(mail.text).toMatch(/^Merhaba,$/m);
    expect(mail.text).not.toContain("Ayşe Yılmaz");

    const weak = await post("/reset-password", { token, newPassword: "zayif" });
    expect(weak.status).toBe(400);
    const done = await post("/reset-password", { token, newPassword: "YepYeni2026" });
    expect(done.status).toBe(200);

    expect(await sessionUser(new Headers({ cookie }))).toBeNull();
    expect((await post("/sign-in/email", { email: "unutkan@example.com", password: strongPassword })).status).toBe(401);
    expect((await post("/sign-in/email", { email: "unutkan@example.com", password: "YepYeni2026" })).status).toBe(200);

    const again = await post("/reset-password", { token, newPassword: "BaskaBiri2026" });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe("INVALID_TOKEN");
    expect(again.json.message).toContain("geçersiz");
  });

  it("answers the same for an unknown address and mails nothing", async () => {
    const res = await post("/request-password-reset", { email: "kimse@example.com" });
    expect(res.status).toBe(200);
    await drainMail();
    expect(await latestMailTo("kimse@example.com")).toBeNull();
  });
});
