"use client";
import Image from "next/image";
import { useTranslation } from "@/i18n/client";
import { formatLongDate } from "@/lib/shop-time";
import Link from "@/modules/ui/link";
import type { BlogPostSummary } from "@/server/content/blog";

/** A post in a list: cover, category, title (the link, stretched over the card), excerpt, date and reading time. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("content");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded border border-gray-200 bg-white focus-within:ring-2 focus-within:ring-primary-600 hover:border-primary-600">
      {post.coverUrl ? (
        <Image
          src={post.coverUrl}
          alt=""
          width={1200}
          height={630}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[40/21] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">{post.category}</p>
        <Heading className="mt-1 text-lg leading-snug font-bold text-gray-900">
          <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus:outline-none">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-gray-700">{post.excerpt}</p>
        <p className="mt-3 text-xs text-gray-700">
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t("blog.readingTime", { count: post.readingMinutes })}</span>
        </p>
      </div>
    </article>
  );
}
