import { type ReactNode, Suspense } from "react";
import { StickyBox } from "@/modules/ui/sticky-box";
import { ScrollToTop } from "../components/scroll-to-top";

export const layoutNames = ["account", "auth", "default", "blog", "empty"] as const;
export type LayoutName = (typeof layoutNames)[number];

/** A page may pick a layout by name; none or an unknown name gives "default". */
export function resolveLayoutName(name: string | undefined | null): LayoutName {
  return (layoutNames as readonly string[]).includes(name ?? "") ? (name as LayoutName) : "default";
}

export type LayoutSlots = { header?: ReactNode; footer?: ReactNode; aside?: ReactNode; provider?: (children: ReactNode) => ReactNode };

const CONTENT_ID = "content";

/** The content wrapper every layout shares; `empty` renders the page alone. */
export function PageLayout({ name, slots = {}, children }: { name?: string; slots?: LayoutSlots; children: ReactNode }) {
  const layout = resolveLayoutName(name);
  const content = slots.provider ? slots.provider(children) : children;
  if (layout === "empty") return <main id={CONTENT_ID}>{content}</main>;
  return (
    <div className="flex min-h-dvh flex-col" data-layout={layout}>
      <Suspense>
        <ScrollToTop targetId={CONTENT_ID} />
      </Suspense>
      {slots.header}
      <main id={CONTENT_ID} className={layout === "auth" ? "mx-auto w-full max-w-md flex-1 px-4 py-10" : "flex-1"}>
        {layout === "account" && slots.aside ? (
          <div className="mx-auto flex w-full max-w-7xl gap-8 px-4 py-8">
            {/* On mobile the account pages are reached from /mobile/my-account instead of a side column. */}
            <StickyBox className="hidden w-64 shrink-0 lg:block">{slots.aside}</StickyBox>
            <div className="min-w-0 flex-1">{content}</div>
          </div>
        ) : (
          content
        )}
      </main>
      {slots.footer}
    </div>
  );
}
