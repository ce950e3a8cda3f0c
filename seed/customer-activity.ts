import { addresses, collectionItems, collections, favorites, orderItems, orderStatusHistory, orders } from "@/server/platform/db/schema";
import type { PostalAddress } from "@/shared/account/address";
import type { OrderStatus } from "@/shared/orders";
import type { Family } from "./catalog-tree";
import type { CatalogRefs, SeededProduct } from "./seed-catalog";
import { allocateIds, type Exec, insertBatches } from "./sql-helpers";
import { at, daysAfter } from "./time";
import { tcKimlikNo, vergiNo } from "./turkish-ids";
import { DEMO_CUSTOMER_ID, DEMO_STAFF_ID } from "./users";

const home: PostalAddress = {
  fullName: "Ayşe Yılmaz",
  phone: "+90 532 555 12 34",
  city: "İstanbul",
  district: "Kadıköy",
  neighbourhood: "Caferağa Mah.",
  line: "Moda Caddesi No: 45 Daire: 7",
  postcode: "34710",
  billingType: "individual",
  tcKimlikNo: tcKimlikNo("284617350"),
};
const workshop: PostalAddress = {
  fullName: "Ayşe Yılmaz",
  phone: "+90 312 555 40 18",
  city: "Ankara",
  district: "Yenimahalle",
  neighbourhood: "Ostim OSB Mah.",
  line: "1250. Cadde No: 18",
  postcode: "06374",
  billingType: "corporate",
  companyName: "Yılmaz Reklam ve Baskı Ltd. Şti.",
  taxOffice: "Ostim Vergi Dairesi",
  taxNumber: vergiNo("947153826"),
};

type Line = { product: SeededProduct; variant?: number; quantity: number };
type OrderPlan = {
  number: string;
  status: OrderStatus;
  placed: string;
  payment: "bank_transfer";
  coupon?: string;
  address: PostalAddress;
  lines: Line[];
};

const DELIVERY_FEE = 14_900;
const FREE_ABOVE = 500_000;

/** The demo customer's picks, chosen by family so they stay stable when prices or names change. */
export function demoPicks(refs: CatalogRefs) {
  const of = (family: Family, pred: (p: SeededProduct) => boolean = () => true, nth = 0) => {
    const list = refs.products.filter((p) => p.family === family && pred(p));
    const p = list[Math.min(nth, list.length - 1)];
    if (!p) throw new Error(`no demo product in ${family}`);
    return p;
  };
  return {
    ink: of("ink-uv", (p) => p.variants.length > 0),
    head: of("printhead", (p) => p.variants.length === 0),
    cleaner: of("cleaning", (p) => p.variants.length === 0),
    led: of("uv-led"),
    media: of("media"),
    machine: refs.products.find((p) => p.code === "UV-1200") ?? of("flatbed"),
    tunnel: of("uv-tunnel"),
    lamp: of("uv-lamp"),
    solvent: of("solvent"),
    sublimation: of("ink-sub", (p) => p.variants.length > 0),
  };
}

