/**
 * A local stand-in for iyzico that speaks the protocol the shop uses, for tests without the internet: it checks
 * the SDK's IYZWSv2 authorization on every call, answers the checkout form, installment, cancel and refund calls
 * with iyzico's signatures, serves a payment page that posts the shopper back to the shop's callback, and sends
 * signed webhooks. It listens on loopback only.
 */
import { randomInt, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  authorizationV2,
  responseSignature,
  type SignedAnswer,
  type WebhookEvent,
  webhookSignatureV3,
} from "@/server/orders/payments/iyzico/signature";

/** The integration tests' ports for it (the projects run side by side; each file takes the first free one). */
export const FAKE_IYZICO_PORTS = [3514, 3515, 3516, 3517, 3518];

export const FAKE_IYZICO_KEYS = { apiKey: "sandbox-fake-api-key", secretKey: "sandbox-fake-secret-key" };

/** The sandbox's test cards (iyzico's README): which family each belongs to, and the ones that are declined. */
const CARDS: Record<string, { family: string; association: string } | { declined: string }> = {
  "5528790000000008": { family: "Paraf", association: "MASTER_CARD" },
  "4729150000000005": { family: "Bonus", association: "VISA" },
  "5400360000000003": { family: "Bonus", association: "MASTER_CARD" },
  "4543590000000006": { family: "Maximum", association: "VISA" },
  "5451030000000000": { family: "World", association: "MASTER_CARD" },
  "4111111111111129": { declined: "Kartınızın limiti yetersiz." },
};
const FAMILIES = ["Axess", "Bonus", "CardFinans", "Maximum", "Paraf", "World"];
/** The surcharge (vade farkı) of each installment count, in percent of the price. */
const SURCHARGE: Record<number, number> = { 1: 0, 2: 2.5, 3: 4, 6: 7.5, 9: 11, 12: 14 };

// biome-ignore lint/suspicious/noExplicitAny: the fake reads iyzico's request bodies field by field, as iyzico would
type Body = Record<string, any>;

const toKurus = (decimal: string | number) => Math.round(Number(decimal) * 100);
const toDecimal = (kurus: number) => Number((kurus / 100).toFixed(2));

type Session = {
  token: string;
  request: Body;
  result?: { ok: true; installment: number; family: string; association: string; paymentId: string } | { ok: false; message: string };
};

export type Tampering = {
  /** Sign answers with another key (an answer forged without our secret). */
  signWith?: string;
  /** Answer this price (lira, as iyzico writes it) for a retrieved payment (and sign it). */
  price?: string;
};

export class FakeIyzico {
  readonly sessions = new Map<string, Session>();
  readonly calls: { path: string; authorized: boolean }[] = [];
  readonly refunds: { paymentId: string; price: string }[] = [];
  readonly cancels: string[] = [];
  tamper: Tampering = {};
  private server?: http.Server;
  baseUrl = "";

  constructor(readonly keys = FAKE_IYZICO_KEYS) {}

  /** Listens on the first free port of `ports` (the test's own range). */
  async start(ports: number[]): Promise<string> {
    for (const port of ports) {
      const server = http.createServer((req, res) => void this.handle(req, res));
      const ok = await new Promise<boolean>((resolve) => {
        server.once("error", () => resolve(false));
        server.listen(port, "127.0.0.1", () => resolve(true));
      });
      if (ok) {
        this.server = server;
        this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        return this.baseUrl;
      }
    }
    throw new Error(`no free port for the fake iyzico in ${ports.join(", ")}`);
  }

