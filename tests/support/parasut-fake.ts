/**
 * A local Paraşüt API v4, written from its public documentation (apidocs.parasut.com): the OAuth2 token endpoint
 * (password and refresh grants, form-encoded), contacts, sales invoices with their active e-document and cancel,
 * e-invoice inboxes, e-Arşiv and e-Fatura formalisation answered with trackable jobs that run pending -> running ->
 * done over polls, and the e-document PDF (204 until ready, then a one-hour address). It listens on loopback only.
 * `refuse` answers the next formalisation with 422 and Paraşüt's error body; `hang` leaves the next one unanswered.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { PDFDocument } from "pdf-lib";

type Doc = { id: string; type: "e_archives" | "e_invoices"; invoiceId: string; pdfPolls: number; cancellableUntil: string };
type Invoice = {
  id: string;
  attributes: Record<string, unknown>;
  contactId: string;
  details: unknown[];
  document?: Doc;
  cancelled: boolean;
};
type Json = Record<string, unknown>;

export class ParasutFake {
  readonly credentials = {
    clientId: "cid",
    clientSecret: "secret",
    username: "muhasebe@example.com",
    password: "parola",
    companyId: "115",
  };
  /** VKN/TCKN -> the e-Fatura alias of a registered buyer. */
  readonly inboxes = new Map<string, string>();
  readonly contacts: { id: string; attributes: Json }[] = [];
  readonly invoices: Invoice[] = [];
  readonly tokensIssued: string[] = [];
  readonly formalised: { type: string; attributes: Json }[] = [];
  refuse: string | null = null;
  hang = 0;
  private jobs = new Map<string, { polls: number; docId: string }>();
  private docs = new Map<string, Doc>();
  private live = new Set<string>();
  private seq = 100;
  private server?: http.Server;
  url = "";

  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  stop = () => new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));

  /** The environment that points the shop at this fake. */
  env(): Record<string, string> {
    const c = this.credentials;
    return {
      PARASUT_CLIENT_ID: c.clientId,
      PARASUT_CLIENT_SECRET: c.clientSecret,
      PARASUT_USERNAME: c.username,
      PARASUT_PASSWORD: c.password,
      PARASUT_COMPANY_ID: c.companyId,
      PARASUT_URL: this.url,
    };
  }

  private next = () => String(++this.seq);

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    const url = new URL(req.url ?? "/", this.url);
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { "content-type": "application/vnd.api+json" });
      res.end(body === undefined ? "" : JSON.stringify(body));
    };
    const errors = (status: number, title: string, detail: string) => send(status, { errors: [{ title, detail }] });
    if (url.pathname === "/oauth/token") return this.token(new URLSearchParams(raw || url.search), send, errors);
    if (url.pathname.startsWith("/pdf/")) return this.file(res);
    const bearer = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!this.live.has(bearer)) return errors(401, "Unauthorized", "Geçersiz erişim anahtarı");
    const prefix = `/v4/${this.credentials.companyId}/`;
    if (!url.pathname.startsWith(prefix)) return errors(404, "Not Found", "Firma bulunamadı");
    const path = url.pathname.slice(prefix.length).split("/");
    const body = raw ? (JSON.parse(raw) as { data: { attributes: Json; relationships: Record<string, { data: never }> } }).data : undefined;
    const route = `${req.method} ${path[0]}${path[1] ? "/:id" : ""}${path[2] ? `/${path[2]}` : ""}`;
    switch (route) {
      case "GET contacts":
        return send(200, {
          data: this.contacts.filter((c) => c.attributes.tax_number === url.searchParams.get("filter[tax_number]")).map(this.contactOut),
        });
      case "POST contacts": {
        if (!body?.attributes.name || !body.attributes.account_type) return errors(422, "Unprocessable Entity", "Ad boş bırakılamaz");
        const contact = { id: this.next(), attributes: body.attributes };
        this.contacts.push(contact);
        return send(201, { data: this.contactOut(contact) });
      }
      case "POST sales_invoices": {
        const invoice: Invoice = {
          id: this.next(),
          attributes: { ...body!.attributes, invoice_no: `LMR2026${String(this.seq).padStart(9, "0")}` },
          contactId: (body!.relationships.contact!.data as { id: string }).id,
          details: body!.relationships.details!.data as unknown[],
          cancelled: false,
        };
        this.invoices.push(invoice);
        return send(201, { data: this.invoiceOut(invoice) });
      }
      case "GET sales_invoices/:id": {
        const invoice = this.invoices.find((i) => i.id === path[1]);
        return invoice ? send(200, { data: this.invoiceOut(invoice) }) : errors(404, "Not Found", "Fatura bulunamadı");
      }
      case "DELETE sales_invoices/:id/cancel": {
        const invoice = this.invoices.find((i) => i.id === path[1]);
        if (!invoice) return errors(404, "Not Found", "Fatura bulunamadı");
        invoice.cancelled = true;
        return send(200, { data: this.invoiceOut(invoice) });
      }
      case "GET e_invoice_inboxes": {
        const vkn = url.searchParams.get("filter[vkn]") ?? "";
        const alias = this.inboxes.get(vkn);
        return send(200, {
          data: alias
            ? [{ id: this.next(), type: "e_invoice_inboxes", attributes: { vkn, e_invoice_address: alias, inbox_type: "PK" } }]
            : [],
        });
      }
      case "POST e_archives":
      case "POST e_invoices":
        return this.formalise(path[0] as Doc["type"], body!, send, errors);
      case "GET trackable_jobs/:id": {
        const job = this.jobs.get(path[1]!);
        if (!job) return errors(404, "Not Found", "İş bulunamadı");
        job.polls++;
        const status = job.polls === 1 ? "pending" : job.polls === 2 ? "running" : "done";
        return send(200, { data: { id: path[1], type: "trackable_jobs", attributes: { status, errors: [] } } });
      }
      case "GET e_archives/:id": {
        const doc = this.docs.get(path[1]!);
        return doc
          ? send(200, { data: { id: doc.id, type: doc.type, attributes: { cancellable_until: doc.cancellableUntil } } })
          : errors(404, "Not Found", "Belge yok");
      }
      case "GET e_archives/:id/pdf":
      case "GET e_invoices/:id/pdf": {
        const doc = this.docs.get(path[1]!);
        if (!doc) return errors(404, "Not Found", "Belge yok");
        if (doc.pdfPolls++ === 0) return send(204);
        const expires = new Date(Date.now() + 3600_000).toISOString();
        return send(200, {
          data: { id: doc.id, type: "e_document_pdfs", attributes: { url: `${this.url}/pdf/${doc.id}`, expires_at: expires } },
        });
      }
      default:
        return errors(404, "Not Found", route);
    }
  }

  private token(form: URLSearchParams, send: (s: number, b?: unknown) => void, errors: (s: number, t: string, d: string) => void) {
    const c = this.credentials;
    if (form.get("client_id") !== c.clientId || form.get("client_secret") !== c.clientSecret)
      return errors(401, "invalid_client", "İstemci tanınmadı");
    const grant = form.get("grant_type");
    if (grant === "password" && (form.get("username") !== c.username || form.get("password") !== c.password))
      return errors(401, "invalid_grant", "Kullanıcı adı veya şifre hatalı");
    if (grant !== "password" && grant !== "refresh_token") return errors(400, "unsupported_grant_type", String(grant));
    const access = `at-${this.next()}`;
    this.live.add(access);
    this.tokensIssued.push(grant);
    send(200, {
      access_token: access,
      token_type: "bearer",
      expires_in: 7200,
      refresh_token: `rt-${this.seq}`,
      created_at: Math.floor(Date.now() / 1000),
    });
  }

  private formalise(
    type: Doc["type"],
    body: { attributes: Json; relationships: Record<string, { data: never }> },
    send: (s: number, b?: unknown) => void,
    errors: (s: number, t: string, d: string) => void,
  ) {
    if (this.hang > 0) {
      this.hang--;
      return;
    }
    if (this.refuse) {
      const detail = this.refuse;
      this.refuse = null;
      return errors(422, "Unprocessable Entity", detail);
    }
    const key = type === "e_archives" ? "sales_invoice" : "invoice";
    const invoice = this.invoices.find((i) => i.id === (body.relationships[key]?.data as { id?: string } | undefined)?.id);
    if (!invoice) return errors(422, "Unprocessable Entity", "Fatura ilişkisi eksik");
    this.formalised.push({ type, attributes: body.attributes });
    const doc: Doc = {
      id: this.next(),
      type,
      invoiceId: invoice.id,
      pdfPolls: 0,
      cancellableUntil: new Date(Date.now() + 7 * 86400_000).toISOString(),
    };
    this.docs.set(doc.id, doc);
    invoice.document = doc;
    const jobId = this.next();
    this.jobs.set(jobId, { polls: 0, docId: doc.id });
    send(201, { data: { id: jobId, type: "trackable_jobs", attributes: { status: "pending" } } });
  }

  /** Ages every e-Arşiv past its cancellation window. */
  closeCancellationWindows() {
    for (const doc of this.docs.values()) doc.cancellableUntil = new Date(Date.now() - 1000).toISOString();
  }

  private async file(res: http.ServerResponse) {
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 200]).drawText("e-Arsiv Fatura");
    res.writeHead(200, { "content-type": "application/pdf" });
    res.end(Buffer.from(await pdf.save()));
  }

  private contactOut = (c: { id: string; attributes: Json }) => ({ id: c.id, type: "contacts", attributes: c.attributes });

  private invoiceOut = (i: Invoice) => ({
    id: i.id,
    type: "sales_invoices",
    attributes: { ...i.attributes, item_type: i.cancelled ? "cancelled" : i.attributes.item_type },
    relationships: {
      contact: { data: { id: i.contactId, type: "contacts" } },
      active_e_document: { data: i.document ? { id: i.document.id, type: i.document.type } : null },
    },
  });
}
