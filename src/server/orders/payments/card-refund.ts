import "server-only";
import { randomUUID } from "node:crypto";
import { kurusToDecimalString } from "@/lib/money";
import { conflict } from "@/server/platform/http/errors";
import { iyzicoCall } from "./iyzico/client";

/** iyzico's cancel of a whole payment (made today: the charge never reaches the statement). */
export async function providerCancel(paymentId: string, ip: string) {
  await iyzicoCall("cancel", "create", { locale: "tr", conversationId: randomUUID(), paymentId, ip });
}

/** iyzico's refund of part or all of a payment; its answer must name the same payment. */
export async function providerRefund(paymentId: string, amount: number, ip: string) {
  const answer = await iyzicoCall(
    "refundV2",
    "create",
    { locale: "tr", conversationId: randomUUID(), paymentId, price: kurusToDecimalString(amount), currency: "TRY", ip },
    { signed: "refundV2" },
  );
  if (String(answer.paymentId) !== paymentId) throw conflict("payment_mismatch");
}
