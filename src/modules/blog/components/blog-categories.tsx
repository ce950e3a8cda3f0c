import { t } from "@/i18n/server";
import Link from "@/modules/ui/link";
import type { BlogCategory } from "@/server/content/blog";

const itemClass = "block rounded-full border px-4 py-1.5 text-sm whitespace-nowrap";
const idle = `${itemClass} border-gray-300 text-gray-800 hover:border-primary-600`;
const active = `${itemClass} border-primary-700 bg-primary-700 font-semibold text-white`;

/** All posts and one link per category, the current one marked for assistive technology too. */
export function BlogCategories({ categories, current }: { categories: BlogCategory[]; current: string | null }) {
  const items = [
    { slug: null, name: t("content:blog.allPosts"), href: "/blog" },
    ...categories.map((c) => ({ slug: c.slug, name: `${c.name} (${c.count})`, href: `/blog?category=${c.slug}` })),
  ];
  return (
    <nav aria-label={t("content:blog.categories")}>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item.slug === current ? "page" : undefined}
              className={item.slug === current ? active : idle}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
