import "server-only";
import { t } from "@/i18n/server";
import type { MonthSheet } from "@/shared/orders/month";
import type { ShopDays } from "./range";
import { monthCardPayments, monthInvoices, monthOrders, monthRefunds, monthTax } from "./rows";

/** A cell of the export: text, an amount in kuruş, a count, or a moment (written in shop time). */
export type Cell = string | { money: number } | { count: number } | { at: Date | null };
export type Sheet = { name: MonthSheet; title: string; header: string[]; rows: Cell[][] };

const money = (kurus: number): Cell => ({ money: kurus });
const at = (date: Date | null): Cell => ({ at: date });
const count = (n: number): Cell => ({ count: n });
const col = (key: string) => t(`admin-reports:columns.${key}`);

async function ordersSheet(days: ShopDays) {
  const header = [
    "number",
    "date",
    "status",
    "paymentMethod",
    "subTotal",
    "discount",
    "delivery",
    "codFee",
    "dueDifference",
    "tax",
    "grandTotal",
    "refunded",
    "invoiceNumber",
  ];
  const rows = (await monthOrders(days)).map((o): Cell[] => [
    o.number,
    at(o.createdAt),
    t(`admin:orders.status.${o.status}`),
    t(`cart:payment.${o.paymentMethod}`),
    money(o.subTotal),
    money(o.discountTotal),
    money(o.deliveryTotal),
    money(o.cashOnDeliveryServiceFee),
    money(o.dueDifference),
    money(o.taxTotal),
    money(o.grandTotal),
    money(o.refundedTotal),
    o.invoiceNumber ?? "",
  ]);
  return { header, rows };
}

async function invoicesSheet(days: ShopDays) {
  const header = ["invoiceNumber", "number", "uploadedAt", "tax", "grandTotal"];
  const rows = (await monthInvoices(days)).map((i): Cell[] => [
    i.invoiceNumber,
    i.number,
    at(i.uploadedAt),
    money(i.taxTotal),
    money(i.grandTotal),
  ]);
  return { header, rows };
}

async function refundsSheet(days: ShopDays) {
  const header = ["number", "date", "refundMethod", "amount"];
  const rows = (await monthRefunds(days)).map((r): Cell[] => [
    r.number,
    at(r.createdAt),
    t(`admin-reports:refundMethod.${r.method}`),
    money(r.amount),
  ]);
  return { header, rows };
}

async function paymentsSheet(days: ShopDays) {
  const header = ["number", "date", "paymentId", "amount", "installments", "card"];
  const rows = (await monthCardPayments(days)).map((p): Cell[] => [
    p.number,
    at(p.settledAt),
    p.paymentId ?? "",
    money(p.paidPrice ?? 0),
    count(p.installment ?? 1),
    [p.cardFamily, p.lastFourDigits ? `•••• ${p.lastFourDigits}` : ""].filter(Boolean).join(" "),
  ]);
  return { header, rows };
}

async function taxSheet(days: ShopDays) {
  const header = ["rate", "base", "tax", "gross"];
  const rates = await monthTax(days);
  const rows = rates.map((r): Cell[] => [count(r.rate), money(r.gross - r.tax), money(r.tax), money(r.gross)]);
  const sum = (pick: (r: (typeof rates)[number]) => number) => rates.reduce((s, r) => s + pick(r), 0);
  rows.push([t("admin-reports:total"), money(sum((r) => r.gross - r.tax)), money(sum((r) => r.tax)), money(sum((r) => r.gross))]);
  return { header, rows };
}

const builders: Record<MonthSheet, (days: ShopDays) => Promise<{ header: string[]; rows: Cell[][] }>> = {
  orders: ordersSheet,
  invoices: invoicesSheet,
  refunds: refundsSheet,
  payments: paymentsSheet,
  tax: taxSheet,
};

/** One sheet of the month with its Turkish title and headings. */
export async function monthSheet(name: MonthSheet, days: ShopDays): Promise<Sheet> {
  const { header, rows } = await builders[name](days);
  return { name, title: t(`admin-reports:sheets.${name}`), header: header.map(col), rows };
}
