import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders ordinary Markdown", () => {
    const html = renderMarkdown("## Öne çıkanlar\n\n- **Hızlı** baskı\n- [Katalog](/brochure)\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain("<h2>Öne çıkanlar</h2>");
    expect(html).toContain("<li><strong>Hızlı</strong> baskı</li>");
    expect(html).toContain('<a href="/brochure">Katalog</a>');
    expect(html).toContain("<td>1</td>");
  });

  it("shows raw HTML as text instead of interpreting it", () => {
    const html = renderMarkdown('Merhaba <img src=x onerror="alert(1)"> dünya\n\n<script>alert(1)</script>');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops links and images to scripts and other schemes, keeping their text", () => {
    const html = renderMarkdown("[tıkla](javascript:alert(1)) ![resim](data:image/svg+xml;base64,AAAA) [harici](//evil.example)");
    expect(html).not.toContain("href");
    expect(html).not.toContain("<img");
    expect(html).toContain("tıkla");
    expect(html).toContain("resim");
  });

  it("moves the document's top heading to the level asked for, keeping the outline", () => {
    expect(renderMarkdown("## Başlık\n\n### Alt", { topHeading: 3 })).toBe("<h3>Başlık</h3>\n<h4>Alt</h4>\n");
    expect(renderMarkdown("# Başlık\n\n###### Derin", { topHeading: 3 })).toBe("<h3>Başlık</h3>\n<h6>Derin</h6>\n");
    expect(renderMarkdown("#### Küçük", { topHeading: 2 })).toBe("<h2>Küçük</h2>\n");
  });
});