export async function seedDemoCustomer(exec: Exec, refs: CatalogRefs) {
  const k = demoPicks(refs);
  await insertBatches(exec, addresses, [
    { userId: DEMO_CUSTOMER_ID, title: "Ev", ...home, isDefault: 1, createdAt: at("2026-02-01T10:00:00Z") },
    { userId: DEMO_CUSTOMER_ID, title: "Atölye", ...workshop, isDefault: 0, createdAt: at("2026-03-15T10:00:00Z") },
  ]);
  const plans: OrderPlan[] = [
    {
      number: "LM-4Q7M2XK9TD",
      status: "delivered",
      placed: "2026-09-12T08:40:00Z",
      payment: "bank_transfer",
      coupon: "HOSGELDIN10",
      address: home,
      lines: [
        { product: k.ink, variant: 1, quantity: 4 },
        { product: k.head, quantity: 1 },
        { product: k.cleaner, quantity: 2 },
      ],
    },
    {
      number: "LM-8HZC3NWR5B",
      status: "shipped",
      placed: "2026-10-25T11:15:00Z",
      payment: "bank_transfer",
      address: workshop,
      lines: [
        { product: k.led, quantity: 1 },
        { product: k.media, quantity: 2 },
      ],
    },
    {
      number: "LM-J6VP1EYS0G",
      status: "awaiting_payment",
      placed: "2026-10-30T14:05:00Z",
      payment: "bank_transfer",
      address: workshop,
      lines: [{ product: k.machine, quantity: 1 }],
    },
  ];
  const ids = await allocateIds(exec, "orders", plans.length);
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const historyRows: (typeof orderStatusHistory.$inferInsert)[] = [];
  plans.forEach((plan, i) => {
    const id = ids[i] as number;
    const placed = at(plan.placed);
    let subTotal = 0;
    for (const line of plan.lines) {
      const v = line.variant !== undefined ? line.product.variants[line.variant] : undefined;
      const unitPrice = v?.salesPrice ?? line.product.salesPrice;
      subTotal += unitPrice * line.quantity;
      itemRows.push({
        orderId: id,
        productId: line.product.id,
        variantId: v ? (line.product.variantIds[line.variant ?? 0] ?? null) : null,
        code: v?.code ?? line.product.code,
        name: line.product.name,
        slug: line.product.slug,
        variantLabel: v?.label ?? null,
        unitPrice,
        quantity: line.quantity,
        lineTotal: unitPrice * line.quantity,
        taxRate: 20,
      });
    }
    const discountTotal = plan.coupon === "HOSGELDIN10" ? Math.round(subTotal * 0.1) : 0;
    const deliveryTotal = subTotal - discountTotal >= FREE_ABOVE ? 0 : DELIVERY_FEE;
    const grandTotal = subTotal - discountTotal + deliveryTotal;
    const steps: [OrderStatus, number, string, string | null][] =
      plan.status === "awaiting_payment"
        ? [["awaiting_payment", 0, "Sipariş alındı, havale/EFT ödemesi bekleniyor.", null]]
        : [
            ["paid", 0, "Havale/EFT ödemesi alındı.", null],
            ["shipped", 1, `Kargoya verildi. Takip no: LMK${plan.number.slice(-6)}`, DEMO_STAFF_ID],
            ...(plan.status === "delivered"
              ? ([["delivered", 3, "Alıcıya teslim edildi.", DEMO_STAFF_ID]] as [OrderStatus, number, string, string | null][])
              : []),
          ];
    for (const [status, day, note, actorId] of steps)
      historyRows.push({ orderId: id, status, note, actorId, createdAt: daysAfter(placed, day) });
    orderRows.push({
      id,
      number: plan.number,
      userId: DEMO_CUSTOMER_ID,
      email: "demo@lumora.example",
      status: plan.status,
      paymentMethod: plan.payment,
      deliveryType: "standard",
      subTotal,
      discountTotal,
      taxTotal: Math.round((grandTotal * 20) / 120),
      deliveryTotal,
      cashOnDeliveryServiceFee: 0,
      grandTotal,
      couponCode: plan.coupon ?? null,
      shippingAddress: plan.address,
      billingAddress: plan.address,
      createdAt: placed,
      updatedAt: daysAfter(placed, steps[steps.length - 1]?.[1] ?? 0),
    });
  });
  await insertBatches(exec, orders, orderRows);
  await insertBatches(exec, orderItems, itemRows);
  await insertBatches(exec, orderStatusHistory, historyRows);

  await insertBatches(
    exec,
    favorites,
    [k.machine, k.ink, k.led, k.tunnel].map((p, i) => ({
      userId: DEMO_CUSTOMER_ID,
      productId: p.id,
      createdAt: at(`2026-0${5 + i}-10T09:00:00Z`),
    })),
  );
  const [buyLater, alarm, workshopList] = await allocateIds(exec, "collections", 3);
  await insertBatches(exec, collections, [
    { id: buyLater as number, userId: DEMO_CUSTOMER_ID, name: "Sonra Al", isBuyLater: true, createdAt: at("2026-02-01T10:00:00Z") },
    { id: alarm as number, userId: DEMO_CUSTOMER_ID, name: "Fiyat Alarmı", isAlarm: true, createdAt: at("2026-02-01T10:00:00Z") },
    { id: workshopList as number, userId: DEMO_CUSTOMER_ID, name: "Atölye Yenileme", createdAt: at("2026-06-20T10:00:00Z") },
  ]);
  await insertBatches(exec, collectionItems, [
    {
      collectionId: buyLater as number,
      productId: k.sublimation.id,
      priceWhenAdded: k.sublimation.salesPrice,
      createdAt: at("2026-08-02T10:00:00Z"),
    },
    {
      collectionId: alarm as number,
      productId: k.solvent.id,
      priceWhenAdded: k.solvent.unDiscountedSalesPrice,
      createdAt: at("2026-07-14T10:00:00Z"),
    },
    ...[k.machine, k.lamp, k.tunnel].map((p, i) => ({
      collectionId: workshopList as number,
      productId: p.id,
      priceWhenAdded: p.salesPrice,
      createdAt: at(`2026-06-2${i + 1}T10:00:00Z`),
    })),
  ]);
  return { orders: plans.length, reviewed: { approved: k.head, pending: k.led } };
}
