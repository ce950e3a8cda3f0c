import { NotFoundView } from "@/modules/catalog/templates/not-found-view";

/** Any unmatched URL (outside the shop layout). */
export default function NotFound() {
  return (
    <main id="content">
      <NotFoundView />
    </main>
  );
}
