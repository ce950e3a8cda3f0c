import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as detail } from "@/app/api/admin/inbox/detail/route";
import { POST as note } from "@/app/api/admin/inbox/note/route";
import { POST as reply } from "@/app/api/admin/inbox/reply/route";
import { POST as list } from "@/app/api/admin/inbox/route";
import { POST as status } from "@/app/api/admin/inbox/status/route";
import { submitForm } from "@/server/content/forms";
import { db } from "@/server/platform/db/client";
import { formSubmissions } from "@/server/platform/db/schema";
import { latestMailTo, resetMailTransport } from "@/server/platform/mail";
import { REPLY_FILE_MAX_BYTES } from "@/shared/uploads";
import { call } from "../support/api";
import { drainMail } from "../support/jobs";
import { freePorts } from "../support/ports";
import { addressedTo, startSmtp, type TestSmtp } from "../support/smtp";
import { adminSessions, auditOf, describeAccessAndValidation } from "./admin-helpers";

let ip = 0;
const send = async (name: "contact" | "technicalService", values: Record<string, string>) => {
  const result = await submitForm(name, values, { ip: `203.0.113.${++ip}` });
  if (result.status !== "sent" || !result.reference) throw new Error(`submission failed: ${JSON.stringify(result)}`);
  // The reference is the kind's prefix and the record's number (SRV-000042).
  return Number(result.reference.split("-")[1]);
};

const contact = (email: string, subject = "Mürekkep fiyatları") =>
  send("contact", {
    name: "Ayşe Yılmaz",
    company: "Yılmaz Reklam",
    email,
    subject,
    message: "Aylık 20 litre UV mürekkep için fiyat istiyorum.",
  });

let staff = "";
beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-admin-inbox-"));
  staff = (await adminSessions()).staff;
});

describe("inbox list", () => {
  it("lists submissions newest first with who and what, filtered by kind and status, 25 a page", async () => {
    const first = await contact("liste@example.com");
    const service = await send("technicalService", {
      machineModel: "Lumora UV-2513",
      serialNumber: "LM-2513/00042",
      faultDescription: "Baskı sırasında sarı kanalda çizgilenme oluyor, temizlik işe yaramıyor.",
      name: "Kemal Aksoy",
      email: "servis@example.com",
      phone: "0532 765 43 21",
    });
    const all = await call(list, "/api/admin/inbox", { cookie: staff, body: {} });
    expect(all.status).toBe(200);
    expect(all.json.items.slice(0, 2).map((i: { id: number }) => i.id)).toEqual([service, first]);
    expect(all.json.items[1]).toMatchObject({ kind: "contact", status: "new", from: "Ayşe Yılmaz", topic: "Mürekkep fiyatları" });
    expect(all.json.items[0]).toMatchObject({ kind: "technical_service", from: "Kemal Aksoy", topic: "Lumora UV-2513" });

    const byKind = await call(list, "/api/admin/inbox", { cookie: staff, body: { kind: "technical_service" } });
    expect(byKind.json.items[0].id).toBe(service);
    expect(byKind.json.items.map((i: { kind: string }) => i.kind)).toEqual(byKind.json.items.map(() => "technical_service"));

    const seededDone = (await call(list, "/api/admin/inbox", { cookie: staff, body: { status: "done" } })).json.total;

    await db()
      .insert(formSubmissions)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          kind: "contact" as const,
          email: `toplu${i}@example.com`,
          data: { name: "Toplu" },
          status: "done" as const,
        })),
      );
    const done = await call(list, "/api/admin/inbox", { cookie: staff, body: { status: "done" } });
    expect([done.json.total, done.json.items.length]).toEqual([seededDone + 30, 25]);
    const second = await call(list, "/api/admin/inbox", { cookie: staff, body: { status: "done", page: 2 } });
    expect(second.json.items).toHaveLength(seededDone + 5);
  });
});

