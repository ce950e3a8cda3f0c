import Image from "next/image";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatLongDate } from "@/lib/shop-time";
import { storeSettings } from "@/modules/content/data";
import Link from "@/modules/ui/link";
import type { HomeBlogPost, HomeRails, HomeSection, HomeSlide } from "@/server/catalog/home";
import type { ProductListItem } from "@/server/catalog/snapshot";
import { isUnoptimized } from "../../../lib/image-source";
import { productImageAspect } from "../components/image-props";
import { JsonLd } from "../components/json-ld";
import { LaterRail } from "../components/later-rail";
import { ProductCard } from "../components/product-card";
import { withOwnPrices } from "../shopper-prices";
import { organizationJsonLd } from "../structured-data";

type HomeProps = { slides: HomeSlide[]; sections: HomeSection[]; rails: HomeRails; posts: HomeBlogPost[] };

/**
 * A decorative photo covering a box of the given shape; the text beside it says what it shows. Drawn at the box's
 * widest size with a 1× and a 2× candidate (two srcset entries instead of one per configured width).
 */
function CoverImage({ src, width, height, className }: { src: string; width: number; height: number; className: string }) {
  return (
    <span className={`relative block overflow-hidden bg-gray-100 ${className}`}>
      <Image
        src={src}
        alt=""
        width={width}
        height={height}
        unoptimized={isUnoptimized(src)}
        className="absolute inset-0 size-full object-cover"
      />
    </span>
  );
}

/** Campaign slides from the navigation (type "slide"), swiped or scrolled; the first is the page's largest paint. */
function Slides({ slides }: { slides: HomeSlide[] }) {
  if (slides.length === 0) return null;
  return (
    <section aria-label={t("catalog:home.slides")}>
      <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto [scrollbar-width:thin]">
        {slides.map((slide, i) => (
          <li key={slide.id} className="w-full shrink-0 snap-center">
            <Link href={slide.href} className="relative block aspect-[8/3] overflow-hidden rounded-lg bg-gray-100">
              <Image
                src={slide.image}
                alt={slide.title}
                fill
                sizes="(min-width: 1280px) 1248px, 100vw"
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "auto"}
                unoptimized={isUnoptimized(slide.image)}
                className="object-cover"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Sections({ sections }: { sections: HomeSection[] }) {
  return (
    <section aria-labelledby="home-sections">
      <h2 id="home-sections" className="mb-4 text-xl font-bold">
        {t("catalog:home.sections")}
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {sections.map((s) => (
          <li key={s.id}>
            <Link
              href={`/${s.slug}`}
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 hover:border-primary-600"
            >
              {s.image && <CoverImage src={s.image} width={300} height={200} className="aspect-[3/2]" />}
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="font-semibold text-gray-900 group-hover:text-primary-700">{s.name}</span>
                <span className="text-xs text-gray-700">{t("catalog:listing.count", { count: s.productCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

async function Rail({ id, title, products: listed }: { id: string; title: string; products: ProductListItem[] }) {
  if (listed.length === 0) return null;
  const products = await withOwnPrices(listed);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      <ul className="flex snap-x gap-4 overflow-x-auto pb-2">
        {products.map((p) => (
          <li key={p.productId} className="carousel-slide">
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BlogPosts({ posts }: { posts: HomeBlogPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="home-blog">
      <div className="mb-4 flex items-baseline justify-between">
        <h2 id="home-blog" className="text-xl font-bold">
          {t("catalog:home.blog")}
        </h2>
        <Link href="/blog" className="text-sm font-medium text-primary-700 hover:underline">
          {t("catalog:home.allPosts")}
        </Link>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="flex flex-col gap-2">
              {post.cover && <CoverImage src={post.cover} width={400} height={225} className="aspect-video rounded" />}
              <h3 className="font-semibold">
                <Link href={`/blog/${post.slug}`} className="hover:text-primary-700 hover:underline">
                  {post.title}
                </Link>
              </h3>
              <time dateTime={post.publishedAt} className="text-xs text-gray-600">
                {formatLongDate(post.publishedAt)}
              </time>
              <p className="line-clamp-3 text-sm text-gray-700">{post.excerpt}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

export async function HomeTemplate({ slides, sections, rails, posts }: HomeProps) {
  const contact = await storeSettings();
  // Below the first screenful on every viewport: drawn as the visitor scrolls to them.
  const later = [
    { rail: "newProducts", id: "home-new", title: t("catalog:home.newProducts") },
    { rail: "discounted", id: "home-discounted", title: t("catalog:home.discounted") },
    { rail: "suggested", id: "home-suggested", title: t("catalog:home.suggested") },
  ] as const;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-6">
      <h1 className="sr-only">{t("catalog:home.heading", { brand: storeConfig.brand })}</h1>
      <Slides slides={slides} />
      <Sections sections={sections} />
      <Rail id="home-best-sellers" title={t("catalog:home.bestSellers")} products={rails.bestSellers} />
      {later.map(({ rail, id, title }) =>
        rails[rail].length > 0 ? (
          <LaterRail key={rail} rail={rail} id={id} title={title} count={rails[rail].length} aspect={productImageAspect()} />
        ) : null,
      )}
      <BlogPosts posts={posts} />
      <JsonLd
        data={organizationJsonLd({
          name: storeConfig.companyName,
          siteUrl: storeConfig.siteUrl,
          phone: contact.phone,
          email: storeConfig.email,
          address: contact.address,
          sameAs: Object.values(contact.social),
        })}
      />
    </div>
  );
}
