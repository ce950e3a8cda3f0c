/** A Markdown document cut at its headings of one level: the FAQ's questions, the dealers' cities. */
export type MarkdownSection = { heading: string; body: string };

const FENCE = /^\s*(```|~~~)/;

/**
 * Splits `markdown` at ATX headings of exactly `level` ("### Soru" for 3). Text before the first one is the
 * intro; each section's body runs to the next heading of that level. Lines inside code fences never split.
 */
export function splitSections(markdown: string, level: number): { intro: string; sections: MarkdownSection[] } {
  const heading = new RegExp(`^#{${level}}[ \\t]+(.+?)(?:[ \\t]+#+)?[ \\t]*$`);
  const intro: string[] = [];
  const sections: { heading: string; lines: string[] }[] = [];
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line)) inFence = !inFence;
    const match = inFence ? null : heading.exec(line);
    if (match) sections.push({ heading: match[1]!, lines: [] });
    else (sections.at(-1)?.lines ?? intro).push(line);
  }
  return {
    intro: intro.join("\n").trim(),
    sections: sections.map((s) => ({ heading: s.heading, body: s.lines.join("\n").trim() })),
  };
}
