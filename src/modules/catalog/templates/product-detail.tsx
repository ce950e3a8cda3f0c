import type { ReactNode } from "react";
import { iyzicoConfig } from "@/config/iyzico";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { Translations } from "@/i18n/translations";
import { discountPercent } from "@/lib/discount";
import { AddToCart } from "@/modules/cart/components/add-to-cart";
import { LiveRefresh } from "@/modules/live/live-refresh";
import { AskQuote } from "@/modules/quotes/components/ask-quote";
import Link from "@/modules/ui/link";
import { Markdown } from "@/modules/ui/markdown";
import type { ProductDetail, ProductVariant } from "@/server/catalog/product-detail";
import { Breadcrumbs } from "../components/breadcrumbs";
import { InstallmentOptions } from "../components/installment-options";
import { JsonLd } from "../components/json-ld";
import { type OwnPrice, Price } from "../components/price";
import { ProductAttachments } from "../components/product-attachments";
import { ProductBadges } from "../components/product-badges";
import { ProductGallery } from "../components/product-gallery";
import { ProductGrid } from "../components/product-grid";
import { ProductReviews } from "../components/product-reviews";
import { ProductSpecifications } from "../components/product-specifications";
import { RatingSummaryInline } from "../components/rating-stars";
import { StockState } from "../components/stock-state";
import { VariantPicker } from "../components/variant-picker";
import { offerBreaks, VolumePrices } from "../components/volume-prices";
import { productJsonLd } from "../structured-data";

/** The installment table's texts (the shop layout sends only the cart button's part of `cart`). */
const INSTALLMENT_TEXTS = ["cart:installments", "cart:cardPayment"];

export type ProductDetailSlots = {
  /** Favourite and add-to-collection buttons, placed under add to cart (the social module fills them). */
  actions?: ReactNode;
  /** The "write a review" entry point, placed beside the rating summary. */
  reviewAction?: ReactNode;
};

/** What the chosen variant changes: code, price and stock. */
export function shownOffer(product: ProductDetail, variant: ProductVariant | undefined) {
  const source = variant ?? product;
  return { code: source.code, salesPrice: source.salesPrice, unDiscountedSalesPrice: source.unDiscountedSalesPrice, stock: source.stock };
}

/** The gallery: the chosen variant's own photo first, when it has one, then the product's. */
export function shownImages(product: ProductDetail, variant: ProductVariant | undefined) {
  const own = variant?.image;
  return own ? [own, ...product.images.filter((image) => image.src !== own.src)] : product.images;
}

function Section({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24 border-t border-gray-200 pt-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function ProductDetailTemplate({
  product,
  variant,
  path,
  slots = {},
  ownPrice = null,
}: {
  product: ProductDetail;
  variant: ProductVariant | undefined;
  path: string;
  slots?: ProductDetailSlots;
  /** The signed-in customer's own price for the offer (their group's), computed per request; null for everyone else. */
  ownPrice?: OwnPrice | null;
}) {
  const offer = shownOffer(product, variant);
  const images = shownImages(product, variant);
  const trail = [...product.trail.map((c) => ({ name: c.name, path: `/${c.slug}` })), { name: product.name, path }];
  const jsonLd = productJsonLd(
    {
      name: product.name,
      sku: offer.code,
      description: product.shortDescription,
      images: images.map((i) => i.src),
      brand: product.brand?.name ?? null,
      path,
      price: product.priceOnRequest ? null : offer.salesPrice,
      inStock: offer.stock > 0,
      rating: product.rating,
      reviewCount: product.reviewCount,
    },
    storeConfig.siteUrl,
  );
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6">
      <LiveRefresh kind="product" id={product.id} />
      <div className="flex flex-col gap-4">
        <Breadcrumbs trail={trail} />
        <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
          <ProductGallery images={images} name={product.name} />
          <div className="flex flex-col gap-4">
            {product.brand && (
              <Link
                href={`/${product.brand.slug}`}
                className="text-sm font-semibold uppercase tracking-wide text-primary-700 hover:underline"
              >
                {product.brand.name}
              </Link>
            )}
            <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{product.name}</h1>
            <p className="text-sm text-gray-700">
              {t("catalog:product.code")}: <span className="font-mono text-gray-900">{offer.code}</span>
            </p>
            {product.reviewCount > 0 && (
              <a href="#degerlendirmeler" className="self-start hover:underline">
                <RatingSummaryInline rating={product.rating} reviewCount={product.reviewCount} size="md" />
              </a>
            )}
            <ProductBadges flags={{ ...product, discount: discountPercent(offer) }} />
            {product.priceOnRequest ? (
              <p className="price text-2xl font-semibold">{t("quotes:ask.priceOnRequest")}</p>
            ) : (
              <>
                <Price salesPrice={offer.salesPrice} unDiscountedSalesPrice={offer.unDiscountedSalesPrice} size="lg" own={ownPrice} />
                <VolumePrices breaks={offerBreaks(product.volumePrices, variant?.id ?? null)} />
              </>
            )}
            {product.shortDescription && <p className="text-gray-800">{product.shortDescription}</p>}
            <VariantPicker baseSlug={product.slug} variants={product.variants} selected={variant} />
            <StockState stock={offer.stock} deliveryDays={product.estimatedDeliveryDuration} />
            {product.priceOnRequest ? (
              <Translations namespaces={["quotes:ask"]}>
                <AskQuote productId={product.id} variantId={variant?.id ?? null} />
              </Translations>
            ) : (
              <AddToCart
                productId={product.id}
                variantId={variant?.id ?? null}
                maxQuantity={offer.stock}
                disabled={offer.stock <= 0}
                label={t("catalog:product.addToCart")}
              />
            )}
            {slots.actions}
            <Link
              href={`/contact?product=${encodeURIComponent(offer.code)}`}
              className="self-start rounded border border-gray-900 px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-900 hover:text-white"
            >
              {t("catalog:product.requestQuote")}
            </Link>
            {iyzicoConfig() && offer.salesPrice > 0 && (
              <Translations namespaces={INSTALLMENT_TEXTS}>
                <InstallmentOptions key={variant?.id ?? 0} productId={product.id} variantId={variant?.id} />
              </Translations>
            )}
          </div>
        </div>
      </div>
      {product.description && (
        <Section id="aciklama" title={t("catalog:product.description")}>
          <Markdown source={product.description} topHeading={3} />
        </Section>
      )}
      {product.specifications.length > 0 && (
        <Section id="teknik-ozellikler" title={t("catalog:product.specifications")}>
          <ProductSpecifications specifications={product.specifications} />
        </Section>
      )}
      {product.attachments.length > 0 && (
        <Section id="dokumanlar" title={t("catalog:product.attachments")}>
          <ProductAttachments attachments={product.attachments} />
        </Section>
      )}
      <Section id="degerlendirmeler" title={t("catalog:reviews.title")} action={slots.reviewAction}>
        <ProductReviews product={product} />
      </Section>
      {product.related.length > 0 && (
        <Section id="benzer-urunler" title={t("catalog:product.related")}>
          <ProductGrid products={product.related} />
        </Section>
      )}
      <JsonLd data={jsonLd} />
    </div>
  );
}
