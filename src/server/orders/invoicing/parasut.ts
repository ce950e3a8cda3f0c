import type { ParasutConfig } from "@/config/parasut";
import { type InvoiceDraft, type InvoiceLine, type InvoiceProvider, InvoiceProviderError, type IssuedInvoice } from "./provider";

type Resource = {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string; type: string } }>;
};
type Token = { access: string; refresh: string; expiresAt: number };
export type ParasutTiming = { requestMs: number; pollMs: number; polls: number };

const defaultTiming: ParasutTiming = { requestMs: 20_000, pollMs: 2_000, polls: 30 };
/** The tokens per account, kept until shortly before they expire; a refresh rotates the refresh token. */
const tokens = new Map<string, Token>();
const paymentTypes = { card: "KREDIKARTI/BANKAKARTI", bank_transfer: "EFT/HAVALE", cash_on_delivery: "KAPIDAODEME" } as const;
const lira = (kurus: number) => Number((kurus / 100).toFixed(4));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Paraşüt's message out of its `{errors: [{title, detail}]}` body, else the status. */
async function failure(res: Response): Promise<InvoiceProviderError> {
  const body = (await res.json().catch(() => null)) as { errors?: { title?: string; detail?: string }[] } | null;
  const message = body?.errors?.map((e) => [e.title, e.detail].filter(Boolean).join(": ")).join("; ") || `HTTP ${res.status}`;
  return new InvoiceProviderError(message, res.status >= 500 || res.status === 429 || res.status === 408);
}

