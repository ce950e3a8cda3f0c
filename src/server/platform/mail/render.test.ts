import { describe, expect, it } from "vitest";
import { paragraphsOf, renderMail } from "./render";

describe("the mail templates", () => {
  const mail = renderMail({
    to: "ayse@example.com",
    subject: "Siparişiniz <alındı>",
    paragraphs: [["Merhaba Ayşe,"], ["1 × Mürekkep <b>UV</b> — 1.200,00 TL", "Toplam: 1.200,00 TL"]],
    action: { label: "Siparişlerim", url: "http://localhost:3000/account/my-orders?a=1&b=2" },
  });

  it("lays out HTML in Turkish with the shop's name and colour, every value escaped", () => {
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain(">Lumora</td>");
    expect(mail.html).toContain("#c2410c");
    expect(mail.html).toContain("Mürekkep &lt;b&gt;UV&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>UV</b>");
    expect(mail.html).toContain("<title>Siparişiniz &lt;alındı&gt;</title>");
    expect(mail.html).toContain('href="http://localhost:3000/account/my-orders?a&#x3D;1&amp;b&#x3D;2"');
    expect(mail.html).toContain("Lumora Baskı Teknolojileri A.Ş.");
  });

  it("gives the same words as plain text, unescaped, one paragraph a block, with the link and the footer", () => {
    expect(mail.text).toBe(
      [
        "Merhaba Ayşe,",
        "",
        "1 × Mürekkep <b>UV</b> — 1.200,00 TL",
        "Toplam: 1.200,00 TL",
        "",
        "Siparişlerim: http://localhost:3000/account/my-orders?a=1&b=2",
        "",
        "--",
        "Lumora Baskı Teknolojileri A.Ş.",
        "Organize Sanayi Bölgesi 4. Cadde No: 12, 34555 Başakşehir / İstanbul",
        "info@lumora.example · +90 212 555 01 23",
      ].join("\n"),
    );
  });

  it("leaves the footer out of a message staff wrote themselves", () => {
    const reply = renderMail({
      to: "a@example.com",
      subject: "Yanıt",
      paragraphs: paragraphsOf("Merhaba,\n\nTeşekkürler."),
      footer: false,
    });
    expect(reply.text).toBe("Merhaba,\n\nTeşekkürler.");
    expect(reply.html).not.toContain("Organize Sanayi");
  });

  it("splits text into paragraphs at blank lines and lines at line breaks", () => {
    expect(paragraphsOf("a\nb\n\n\nc\n  \n")).toEqual([["a", "b"], ["c"]]);
  });
});