describe("a submission", () => {
  it("shows its fields under the form's labels in the staff's words, without the sender's address", async () => {
    const id = await contact("detay@example.com");
    const res = await call(detail, "/api/admin/inbox/detail", { cookie: staff, body: { submissionId: id } });
    expect(res.status).toBe(200);
    expect(res.json.fields).toContainEqual({ key: "subject", label: "Konu", value: "Mürekkep fiyatları" });
    // The customer's message opens the thread under their name, not under "Mesajınız" (the form's label for the sender).
    expect(res.json.opening).toMatchObject({ by: "Ayşe Yılmaz", text: "Aylık 20 litre UV mürekkep için fiyat istiyorum." });
    expect(res.json.fields.map((f: { key: string }) => f.key)).not.toContain("message");
    expect(res.json).not.toHaveProperty("ip");
    expect((await call(detail, "/api/admin/inbox/detail", { cookie: staff, body: { submissionId: 999_999 } })).status).toBe(404);
  });

  it("changes status and keeps internal notes, each audited", async () => {
    const id = await contact("durum@example.com");
    const moved = await call(status, "/api/admin/inbox/status", { cookie: staff, body: { submissionId: id, status: "done" } });
    expect(moved.json).toEqual({ status: "done" });
    // Saving the same status again changes nothing and records nothing.
    await call(status, "/api/admin/inbox/status", { cookie: staff, body: { submissionId: id, status: "done" } });

    const added = await call(note, "/api/admin/inbox/note", {
      cookie: staff,
      body: { submissionId: id, text: "Fiyat listesi hazırlanıyor." },
    });
    expect(added.json).toMatchObject({ by: "Mehmet Demir", text: "Fiyat listesi hazırlanıyor." });
    const [row] = await db().select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row).toMatchObject({ status: "done", notes: [{ text: "Fiyat listesi hazırlanıyor." }] });

    const audit = await auditOf("form_submission", id);
    expect(audit.map((a) => a.action)).toEqual(["submission.status", "submission.note"]);
    expect(audit[0]).toMatchObject({ before: { status: "new" }, after: { status: "done" } });
    expect(audit[1]!.before).toEqual({ notes: [] });
    expect(audit[0]!.actorId).toBeTruthy();
  });

  it("replies by e-mail to the submitter, records the reply and moves a new submission in progress", async () => {
    const id = await contact("yanit@example.com");
    const res = await call(reply, "/api/admin/inbox/reply", {
      cookie: staff,
      body: { submissionId: id, subject: "Talebiniz hakkında", text: "Merhaba Ayşe Hanım,\n\nFiyat listemiz ektedir." },
    });
    expect(res.status).toBe(200);
    await drainMail();
    const mail = await latestMailTo("yanit@example.com");
    // Signed with the name of the member of staff who wrote it, and the shop's.
    expect(mail).toMatchObject({
      subject: "Talebiniz hakkında",
      text: "Merhaba Ayşe Hanım,\n\nFiyat listemiz ektedir.\n\nMehmet Demir\nLumora",
    });
    const [row] = await db().select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row!.status).toBe("in_progress");
    expect(row!.replies).toEqual([expect.objectContaining({ subject: "Talebiniz hakkında", by: "Mehmet Demir" })]);
    expect((await auditOf("form_submission", id)).map((a) => a.action)).toEqual(["submission.reply"]);
    expect(
      (
        await call(reply, "/api/admin/inbox/reply", {
          cookie: staff,
          body: { submissionId: 999_999, subject: "Konu", text: "Yeterince uzun metin." },
        })
      ).status,
    ).toBe(404);
  });
});

