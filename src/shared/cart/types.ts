import type { CartDiscount, DeliveryType, PaymentMethod } from "@/lib/cart-totals";
import type { PriceKind } from "@/lib/shopper-price";
import type { PostalAddress } from "@/shared/account/address";

/** How a cart line got its unit price: the pricing function's kinds, or the locked price of an accepted quote. */
export type CartPriceKind = PriceKind | "quote";

/** The cart answer of every cart endpoint (docs/API.md). Amounts are integer kuruş. */
export type CartStatus = "draft" | "completed" | "merged";
export type CartStep = "information" | "delivery" | "payment" | "confirmation";
export const cartSteps: readonly CartStep[] = ["information", "delivery", "payment", "confirmation"];

/** low_stock: LOW_STOCK units or fewer left (as the product page says); out_of_stock: none, or the product is no longer sold. */
export type StockState = "in_stock" | "low_stock" | "out_of_stock";
export const LOW_STOCK = 3;
/** The most of one line a cart can hold, whatever the stock. */
export const MAX_LINE_QUANTITY = 99;

export type CartItem = {
  id: number;
  productId: number;
  variantId: number | null;
  variant: { label: string; attributes: Record<string, string> } | null;
  code: string;
  name: string;
  /** Product page slug; for a variant it carries the selected attributes (src/lib/variant-slug.ts). */
  slug: string;
  image: { url: string; alt: string } | null;
  quantity: number;
  unitPrice: number;
  originalUnitPrice: number;
  /** Where the unit price comes from: the public price, the customer's group, or a volume break the quantity reached. */
  priceKind: CartPriceKind;
  lineTotal: number;
  taxRate: number;
  stockState: StockState;
  /** The largest quantity this line may have now: min(stock, 99); 0 when out of stock. */
  maxQuantity: number;
};

export type Cart = {
  status: CartStatus;
  step: CartStep;
  subTotal: number;
  discountTotal: number;
  taxTotal: number;
  deliveryTotal: number;
  cashOnDeliveryServiceFee: number;
  grandTotal: number;
  itemCount: number;
  productCount: number;
  discounts: CartDiscount[];
  items: CartItem[];
  deliveryType: DeliveryType;
  cardBrand: string;
  installmentCount: number;
  dueDifference: number;
  /** Checkout details (extensions of the cart answer, used by /checkout). */
  paymentMethod: PaymentMethod | null;
  email: string | null;
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  pricesIncludeTax: boolean;
  /** Payment methods the store's rules refuse for this cart (its total or a product's section), each with the reason. */
  unavailablePaymentMethods: Partial<Record<PaymentMethod, string>>;
};
