import type { SectionKey } from "./catalog-tree";
import { drawSilhouette } from "./svg-shapes";
import { escapeXml } from "./text";
import type { Silhouette } from "./types";

/** SVG documents for every generated picture; sharp turns them into WebP or PNG. */
export const palettes: Record<SectionKey, { from: string; to: string; accent: string; glow: string }> = {
  makineler: { from: "#0f172a", to: "#1e40af", accent: "#f97316", glow: "#a855f7" },
  "sarf-malzemeler": { from: "#053b35", to: "#0f766e", accent: "#facc15", glow: "#22d3ee" },
  "uv-kurleme": { from: "#1e1b4b", to: "#6d28d9", accent: "#c084fc", glow: "#a78bfa" },
  uygulamalar: { from: "#431407", to: "#c2410c", accent: "#fde68a", glow: "#fb923c" },
};

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

function gradient(id: string, from: string, to: string, variant: number) {
  const dirs = [
    ["0", "0", "1", "1"],
    ["1", "0", "0", "1"],
    ["0", "1", "1", "0"],
    ["0", "0", "0", "1"],
    ["1", "1", "0", "0"],
  ];
  const [x1, y1, x2, y2] = dirs[variant % dirs.length] as string[];
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

const text = (x: number, y: number, size: number, fill: string, value: string, extra = "") =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" fill="${fill}" ${extra}>${escapeXml(value)}</text>`;

export const productCaptions = ["Genel görünüm", "Yakın plan", "Detay", "Ürün etiketi", "Farklı açı"];

/** 600 x 800 product photo: palette by section, silhouette by product type, the code in large type. */
export function productSvg(p: { code: string; brand: string; section: SectionKey; silhouette: Silhouette; tint: string; variant: number }) {
  const pal = palettes[p.section];
  const v = p.variant;
  const transforms = [
    "translate(100 200)",
    "translate(30 150) scale(1.35)",
    "translate(130 250) scale(0.85)",
    "translate(100 210)",
    "translate(500 200) scale(-1 1)",
  ];
  const spotlight =
    v === 2 || v === 3 ? `<circle cx="300" cy="390" r="${v === 2 ? 230 : 260}" fill="#ffffff" opacity="${v === 2 ? 0.12 : 0.07}"/>` : "";
  const size = Math.min(68, Math.floor(520 / (p.code.length * 0.64)));
  return svg(
    600,
    800,
    `<defs>${gradient("g", v === 3 ? "#0b1120" : pal.from, pal.to, v)}</defs><rect width="600" height="800" fill="url(#g)"/>${spotlight}` +
      `<rect x="0" y="600" width="600" height="200" fill="#000000" opacity="0.18"/>` +
      `<g transform="${transforms[v % transforms.length]}">${drawSilhouette(p.silhouette, p.tint || pal.glow, pal.accent)}</g>` +
      text(40, 80, 30, "#ffffff", p.brand.toLocaleUpperCase("tr"), 'font-weight="700" letter-spacing="4"') +
      `<rect x="40" y="98" width="64" height="6" fill="${pal.accent}"/>` +
      text(300, 700, size, "#ffffff", p.code, 'font-weight="700" text-anchor="middle"') +
      text(300, 752, 24, "#e2e8f0", productCaptions[v % productCaptions.length] ?? "", 'text-anchor="middle"'),
  );
}

/** Category images and mega-menu tiles (720 x 480). */
export function tileSvg(p: { title: string; subtitle: string; section: SectionKey; silhouette: Silhouette; variant: number }) {
  const pal = palettes[p.section];
  const size = Math.min(52, Math.floor(640 / (p.title.length * 0.62)));
  return svg(
    720,
    480,
    `<defs>${gradient("g", pal.from, pal.to, p.variant)}</defs><rect width="720" height="480" fill="url(#g)"/>` +
      `<circle cx="560" cy="220" r="190" fill="#ffffff" opacity="0.08"/><g transform="translate(380 60) scale(0.85)">${drawSilhouette(p.silhouette, pal.glow, pal.accent)}</g>` +
      `<rect x="0" y="330" width="720" height="150" fill="#000000" opacity="0.3"/>` +
      text(40, 400, size, "#ffffff", p.title, 'font-weight="700"') +
      text(40, 444, 24, "#e2e8f0", p.subtitle) +
      `<rect x="40" y="342" width="64" height="6" fill="${pal.accent}"/>`,
  );
}

/** Home-page slides (1600 x 600). */
/**
 * The hero slide's text column: from x 120 to a gap before the illustration (drawn from x 1000). A bold glyph is
 * taken as at most 0.62 of the font size wide, so a title wraps before it can reach the illustration.
 */
export const SLIDE_TEXT = { left: 120, right: 960, titleSize: 72, glyphEm: 0.62 } as const;
export const SLIDE_ILLUSTRATION_LEFT = 1000;

/** The slide title's lines within the text column (`wrap` keeps three at most). */
export function slideTitleLines(title: string): string[] {
  return wrap(title, Math.floor((SLIDE_TEXT.right - SLIDE_TEXT.left) / (SLIDE_TEXT.titleSize * SLIDE_TEXT.glyphEm)));
}

export function slideSvg(p: { title: string; subtitle: string; cta: string; section: SectionKey; silhouette: Silhouette }) {
  const pal = palettes[p.section];
  const lines = slideTitleLines(p.title);
  const lineHeight = 84;
  const top = 250 - (lines.length - 1) * 40;
  const below = top + (lines.length - 1) * lineHeight;
  return svg(
    1600,
    600,
    `<defs>${gradient("g", pal.from, pal.to, 0)}</defs><rect width="1600" height="600" fill="url(#g)"/>` +
      `<circle cx="1220" cy="300" r="300" fill="#ffffff" opacity="0.07"/><circle cx="1220" cy="300" r="200" fill="#ffffff" opacity="0.06"/>` +
      `<g transform="translate(${SLIDE_ILLUSTRATION_LEFT} 110) scale(1.15)">${drawSilhouette(p.silhouette, pal.glow, pal.accent)}</g>` +
      `<rect x="${SLIDE_TEXT.left}" y="${top - 100}" width="90" height="8" fill="${pal.accent}"/>` +
      lines
        .map((line, i) => text(SLIDE_TEXT.left, top + i * lineHeight, SLIDE_TEXT.titleSize, "#ffffff", line, 'font-weight="700"'))
        .join("") +
      text(SLIDE_TEXT.left, below + 70, 34, "#e2e8f0", p.subtitle) +
      `<rect x="${SLIDE_TEXT.left}" y="${below + 110}" width="280" height="72" rx="36" fill="${pal.accent}"/>` +
      text(260, below + 158, 30, "#111827", p.cta, 'font-weight="700" text-anchor="middle"'),
  );
}

/** The welcome popup (600 x 600). */
export function popupSvg(p: { title: string; line1: string; line2: string; code: string }) {
  const pal = palettes.makineler;
  return svg(
    600,
    600,
    `<defs>${gradient("g", pal.from, pal.to, 0)}</defs><rect width="600" height="600" fill="url(#g)"/>` +
      `<circle cx="300" cy="230" r="150" fill="${pal.accent}"/>` +
      text(300, 225, 96, "#ffffff", p.title, 'font-weight="700" text-anchor="middle"') +
      text(300, 285, 32, "#ffffff", "İNDİRİM", 'font-weight="700" text-anchor="middle" letter-spacing="6"') +
      text(300, 440, 30, "#ffffff", p.line1, 'text-anchor="middle"') +
      text(300, 482, 24, "#cbd5e1", p.line2, 'text-anchor="middle"') +
      `<rect x="170" y="515" width="260" height="54" rx="10" fill="#ffffff"/>` +
      text(300, 552, 28, "#111827", p.code, 'font-weight="700" text-anchor="middle" letter-spacing="2"'),
  );
}

function wrap(value: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of value.split(" ")) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** Blog covers (1200 x 630). */
export function blogCoverSvg(p: { title: string; category: string; section: SectionKey; silhouette: Silhouette; variant: number }) {
  const pal = palettes[p.section];
  const lines = wrap(p.title, 24);
  return svg(
    1200,
    630,
    `<defs>${gradient("g", pal.from, pal.to, p.variant)}</defs><rect width="1200" height="630" fill="url(#g)"/>` +
      `<circle cx="980" cy="${180 + (p.variant % 3) * 80}" r="240" fill="#ffffff" opacity="0.07"/>` +
      `<g transform="translate(880 230) scale(0.75)">${drawSilhouette(p.silhouette, pal.glow, pal.accent)}</g>` +
      `<rect x="80" y="90" width="${40 + p.category.length * 16}" height="48" rx="24" fill="${pal.accent}"/>` +
      text(100, 123, 24, "#111827", p.category, 'font-weight="700"') +
      lines.map((l, i) => text(80, 240 + i * 68, 50, "#ffffff", l, 'font-weight="700"')).join("") +
      text(80, 560, 26, "#cbd5e1", "Lumora Blog"),
  );
}

/** Brand logos (280 x 57) on a transparent background. */
export function brandLogoSvg(p: { name: string; color: string; accent: string }) {
  return svg(
    280,
    57,
    `<rect x="4" y="10" width="37" height="37" rx="9" fill="${p.color}"/><circle cx="22.5" cy="28.5" r="9" fill="${p.accent}"/>` +
      text(52, 40, 28, p.color, p.name, 'font-weight="700"'),
  );
}

/** The store logo (1116 x 223): a curing-light mark and the word "Lumora". */
export function siteLogoSvg() {
  const rays = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 8;
    const x1 = 111 + Math.cos(a) * 62,
      y1 = 111 + Math.sin(a) * 62,
      x2 = 111 + Math.cos(a) * 92,
      y2 = 111 + Math.sin(a) * 92;
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#f97316" stroke-width="14" stroke-linecap="round"/>`;
  }).join("");
  return svg(
    1116,
    223,
    `${rays}<circle cx="111" cy="111" r="46" fill="#1f2a44"/><circle cx="111" cy="111" r="20" fill="#f97316"/>` +
      text(240, 158, 150, "#1f2a44", "Lumora", 'font-weight="700" letter-spacing="2"'),
  );
}
