import type { Silhouette } from "./types";

/** Simple product silhouettes drawn in a 400 x 340 box; `tint` is the ink or light colour, `accent` the brand colour. */
type Draw = (tint: string, accent: string) => string;

const r = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

function gearPath(cx: number, cy: number, teeth: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (Math.PI * 2 * i) / (teeth * 4);
    const rad = i % 4 < 2 ? outer : inner;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)},${(cy + rad * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(" ")}" fill="#e2e8f0"/>`;
}

const shapes: Record<Silhouette, Draw> = {
  flatbed: (tint, accent) =>
    r(40, 190, 20, 110, "#94a3b8") +
    r(340, 190, 20, 110, "#94a3b8") +
    r(40, 260, 320, 12, "#64748b") +
    r(20, 150, 360, 42, "#e5e7eb", 'rx="6"') +
    r(60, 140, 220, 12, "#cbd5e1") +
    r(10, 95, 26, 78, "#f1f5f9", 'rx="4"') +
    r(364, 95, 26, 78, "#f1f5f9", 'rx="4"') +
    r(10, 92, 380, 36, "#f8fafc", 'rx="6"') +
    r(150, 66, 92, 74, accent, 'rx="8"') +
    r(160, 140, 72, 7, tint, 'rx="3"') +
    r(332, 40, 56, 40, "#1f2937", 'rx="4"') +
    r(338, 46, 44, 28, "#38bdf8", 'rx="2"'),
  "roll-printer": (tint, accent) =>
    r(40, 178, 16, 110, "#94a3b8") +
    r(344, 178, 16, 110, "#94a3b8") +
    r(20, 282, 56, 10, "#64748b", 'rx="4"') +
    r(324, 282, 56, 10, "#64748b", 'rx="4"') +
    r(30, 70, 340, 34, "#e2e8f0", 'rx="14"') +
    r(10, 92, 380, 92, "#f8fafc", 'rx="14"') +
    r(70, 112, 200, 30, "#0f172a", 'rx="6" opacity="0.75"') +
    r(10, 166, 380, 9, accent) +
    r(298, 108, 70, 44, "#334155", 'rx="6"') +
    ["#00a3e0", "#d6007e", "#ffd400", "#1f1f1f"].map((c, i) => r(306 + i * 15, 116, 10, 28, c, 'rx="2"')).join("") +
    r(60, 186, 280, 22, "#ffffff", 'rx="11"') +
    `<path d="M80 206 L320 206 L330 262 L70 262 Z" fill="#ffffff" opacity="0.85"/>` +
    r(110, 220, 180, 26, tint, 'opacity="0.6"'),
  laser: (tint, accent) =>
    r(30, 120, 340, 152, "#f8fafc", 'rx="10"') +
    `<polygon points="30,124 370,124 350,60 50,60" fill="#e2e8f0"/>` +
    `<polygon points="72,114 328,114 316,72 84,72" fill="${accent}" opacity="0.55"/>` +
    `<line x1="200" y1="82" x2="200" y2="112" stroke="${tint}" stroke-width="4"/>` +
    r(296, 150, 56, 64, "#1f2937", 'rx="4"') +
    r(302, 156, 44, 24, "#38bdf8") +
    r(30, 270, 340, 14, "#334155") +
    [0, 1, 2, 3, 4].map((i) => r(60, 160 + i * 18, 180, 6, "#cbd5e1", 'rx="3"')).join(""),
  "label-press": (tint, accent) =>
    r(20, 172, 360, 110, "#f1f5f9", 'rx="8"') +
    r(40, 58, 320, 118, "#e2e8f0", 'rx="10"') +
    `<circle cx="82" cy="118" r="36" fill="#ffffff" stroke="#94a3b8" stroke-width="4"/><circle cx="82" cy="118" r="10" fill="#64748b"/>` +
    `<circle cx="320" cy="118" r="30" fill="#ffffff" stroke="#94a3b8" stroke-width="4"/><circle cx="320" cy="118" r="9" fill="#64748b"/>` +
    `<path d="M82 154 L150 150 L290 150 L320 148" stroke="${tint}" stroke-width="6" fill="none"/>` +
    [0, 1, 2].map((i) => r(140 + i * 46, 92, 38, 42, "#334155", 'rx="4"')).join("") +
    r(20, 200, 360, 10, accent),
  bottle: (tint, accent) =>
    r(165, 22, 70, 42, "#111827", 'rx="6"') +
    r(176, 60, 48, 24, "#e5e7eb") +
    r(110, 80, 180, 250, "#f8fafc", 'rx="28"') +
    r(110, 156, 180, 118, tint) +
    r(126, 192, 148, 44, "#ffffff", 'rx="4" opacity="0.88"') +
    r(140, 206, 90, 6, accent, 'rx="3"') +
    r(140, 218, 60, 6, "#94a3b8", 'rx="3"'),
  jerrycan: (tint, accent) =>
    `<rect x="112" y="44" width="120" height="56" rx="20" fill="none" stroke="#e2e8f0" stroke-width="18"/>` +
    r(90, 80, 220, 258, "#f1f5f9", 'rx="24"') +
    r(246, 40, 46, 44, accent, 'rx="6"') +
    r(114, 168, 172, 104, tint, 'rx="6"') +
    r(130, 200, 140, 34, "#ffffff", 'rx="4" opacity="0.9"') +
    [0, 1, 2].map((i) => r(100, 292 + i * 12, 200, 4, "#cbd5e1")).join(""),
  printhead: (tint, accent) =>
    `<path d="M130 64 C120 20 90 14 60 10 L60 34 C84 38 100 44 106 64 Z" fill="${accent}"/>` +
    r(116, 60, 44, 34, "#334155") +
    r(240, 60, 44, 34, "#334155") +
    r(90, 90, 220, 152, "#cbd5e1", 'rx="10"') +
    r(118, 130, 164, 52, "#f8fafc", 'rx="4"') +
    r(132, 146, 90, 8, tint, 'rx="4"') +
    r(100, 240, 200, 26, "#111827", 'rx="3"') +
    Array.from({ length: 18 }, (_, i) => `<circle cx="${112 + i * 10.5}" cy="253" r="2.5" fill="#94a3b8"/>`).join(""),
  "media-roll": (tint, accent) =>
    `<path d="M92 186 L308 186 L350 330 L50 330 Z" fill="#ffffff" opacity="0.92"/>` +
    r(110, 220, 180, 80, tint, 'opacity="0.55"') +
    `<circle cx="160" cy="260" r="26" fill="${accent}" opacity="0.7"/>` +
    r(70, 96, 260, 92, "#f8fafc") +
    `<ellipse cx="330" cy="142" rx="22" ry="46" fill="#e2e8f0"/><ellipse cx="330" cy="142" rx="8" ry="16" fill="#64748b"/>` +
    `<ellipse cx="70" cy="142" rx="22" ry="46" fill="#f1f5f9"/>`,
  led: (tint) =>
    `<polygon points="50,186 350,186 396,320 4,320" fill="${tint}" opacity="0.28"/><ellipse cx="200" cy="318" rx="196" ry="18" fill="${tint}" opacity="0.4"/>` +
    Array.from({ length: 15 }, (_, i) => r(52 + i * 20, 66, 10, 48, "#94a3b8")).join("") +
    r(40, 110, 320, 62, "#cbd5e1", 'rx="6"') +
    r(50, 170, 300, 18, tint, 'rx="4"') +
    r(356, 124, 30, 32, "#334155", 'rx="3"'),
  lamp: (tint) =>
    `<path d="M20 140 Q200 24 380 140" fill="none" stroke="#e5e7eb" stroke-width="14"/>` +
    `<ellipse cx="200" cy="168" rx="190" ry="44" fill="${tint}" opacity="0.3"/>` +
    r(40, 150, 320, 36, "#eef2ff", 'rx="18"') +
    `<line x1="54" y1="168" x2="346" y2="168" stroke="${tint}" stroke-width="5"/>` +
    r(18, 144, 30, 48, "#9ca3af", 'rx="6"') +
    r(352, 144, 30, 48, "#9ca3af", 'rx="6"') +
    `<path d="M33 192 C33 240 70 250 90 290 M367 192 C367 240 330 250 310 290" stroke="#475569" stroke-width="5" fill="none"/>`,
  tunnel: (tint, accent) =>
    r(28, 226, 14, 66, "#64748b") +
    r(358, 226, 14, 66, "#64748b") +
    r(10, 208, 380, 20, "#334155", 'rx="10"') +
    [30, 110, 190, 270, 350].map((x) => `<circle cx="${x + 10}" cy="218" r="6" fill="#94a3b8"/>`).join("") +
    r(110, 108, 180, 102, "#f1f5f9", 'rx="10"') +
    r(122, 92, 156, 22, "#e2e8f0", 'rx="4"') +
    r(126, 178, 148, 30, tint, 'opacity="0.75"') +
    r(40, 192, 42, 16, accent, 'rx="2"') +
    r(318, 192, 42, 16, accent, 'rx="2"') +
    r(302, 50, 70, 50, "#1f2937", 'rx="4"') +
    r(310, 58, 54, 20, "#38bdf8"),
  part: (tint, accent) =>
    gearPath(170, 170, 12, 110, 88) +
    `<circle cx="170" cy="170" r="40" fill="#64748b"/><circle cx="170" cy="170" r="22" fill="${tint}"/>` +
    r(270, 230, 110, 30, accent, 'rx="6"') +
    r(280, 238, 60, 14, "#f8fafc", 'rx="3"'),
  package: (tint, accent) =>
    `<polygon points="200,60 350,130 200,200 50,130" fill="#fde68a"/><polygon points="50,130 200,200 200,340 50,270" fill="#f59e0b"/>` +
    `<polygon points="350,130 200,200 200,340 350,270" fill="#d97706"/><polygon points="170,74 320,144 320,170 170,100" fill="#fef3c7" opacity="0.8"/>` +
    r(230, 230, 90, 56, "#ffffff", 'opacity="0.9" transform="skewY(-25) translate(0,120)"') +
    `<circle cx="120" cy="240" r="22" fill="${tint || accent}" opacity="0.85"/>`,
};

export const drawSilhouette = (s: Silhouette, tint: string, accent: string) => shapes[s](tint, accent);
