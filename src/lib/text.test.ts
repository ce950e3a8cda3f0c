import { describe, expect, it } from "vitest";
import { escapeHtml, readingMinutes, stripHtml } from "./text";

describe("stripHtml", () => {
  it("removes tags and keeps the text", () => {
    expect(stripHtml("<p>Çok <b>güzel</b> bir <a href='/x'>ürün</a>.</p>")).toBe("Çok güzel bir ürün.");
  });

  it("removes script and style elements with their contents", () => {
    expect(stripHtml("Merhaba<script>alert('x')</script><STYLE>p{}</STYLE> dünya")).toBe("Merhaba dünya");
  });

  it("removes comments, including an unterminated one", () => {
    expect(stripHtml("a<!-- gizli -->b")).toBe("ab");
    expect(stripHtml("a<!-- gizli")).toBe("a");
  });

  it("removes self-closing and attribute-laden tags", () => {
    expect(stripHtml('satır<br/>iki<img src=x onerror="alert(1)">')).toBe("satıriki");
  });

  it("does not rebuild a tag from nested fragments", () => {
    expect(stripHtml("<scr<b>ipt>alert(1)</scr<b>ipt>")).not.toMatch(/<script/i);
    expect(stripHtml("<<b>img src=x onerror=alert(1)>")).toBe("");
  });

  it("keeps comparison signs and unclosed brackets, which are not tags", () => {
    expect(stripHtml("3 < 5 ve 7 > 2, a<b değil")).toBe("3 < 5 ve 7 > 2, a<b değil");
  });

  it("leaves plain text untouched", () => {
    expect(stripHtml("Işık & gölge")).toBe("Işık & gölge");
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML special characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });

  it("escapes & first so entities are not double-decoded", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });

  it("leaves Turkish text alone", () => {
    expect(escapeHtml("Şık, güçlü ve ılık")).toBe("Şık, güçlü ve ılık");
  });

  it("makes stripped review text safe to embed", () => {
    expect(escapeHtml(stripHtml('<b>Harika</b> 5 < 6 "çok"'))).toBe("Harika 5 &lt; 6 &quot;çok&quot;");
  });
});

describe("readingMinutes", () => {
  const words = (n: number) => Array.from({ length: n }, () => "kelime").join(" ");

  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [1000, 5],
    [1001, 6],
  ])("%i words -> %i min", (n, minutes) => {
    expect(readingMinutes(words(n))).toBe(minutes);
  });

  it("counts words across any whitespace", () => {
    const text = `  ${words(150)}\n\n\t${words(150)}  `;
    expect(readingMinutes(text)).toBe(2);
  });
});
