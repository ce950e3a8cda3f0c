import Image from "next/image";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatLongDate } from "@/lib/shop-time";
import { JsonLd } from "@/modules/catalog/components/json-ld";
import Link from "@/modules/ui/link";
import { Markdown } from "@/modules/ui/markdown";
import type { BlogPost } from "@/server/content/blog";
import { BlogPostGrid } from "../components/blog-post-grid";
import { blogPostingJsonLd } from "../structured-data";

/** /blog/{slug}: the post with its cover, date, reading time and author, then the related posts from the provider. */
export function BlogPostView({ post }: { post: BlogPost }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <article className="mx-auto max-w-3xl">
        <Link href="/blog" className="text-sm text-primary-700 underline hover:text-primary-800">
          <span aria-hidden="true">← </span>
          {t("content:blog.backToBlog")}
        </Link>
        <header className="mt-4">
          <Link
            href={`/blog?category=${post.categorySlug}`}
            className="text-sm font-semibold tracking-wide text-primary-700 uppercase hover:underline"
          >
            {post.category}
          </Link>
          <h1 className="mt-2 text-2xl leading-tight font-bold text-gray-900 md:text-4xl">{post.title}</h1>
          <p className="mt-3 flex flex-wrap gap-x-2 text-sm text-gray-700">
            <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{t("content:blog.readingTime", { count: post.readingMinutes })}</span>
            <span aria-hidden="true">·</span>
            <span>{t("content:blog.author", { author: post.author })}</span>
          </p>
        </header>
        {post.coverUrl ? (
          <Image
            src={post.coverUrl}
            alt={t("content:blog.cover", { title: post.title })}
            width={1200}
            height={630}
            priority
            sizes="(min-width: 768px) 768px, 100vw"
            className="mt-6 aspect-[40/21] w-full rounded object-cover"
          />
        ) : null}
        <p className="mt-6 text-lg text-gray-800">{post.excerpt}</p>
        <Markdown source={post.content} className="mt-2" />
      </article>
      <section aria-labelledby="related-posts" className="mt-16 border-t border-gray-200 pt-8">
        <h2 id="related-posts" className="text-xl font-bold">
          {t("content:blog.related")}
        </h2>
        <div className="mt-6">
          <BlogPostGrid headingLevel={3} />
        </div>
      </section>
      <JsonLd data={blogPostingJsonLd(post, storeConfig)} />
    </div>
  );
}