  stop() {
    return new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The variables that point the shop at this server. */
  env() {
    return { IYZIPAY_API_KEY: this.keys.apiKey, IYZIPAY_SECRET_KEY: this.keys.secretKey, IYZIPAY_URI: this.baseUrl };
  }

  /** What the shopper does on the payment page, without a browser: pays with a card in some installments, or is declined. */
  pay(token: string, card = "4729150000000005", installment = 1) {
    const session = this.sessions.get(token);
    if (!session) throw new Error(`unknown token ${token}`);
    const known = CARDS[card];
    if (!known || "declined" in known) {
      session.result = { ok: false, message: known && "declined" in known ? known.declined : "Kart numarası geçersiz." };
    } else {
      session.result = {
        ok: true,
        installment,
        family: known.family,
        association: known.association,
        paymentId: String(randomInt(10_000_000, 99_999_999)),
      };
    }
    return session;
  }

  /** A webhook as iyzico sends it for a hosted-form payment, with its X-IYZ-SIGNATURE-V3 header. */
  webhookFor(token: string, secretKey = this.keys.secretKey) {
    const session = this.sessions.get(token)!;
    const paid = session.result?.ok ? session.result : null;
    const body = {
      paymentConversationId: String(session.request.conversationId),
      merchantId: 12345,
      token,
      status: paid ? "SUCCESS" : "FAILURE",
      iyziReferenceCode: randomUUID(),
      iyziEventType: "CHECKOUT_FORM_AUTH",
      iyziEventTime: Date.now(),
      iyziPaymentId: paid ? Number(paid.paymentId) : 0,
    };
    return { body, signature: webhookSignatureV3(secretKey, body as WebhookEvent) };
  }

  /** Posts the webhook to the shop, as iyzico would. */
  async sendWebhook(shopBaseUrl: string, token: string) {
    const { body, signature } = this.webhookFor(token);
    return fetch(`${shopBaseUrl}/api/payments/iyzico/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-iyz-signature-v3": signature },
      body: JSON.stringify(body),
    });
  }

  private signed(kind: SignedAnswer, answer: Record<string, unknown>) {
    return { ...answer, signature: responseSignature(this.tamper.signWith ?? this.keys.secretKey, kind, answer) };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", this.baseUrl);
    const send = (status: number, body: unknown, type = "application/json") => {
      res.writeHead(status, { "content-type": type });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (url.pathname === "/health") return send(200, { ok: true });
    const page = url.pathname.match(/^\/odeme\/([\w-]+)$/);
    if (page) return this.paymentPage(req.method ?? "GET", page[1]!, raw, send);

    const rnd = String(req.headers["x-iyzi-rnd"] ?? "");
    const authorized = req.headers.authorization === authorizationV2(this.keys.apiKey, this.keys.secretKey, rnd, url.pathname, raw);
    this.calls.push({ path: url.pathname, authorized });
    if (!authorized) return send(200, { status: "failure", errorCode: "1000", errorMessage: "Geçersiz imza", systemTime: Date.now() });
    const body = JSON.parse(raw || "{}") as Body;
    switch (url.pathname) {
      case "/payment/iyzipos/checkoutform/initialize/auth/ecom":
        return send(200, this.initialize(body));
      case "/payment/iyzipos/checkoutform/auth/ecom/detail":
        return send(200, this.retrieve(body));
      case "/payment/iyzipos/installment":
        return send(200, this.installments(body));
      case "/payment/cancel":
        this.cancels.push(String(body.paymentId));
        return send(200, {
          status: "success",
          locale: "tr",
          conversationId: body.conversationId,
          paymentId: body.paymentId,
          currency: "TRY",
        });
      case "/v2/payment/refund":
        this.refunds.push({ paymentId: String(body.paymentId), price: String(body.price) });
        return send(
          200,
          this.signed("refundV2", {
            status: "success",
            locale: "tr",
            conversationId: body.conversationId,
            paymentId: body.paymentId,
            price: Number(body.price),
            currency: "TRY",
          }),
        );
      default:
        return send(404, { status: "failure", errorCode: "404", errorMessage: "Bulunamadı" });
    }
  }

  private initialize(body: Body) {
    const items = (body.basketItems ?? []) as { price: string }[];
    const sum = items.reduce((a, i) => a + toKurus(i.price), 0);
    if (sum !== toKurus(body.price) || items.some((i) => toKurus(i.price) <= 0)) {
      return { status: "failure", errorCode: "5006", errorMessage: "Sepet tutarı ile ödeme tutarı eşleşmiyor." };
    }
    if (!body.buyer?.identityNumber || !body.callbackUrl) return { status: "failure", errorCode: "5004", errorMessage: "Eksik alan." };
    const token = randomUUID();
    this.sessions.set(token, { token, request: body });
    return this.signed("checkoutFormInitialize", {
      status: "success",
      locale: "tr",
      conversationId: body.conversationId,
      token,
      tokenExpireTime: 1800,
      paymentPageUrl: `${this.baseUrl}/odeme/${token}`,
    });
  }

  private retrieve(body: Body) {
    const session = this.sessions.get(String(body.token));
    if (!session) return { status: "failure", errorCode: "5110", errorMessage: "Token bulunamadı.", token: body.token };
    const request = session.request;
    const result = session.result;
    if (!result?.ok) {
      return {
        status: "failure",
        errorCode: result ? "10051" : "5111",
        errorMessage: result ? result.message : "Ödeme tamamlanmadı.",
        paymentStatus: "FAILURE",
        token: session.token,
        conversationId: request.conversationId,
      };
    }
    const price = this.tamper.price ?? request.price;
    const paidPrice = toDecimal(Math.round(toKurus(price) * (1 + SURCHARGE[result.installment]! / 100)));
    return this.signed("checkoutFormRetrieve", {
      status: "success",
      locale: "tr",
      paymentStatus: "SUCCESS",
      fraudStatus: 1,
      paymentId: result.paymentId,
      price: Number(price),
      paidPrice,
      currency: "TRY",
      installment: result.installment,
      basketId: request.basketId,
      conversationId: request.conversationId,
      token: session.token,
      cardType: "CREDIT_CARD",
      cardAssociation: result.association,
      cardFamily: result.family,
      lastFourDigits: "0005",
      itemTransactions: (request.basketItems as { id: string; price: string }[]).map((i) => ({
        itemId: i.id,
        paymentTransactionId: String(randomInt(10_000_000, 99_999_999)),
        price: Number(i.price),
        paidPrice: Number(i.price),
      })),
    });
  }

  private installments(body: Body) {
    const price = toKurus(body.price);
    return {
      status: "success",
      locale: "tr",
      conversationId: body.conversationId,
      installmentDetails: FAMILIES.map((family, i) => ({
        binNumber: `5${String(i).padStart(5, "0")}`,
        price: Number(body.price),
        cardType: "CREDIT_CARD",
        cardAssociation: "MASTER_CARD",
        cardFamilyName: family,
        force3ds: 1,
        bankCode: 10 + i,
        bankName: `${family} Bankası`,
        installmentPrices: Object.entries(SURCHARGE).map(([count, pct]) => {
          const total = Math.round(price * (1 + pct / 100));
          return {
            installmentNumber: Number(count),
            totalPrice: toDecimal(total),
            installmentPrice: toDecimal(Math.round(total / Number(count))),
          };
        }),
      })),
    };
  }

  /** The hosted payment page: card number and installments; its form posts here, then the browser goes back to the shop. */
  private paymentPage(method: string, token: string, raw: string, send: (s: number, b: unknown, t?: string) => void) {
    const session = this.sessions.get(token);
    if (!session) return send(404, "<!doctype html><title>Yok</title><p>Ödeme oturumu bulunamadı.</p>", "text/html; charset=utf-8");
    if (method === "POST") {
      const form = new URLSearchParams(raw);
      this.pay(token, (form.get("card") ?? "").replace(/\s/g, ""), Number(form.get("installment") ?? 1));
      const back = String(session.request.callbackUrl).replace(/"/g, "&quot;");
      return send(
        200,
        `<!doctype html><html lang="tr"><title>Yönlendiriliyor</title><body><form method="post" action="${back}"><input type="hidden" name="token" value="${token}"><button>Mağazaya dön</button></form><script>document.forms[0].submit()</script></body></html>`,
        "text/html; charset=utf-8",
      );
    }
    const options = ((session.request.enabledInstallments as number[] | undefined) ?? [1])
      .map((n) => `<option value="${n}">${n === 1 ? "Tek çekim" : `${n} taksit`}</option>`)
      .join("");
    return send(
      200,
      `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>iyzico ile Öde</title></head><body><main><h1>iyzico ile Öde</h1><p>Tutar: ${session.request.price} TL</p><form method="post"><label>Kart numarası <input name="card" inputmode="numeric" autocomplete="cc-number"></label><label>Taksit <select name="installment">${options}</select></label><button>Öde</button></form></main></body></html>`,
      "text/html; charset=utf-8",
    );
  }
}
