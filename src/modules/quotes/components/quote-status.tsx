import { t } from "@/i18n/server";
import type { QuoteStatus } from "@/shared/quotes";

const tone: Record<QuoteStatus, string> = {
  requested: "bg-amber-100 text-amber-900",
  sent: "bg-blue-100 text-blue-900",
  accepted: "bg-green-100 text-green-900",
  ordered: "bg-green-100 text-green-900",
  declined: "bg-gray-200 text-gray-800",
  expired: "bg-gray-200 text-gray-800",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <span className={`rounded px-2 py-1 text-sm font-medium ${tone[status]}`}>{t(`quotes:status.${status}`)}</span>;
}
