import "server-only";
import { GeliverClient, GeliverError, type Shipment } from "@geliver/sdk";
import type { GeliverConfig } from "@/config/geliver";
import { t } from "@/i18n/server";
import { ApiError } from "@/server/platform/http/errors";
import type { PostalAddress } from "@/shared/account/address";
import type { Carrier } from "@/shared/orders/aftersale";
import type { Parcel } from "./parcel";

/** The parcel the carrier sold: its label and where it is followed. */
export type BoughtShipment = {
  providerShipmentId: string;
  carrier: Carrier;
  trackingNumber: string;
  trackingUrl: string | null;
  label: Uint8Array;
};

/** Where the carrier last saw a parcel, in the shop's terms. */
export type ParcelProgress = "waiting" | "in_transit" | "delivered";

/** Geliver's provider codes of the carriers the shop names (anything else is "other", followed at Geliver's link). */
const carrierOfProvider: Record<string, Carrier> = { YURTICI: "yurtici", ARAS: "aras", MNG: "mng", PTT: "ptt", SURAT: "surat", UPS: "ups" };

/** Geliver's tracking status codes: before pickup, on the way, at the door. */
const progressOfStatus: Record<string, ParcelProgress> = {
  PRE_TRANSIT: "waiting",
  UNKNOWN: "waiting",
  TRANSIT: "in_transit",
  DELIVERED: "delivered",
};

/** The provider's refusal, worded for staff with its own message: a 502, since the shop itself did nothing wrong. */
function carrierError(e: unknown): never {
  if (e instanceof ApiError || !(e instanceof Error)) throw e;
  const said = e instanceof GeliverError ? [e.responseBody?.message ?? e.message, e.additionalMessage] : [e.message];
  const detail = said.filter(Boolean).join(" ");
  throw new ApiError(502, "carrier_error", t("errors:carrier_error", { detail }));
}

/** No retries: the SDK would retry a refused create too, and buy twice; the tracking job asks again on its next run. */
const client = (config: GeliverConfig) => new GeliverClient({ token: config.token, baseUrl: config.baseUrl, maxRetries: 0 });

/**
 * Creates the order's shipment at Geliver, accepts its cheapest offer (which buys the label) and downloads the
 * label's PDF. Any refusal on the way becomes the carrier's message for staff.
 */
export async function buyShipment(
  config: GeliverConfig,
  order: { number: string; grandTotal: number; cashOnDelivery: boolean; address: PostalAddress; email: string; shopUrl: string },
  parcel: Parcel,
): Promise<BoughtShipment> {
  const geliver = client(config);
  try {
    const body = {
      senderAddressID: config.senderAddressId,
      recipientAddress: {
        name: order.address.fullName,
        email: order.email,
        phone: order.address.phone.replace(/[^\d+]/g, ""),
        address1: [order.address.neighbourhood, order.address.line].filter(Boolean).join(" "),
        countryCode: "TR",
        cityName: order.address.city,
        districtName: order.address.district,
        zip: order.address.postcode,
      },
      length: String(parcel.length),
      width: String(parcel.width),
      height: String(parcel.height),
      distanceUnit: "cm",
      weight: String(parcel.weight),
      massUnit: "kg",
      productPaymentOnDelivery: order.cashOnDelivery,
      order: {
        orderNumber: order.number,
        sourceIdentifier: order.shopUrl,
        totalAmount: (order.grandTotal / 100).toFixed(2),
        totalAmountCurrency: "TRY",
      },
    };
    // biome-ignore lint/suspicious/noExplicitAny: the SDK types the request body loosely
    const created: Shipment = await (config.test ? geliver.shipments.createTest(body as any) : geliver.shipments.create(body as any));
    const offers = created.offers?.cheapest
      ? created.offers
      : await geliver.shipments.waitForOffers(created.id!, { intervalMs: 200, timeoutMs: 10_000 });
    const cheapest = offers.cheapest;
    if (!cheapest?.id) throw new Error(t("errors:carrier_no_offer"));
    const bought = (await geliver.transactions.acceptOffer(cheapest.id)).shipment;
    if (!bought?.labelURL || !bought.trackingNumber) throw new Error(t("errors:carrier_no_label"));
    const label = await geliver.shipments.downloadLabelByUrl(bought.labelURL);
    const code = (cheapest.providerCode ?? bought.providerCode ?? "").toUpperCase();
    return {
      providerShipmentId: created.id!,
      carrier: carrierOfProvider[code] ?? "other",
      trackingNumber: bought.trackingNumber,
      trackingUrl: bought.trackingUrl ?? null,
      label,
    };
  } catch (e) {
    carrierError(e);
  }
}

/** Where the parcel is now, by its tracking status. */
export async function parcelProgress(config: GeliverConfig, providerShipmentId: string): Promise<ParcelProgress> {
  try {
    const shipment = await client(config).shipments.get(providerShipmentId);
    return progressOfStatus[shipment.trackingStatus?.trackingStatusCode ?? "UNKNOWN"] ?? "waiting";
  } catch (e) {
    carrierError(e);
  }
}

/** Cancels a shipment the carrier has not picked up yet. */
export async function cancelParcel(config: GeliverConfig, providerShipmentId: string): Promise<void> {
  try {
    await client(config).shipments.cancel(providerShipmentId);
  } catch (e) {
    carrierError(e);
  }
}
