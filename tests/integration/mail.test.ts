import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { latestMailTo, mailDir, resetMailTransport, sendMail } from "@/server/platform/mail";

afterEach(() => {
  delete process.env.SMTP_URL;
  resetMailTransport();
});

describe("the mail module", () => {
  it("writes a file per message, readable by the owner only, when no SMTP server is configured", async () => {
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-mail-"));
    await sendMail({ to: "ali@example.com", subject: "Merhaba", text: "Bağlantı: http://x/reset?token=abc" });
    const mail = await latestMailTo("ali@example.com");
    expect(mail?.subject).toBe("Merhaba");
    expect(mail?.text).toContain("token=abc");
    const dir = mailDir();
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    for (const file of fs.readdirSync(dir)) expect(fs.statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
  });

  it("delivers through a real SMTP server on loopback when SMTP_URL is set", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    try {
      await sendMail({ to: "veli@example.com", subject: "Siparişiniz alındı", text: "Sipariş numaranız LM-1" });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("veli@example.com");
      expect(received[0]).toContain("LM-1");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
