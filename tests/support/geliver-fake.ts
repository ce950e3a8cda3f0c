/**
 * A local stand-in for Geliver's REST API (api.geliver.io/api/v1, as its public docs and official SDK describe it),
 * for tests without the internet. It checks the Bearer token on every call and answers in Geliver's envelope
 * (`{result, data}`, or `{result: false, message, code}` on an error): shipments created with their offers, an
 * offer accepted into a label and tracking number, the label's PDF, the shipment read back (a test shipment moves
 * one tracking step on each read, as Geliver's test mode does) and cancelled before pickup. It listens on loopback.
 * Outside Geliver's API, `POST /test/parcels/{tracking number}` with `{status}` sets a parcel's tracking status, for
 * a test in another process (the end-to-end servers' fake, ./geliver-fake-server.ts) to play the carrier.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { PDFDocument, StandardFonts } from "pdf-lib";

export const FAKE_GELIVER_TOKEN = "fake-geliver-token";
export const FAKE_GELIVER_SENDER = "fake-sender-address";

/** The tracking steps of a parcel, as Geliver's test mode walks them. */
const STEPS = ["PRE_TRANSIT", "TRANSIT", "DELIVERED"] as const;

// biome-ignore lint/suspicious/noExplicitAny: the fake reads Geliver's request bodies field by field, as Geliver would
type Body = Record<string, any>;
type FakeShipment = {
  id: string;
  test: boolean;
  request: Body;
  offers: { id: string; amount: string; providerCode: string; providerServiceCode: string }[];
  accepted?: string;
  trackingNumber?: string;
  step: number;
  cancelled: boolean;
};

/** A refusal the next matching call answers with: the HTTP status and Geliver's message. */
export type FakeFailure = { on: "create" | "accept" | "cancel" | "get"; status: number; message: string; code?: string };

export class FakeGeliver {
  private server?: http.Server;
  baseUrl = "";
  readonly shipments = new Map<string, FakeShipment>();
  /** Every call the fake took: method, path and whether its token was right. */
  readonly calls: { method: string; path: string; authorized: boolean }[] = [];
  failure?: FakeFailure;

  async start(port = 0): Promise<string> {
    const server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    this.server = server;
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  env() {
    return {
      GELIVER_API_TOKEN: FAKE_GELIVER_TOKEN,
      GELIVER_SENDER_ADDRESS_ID: FAKE_GELIVER_SENDER,
      GELIVER_API_URL: `${this.baseUrl}/api/v1`,
      GELIVER_TEST: "1",
    };
  }

  /** The shipment made for an order number. */
  byOrder(orderNumber: string) {
    return [...this.shipments.values()].find((s) => s.request.order?.orderNumber === orderNumber);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", this.baseUrl);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const authorized = req.headers.authorization === `Bearer ${FAKE_GELIVER_TOKEN}`;
    this.calls.push({ method: req.method ?? "", path: url.pathname, authorized });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const refuse = (status: number, message: string, code = "BAD_REQUEST") => send(status, { result: false, message, code });

    const label = url.pathname.match(/^\/labels\/([\w-]+)\.pdf$/);
    if (label && req.method === "GET") return this.sendLabel(res, label[1]!);
    const played = url.pathname.match(/^\/test\/parcels\/(\w+)$/);
    if (played && req.method === "POST") return this.play(played[1]!, raw, send, refuse);
    if (!authorized) return refuse(401, "Yetkisiz erişim", "UNAUTHORIZED");
    let body: Body = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return refuse(400, "Geçersiz JSON");
    }
    const failure = (on: FakeFailure["on"]) => {
      if (this.failure?.on !== on) return false;
      const { status, message, code } = this.failure;
      this.failure = undefined;
      refuse(status, message, code);
      return true;
    };
    const one = url.pathname.match(/^\/api\/v1\/shipments\/([\w-]+)$/);
    if (url.pathname === "/api/v1/shipments" && req.method === "POST") return failure("create") || this.create(body, send, refuse);
    if (url.pathname === "/api/v1/transactions" && req.method === "POST") return failure("accept") || this.accept(body, send, refuse);
    if (one && req.method === "GET") return failure("get") || this.read(one[1]!, send, refuse);
    if (one && req.method === "DELETE") return failure("cancel") || this.cancel(one[1]!, send, refuse);
    refuse(404, "Bulunamadı", "NOT_FOUND");
  }

