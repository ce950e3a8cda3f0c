import { highlightSegments } from "../lib/highlight";

/** The query's words marked in a result name (Turkish-folded comparison). */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, i) =>
        segment.match ? (
          <mark key={i} className="bg-transparent font-semibold text-primary-700">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