/** Paraşüt API v4 over its documented HTTP protocol (JSON:API, OAuth2 password grant). */
export class ParasutInvoices implements InvoiceProvider {
  constructor(
    private readonly config: ParasutConfig,
    private readonly timing: ParasutTiming = defaultTiming,
  ) {}

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timing.requestMs) });
    } catch (error) {
      throw new InvoiceProviderError(`Paraşüt yanıt vermedi (${(error as Error).name})`, true);
    }
  }

  private async token(): Promise<string> {
    const key = `${this.config.baseUrl} ${this.config.clientId} ${this.config.username}`;
    const kept = tokens.get(key);
    if (kept && kept.expiresAt > Date.now()) return kept.access;
    const { clientId, clientSecret, username, password } = this.config;
    const grant: Record<string, string> = kept
      ? { grant_type: "refresh_token", refresh_token: kept.refresh }
      : { grant_type: "password", username, password, redirect_uri: "urn:ietf:wg:oauth:2.0:oob" };
    const res = await this.send(`${this.config.baseUrl}/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...grant }),
    });
    if (!res.ok) {
      tokens.delete(key);
      if (kept) return this.token();
      throw await failure(res);
    }
    const body = (await res.json()) as { access_token: string; refresh_token: string; expires_in: number };
    tokens.set(key, { access: body.access_token, refresh: body.refresh_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 });
    return body.access_token;
  }

  private async call(method: string, path: string, body?: object): Promise<{ status: number; data?: Resource | Resource[] }> {
    const res = await this.send(`${this.config.baseUrl}/v4/${this.config.companyId}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.token()}`,
        "content-type": "application/vnd.api+json",
        accept: "application/vnd.api+json",
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw await failure(res);
    if (res.status === 204) return { status: 204 };
    return { status: res.status, ...((await res.json()) as { data: Resource | Resource[] }) };
  }

  private async one(method: string, path: string, body?: object): Promise<Resource> {
    return (await this.call(method, path, body)).data as Resource;
  }

  private async contact(draft: InvoiceDraft): Promise<string> {
    const { buyer } = draft;
    const found = (await this.call("GET", `/contacts?filter[tax_number]=${encodeURIComponent(buyer.taxNumber)}`)).data as Resource[];
    if (found[0]) return found[0].id;
    const attributes = {
      name: buyer.name,
      account_type: "customer",
      contact_type: buyer.kind,
      tax_number: buyer.taxNumber,
      tax_office: buyer.taxOffice,
      email: buyer.email,
      phone: buyer.phone,
      city: buyer.city,
      district: buyer.district,
      address: buyer.address,
    };
    return (await this.one("POST", "/contacts", { data: { type: "contacts", attributes } })).id;
  }

  private async salesInvoice(draft: InvoiceDraft, contactId: string, itemType: "invoice" | "refund"): Promise<string> {
    const detail = (line: InvoiceLine) => ({
      type: "sales_invoice_details",
      attributes: {
        quantity: line.quantity,
        unit_price: lira(line.unitNet),
        vat_rate: line.vatRate,
        description: line.description,
        ...(line.discountNet > 0 ? { discount_type: "amount", discount_value: lira(line.discountNet) } : {}),
      },
    });
    const attributes = {
      item_type: itemType,
      issue_date: draft.sale.shippedOn,
      currency: "TRL",
      order_no: draft.orderNumber,
      order_date: draft.orderDate,
      description: draft.orderNumber,
    };
    const relationships = { contact: { data: { id: contactId, type: "contacts" } }, details: { data: draft.lines.map(detail) } };
    return (await this.one("POST", "/sales_invoices", { data: { type: "sales_invoices", attributes, relationships } })).id;
  }

  /** Polls a trackable job until it is done; its errors are the integrator's refusal. */
  private async finish(jobId: string): Promise<void> {
    for (let poll = 0; poll < this.timing.polls; poll++) {
      const job = await this.one("GET", `/trackable_jobs/${jobId}`);
      if (job.attributes.status === "done") return;
      if (job.attributes.status === "error") throw new InvoiceProviderError(((job.attributes.errors as string[]) ?? []).join("; "), false);
      await sleep(this.timing.pollMs);
    }
    throw new InvoiceProviderError("Paraşüt belgeyi zamanında resmileştirmedi", true);
  }

  /** The PDF of the invoice's active e-document: its address is given once ready (204 before) and lives an hour. */
  private async pdf(kind: string, documentId: string): Promise<Uint8Array> {
    for (let poll = 0; poll < this.timing.polls; poll++) {
      const answer = await this.call("GET", `/${kind}s/${documentId}/pdf`);
      const url = (answer.data as Resource | undefined)?.attributes.url;
      if (typeof url === "string") {
        const file = await this.send(url, { method: "GET" });
        if (!file.ok) throw await failure(file);
        return new Uint8Array(await file.arrayBuffer());
      }
      await sleep(this.timing.pollMs);
    }
    throw new InvoiceProviderError("Paraşüt faturanın PDF'ini hazırlamadı", true);
  }

  private async formalise(draft: InvoiceDraft, invoiceId: string): Promise<void> {
    const inboxes = (await this.call("GET", `/e_invoice_inboxes?filter[vkn]=${encodeURIComponent(draft.buyer.taxNumber)}`))
      .data as Resource[];
    const inbox = inboxes[0]?.attributes.e_invoice_address;
    const sale = draft.sale;
    const job = inbox
      ? await this.one("POST", "/e_invoices", {
          data: {
            type: "e_invoices",
            attributes: { scenario: "basic", to: inbox },
            relationships: { invoice: { data: { id: invoiceId, type: "sales_invoices" } } },
          },
        })
      : await this.one("POST", "/e_archives", {
          data: {
            type: "e_archives",
            attributes: {
              internet_sale: {
                url: sale.url,
                payment_type: paymentTypes[sale.paymentType],
                payment_platform: sale.platform,
                payment_date: sale.paymentDate,
              },
            },
            relationships: { sales_invoice: { data: { id: invoiceId, type: "sales_invoices" } } },
          },
        });
    await this.finish(job.id);
  }

  async issue(draft: InvoiceDraft): Promise<IssuedInvoice> {
    const invoiceId = await this.salesInvoice(draft, await this.contact(draft), "invoice");
    await this.formalise(draft, invoiceId);
    const invoice = await this.one("GET", `/sales_invoices/${invoiceId}?include=active_e_document`);
    const active = invoice.relationships?.active_e_document?.data;
    if (!active) throw new InvoiceProviderError("Paraşüt e-belgeyi göstermedi", true);
    const kind = active.type === "e_invoices" ? "e_invoice" : "e_archive";
    return {
      kind,
      ref: invoiceId,
      number: String(invoice.attributes.invoice_no ?? draft.orderNumber),
      pdf: await this.pdf(kind, active.id),
    };
  }

  async undo(ref: string, draft: InvoiceDraft): Promise<"cancelled" | "returned"> {
    const invoice = await this.one("GET", `/sales_invoices/${ref}?include=active_e_document`);
    const active = invoice.relationships?.active_e_document?.data;
    if (active?.type === "e_archives") {
      const archive = await this.one("GET", `/e_archives/${active.id}`);
      const until = archive.attributes.cancellable_until;
      if (typeof until === "string" && new Date(until).getTime() > Date.now()) {
        await this.call("DELETE", `/sales_invoices/${ref}/cancel`);
        return "cancelled";
      }
    }
    const refundId = await this.salesInvoice(draft, await this.contact(draft), "refund");
    await this.formalise(draft, refundId);
    return "returned";
  }
}