  private view(s: FakeShipment) {
    const offers = s.offers.map((o) => ({ ...o, currency: "TRY", isAccepted: o.id === s.accepted }));
    const cheapest = [...offers].sort((a, b) => Number(a.amount) - Number(b.amount))[0];
    const bought = s.accepted !== undefined;
    return {
      id: s.id,
      test: s.test,
      desi: String(
        Math.max((Number(s.request.length) * Number(s.request.width) * Number(s.request.height)) / 3000, Number(s.request.weight)),
      ),
      offers: { percentageCompleted: 100, cheapest, list: offers },
      acceptedOfferID: s.accepted,
      providerCode: bought ? offers.find((o) => o.isAccepted)?.providerCode : undefined,
      trackingNumber: s.trackingNumber,
      barcode: s.trackingNumber,
      labelURL: bought ? `${this.baseUrl}/labels/${s.id}.pdf` : undefined,
      trackingUrl: bought ? `https://geliver.io/takip/${s.trackingNumber}` : undefined,
      trackingStatus: bought ? { trackingStatusCode: s.cancelled ? "CANCELLED" : STEPS[s.step] } : undefined,
      statusCode: s.cancelled ? "CANCELLED" : undefined,
    };
  }

  private create(body: Body, send: (s: number, b: unknown) => void, refuse: (s: number, m: string) => void) {
    if (body.senderAddressID !== FAKE_GELIVER_SENDER) return refuse(400, "Gönderici adresi bulunamadı");
    const recipient = body.recipientAddress;
    if (!recipient?.phone || !recipient.cityName || !recipient.districtName || !recipient.name) return refuse(400, "Alıcı adresi eksik");
    for (const k of ["length", "width", "height", "weight"])
      if (typeof body[k] !== "string" || !(Number(body[k]) > 0)) return refuse(400, `Geçersiz paket ölçüsü: ${k}`);
    const id = randomUUID();
    const desi = Math.max((Number(body.length) * Number(body.width) * Number(body.height)) / 3000, Number(body.weight));
    const price = (base: number) => (base + desi * 9.5).toFixed(2);
    const shipment: FakeShipment = {
      id,
      test: body.test === true,
      request: body,
      offers: [
        { id: randomUUID(), amount: price(95), providerCode: "YURTICI", providerServiceCode: "YURTICI_STANDART" },
        { id: randomUUID(), amount: price(82), providerCode: "SURAT", providerServiceCode: "SURAT_STANDART" },
        { id: randomUUID(), amount: price(110), providerCode: "MNG", providerServiceCode: "MNG_STANDART" },
      ],
      step: 0,
      cancelled: false,
    };
    this.shipments.set(id, shipment);
    send(200, { result: true, data: this.view(shipment) });
  }

  private accept(body: Body, send: (s: number, b: unknown) => void, refuse: (s: number, m: string) => void) {
    const shipment = [...this.shipments.values()].find((s) => s.offers.some((o) => o.id === body.offerID));
    if (!shipment) return refuse(404, "Teklif bulunamadı");
    if (shipment.accepted) return refuse(400, "Bu gönderi için teklif zaten kabul edildi");
    shipment.accepted = body.offerID;
    shipment.trackingNumber = String(Date.now()).slice(-10) + String(this.shipments.size).padStart(3, "0");
    send(200, { result: true, data: { id: randomUUID(), isPayed: true, shipment: this.view(shipment) } });
  }

  private read(id: string, send: (s: number, b: unknown) => void, refuse: (s: number, m: string) => void) {
    const shipment = this.shipments.get(id);
    if (!shipment) return refuse(404, "Gönderi bulunamadı");
    if (shipment.test && shipment.accepted && !shipment.cancelled) shipment.step = Math.min(shipment.step + 1, STEPS.length - 1);
    send(200, { result: true, data: this.view(shipment) });
  }

  private cancel(id: string, send: (s: number, b: unknown) => void, refuse: (s: number, m: string) => void) {
    const shipment = this.shipments.get(id);
    if (!shipment) return refuse(404, "Gönderi bulunamadı");
    if (shipment.step > 0) return refuse(400, "Kargo firması paketi teslim aldığı için gönderi iptal edilemez");
    shipment.cancelled = true;
    send(200, { result: true, data: this.view(shipment) });
  }

  /** The carrier's move, played by a test: the parcel of this tracking number gets this tracking status. */
  private play(trackingNumber: string, raw: string, send: (s: number, b: unknown) => void, refuse: (s: number, m: string) => void) {
    const shipment = [...this.shipments.values()].find((s) => s.trackingNumber === trackingNumber);
    let status: unknown;
    try {
      status = JSON.parse(raw).status;
    } catch {}
    const step = STEPS.indexOf(status as (typeof STEPS)[number]);
    if (!shipment || step < 0) return refuse(404, "Gönderi ya da durum bulunamadı");
    shipment.step = step;
    send(200, { result: true, data: this.view(shipment) });
  }

  private async sendLabel(res: http.ServerResponse, id: string) {
    const shipment = this.shipments.get(id);
    if (!shipment?.accepted) {
      res.writeHead(404).end();
      return;
    }
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage([283, 425]).drawText(`GELIVER ${shipment.trackingNumber}`, { x: 20, y: 380, size: 14, font });
    res.writeHead(200, { "content-type": "application/pdf" });
    res.end(Buffer.from(await pdf.save()));
  }
}