describe("a reply's files", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    const [port] = (await freePorts(1)) as [number];
    smtp = await startSmtp(port);
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    resetMailTransport();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetMailTransport();
    await smtp.close();
  });

  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const file = (name: string, bytes: Buffer) => ({ name, file: bytes.toString("base64") });
  const send = (submissionId: number, attachments: unknown) =>
    call(reply, "/api/admin/inbox/reply", {
      cookie: staff,
      body: {
        submissionId,
        subject: "Fiyat listemiz",
        text: "Merhaba Ayşe Hanım,\n\nFiyat listemiz ve makinenin fotoğrafı ektedir.",
        attachments,
      },
    });

  /** The replies the mail server took for `email` (the submission's acknowledgement went there too). */
  const repliesTo = (email: string) => addressedTo(smtp, email).filter((raw) => raw.includes("Subject: Fiyat listemiz"));

  /** The base64 body of the mail's part named `filename`, decoded. */
  function attachedBytes(raw: string, filename: string) {
    const at = raw.indexOf(`filename=${filename}`);
    if (at < 0) return null;
    const body = raw.slice(raw.indexOf("\r\n\r\n", at) + 4);
    return Buffer.from(body.slice(0, body.indexOf("\r\n--")).replace(/\s/g, ""), "base64");
  }

  it("go with the mail through the mail server, as sent; the thread records who replied and the files' names", async () => {
    const id = await contact("ekli@example.com");
    const res = await send(id, [file("fiyat-listesi.pdf", pdf), file("makine.png", png)]);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ by: "Mehmet Demir", attachments: ["fiyat-listesi.pdf", "makine.png"] });
    await drainMail();
    const [raw] = repliesTo("ekli@example.com");
    expect(raw).toBeDefined();
    expect(raw).toMatch(/Content-Type: application\/pdf; name=fiyat-listesi\.pdf/);
    expect(raw).toMatch(/Content-Type: image\/png; name=makine\.png/);
    expect(attachedBytes(raw!, "fiyat-listesi.pdf")).toEqual(pdf);
    expect(attachedBytes(raw!, "makine.png")).toEqual(png);
    const [row] = await db().select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row!.replies).toEqual([
      expect.objectContaining({ by: "Mehmet Demir", subject: "Fiyat listemiz", attachments: ["fiyat-listesi.pdf", "makine.png"] }),
    ]);
    const shown = await call(detail, "/api/admin/inbox/detail", { cookie: staff, body: { submissionId: id } });
    expect(shown.json.replies[0].attachments).toEqual(["fiyat-listesi.pdf", "makine.png"]);
  });

  it("refuses what is not a PDF or an image, one too large, too many, and a name with NUL or a folder: nothing is sent or kept", async () => {
    const id = await contact("saldiri@example.com");
    const gif = Buffer.from("GIF89a\u0001\u0000\u0001\u0000");
    const script = Buffer.from("<script>alert(1)</script>");
    const cases: [unknown, number, string][] = [
      [[file("resim.gif", gif)], 400, "invalid_file"],
      [[file("fatura.pdf", script)], 400, "invalid_file"],
      [[file("buyuk.pdf", Buffer.concat([pdf, Buffer.alloc(REPLY_FILE_MAX_BYTES)]))], 400, "validation_failed"],
      [[1, 2, 3, 4].map((i) => file(`belge-${i}.pdf`, pdf)), 400, "validation_failed"],
      [[file("fatura\u0000.pdf", pdf)], 400, "validation_failed"],
      [[file("zil\u0007.pdf", pdf)], 400, "validation_failed"],
      [[file("../../etc/passwd.pdf", pdf)], 400, "validation_failed"],
      [[{ name: "bos.pdf", file: "" }], 400, "validation_failed"],
      [[{ name: "bozuk.pdf", file: "%%%" }], 400, "validation_failed"],
    ];
    for (const [attachments, status, code] of cases) {
      const res = await send(id, attachments);
      expect([res.status, res.json.code], JSON.stringify(attachments).slice(0, 80)).toEqual([status, code]);
      expect(typeof res.json.message).toBe("string");
    }
    await drainMail();
    expect(repliesTo("saldiri@example.com")).toEqual([]);
    const [row] = await db().select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row!.replies).toEqual([]);
  });
});

describeAccessAndValidation([
  { path: "/api/admin/inbox", handler: list, valid: {}, invalid: [{ kind: "spam" }, { status: "closed" }, { page: 0 }] },
  {
    path: "/api/admin/inbox/detail",
    handler: detail,
    valid: { submissionId: 1 },
    invalid: [{}, { submissionId: "1" }, { submissionId: -1 }],
  },
  {
    path: "/api/admin/inbox/status",
    handler: status,
    valid: { submissionId: 1, status: "done" },
    invalid: [{ submissionId: 1 }, { submissionId: 1, status: "archived" }],
  },
  {
    path: "/api/admin/inbox/note",
    handler: note,
    valid: { submissionId: 1, text: "Not" },
    invalid: [{ submissionId: 1, text: " " }, { text: "Not" }, { submissionId: 1, text: "NUL \u0000 karakteri" }],
  },
  {
    path: "/api/admin/inbox/reply",
    handler: reply,
    valid: { submissionId: 1, subject: "Konu", text: "Yeterince uzun metin." },
    invalid: [
      { submissionId: 1, subject: "", text: "Yeterince uzun metin." },
      { submissionId: 1, subject: "Konu", text: "kısa" },
      { submissionId: 1, subject: "Konu", text: "x".repeat(10_001) },
      { submissionId: 1, subject: "Konu", text: "Yeterince uzun metin.", attachments: [{ name: "a/b.pdf", file: "JVBERi0=" }] },
      { submissionId: 1, subject: "Konu", text: "Yeterince uzun metin.", attachments: [{ name: "ek.pdf" }] },
    ],
  },
]);
