import { describe, expect, it } from "vitest";
import { splitSections } from "./markdown-sections";

describe("splitSections", () => {
  it("cuts a document at headings of one level and keeps the intro", () => {
    const doc = "Giriş metni.\n\n### Kargo ne zaman?\n\nAynı gün.\n\n#### Ayrıntı\n\nAlt başlık kalır.\n\n### İade var mı? ###\n\n14 gün.";
    expect(splitSections(doc, 3)).toEqual({
      intro: "Giriş metni.",
      sections: [
        { heading: "Kargo ne zaman?", body: "Aynı gün.\n\n#### Ayrıntı\n\nAlt başlık kalır." },
        { heading: "İade var mı?", body: "14 gün." },
      ],
    });
  });

  it("ignores other levels, headings without a space and lines in code fences", () => {
    const doc = "## İstanbul\n\nMerkez\n\n```\n## kod\n```\n\n##Ankara\n\n### Şube\n\n## İzmir\nKörfez";
    const { intro, sections } = splitSections(doc, 2);
    expect(intro).toBe("");
    expect(sections.map((s) => s.heading)).toEqual(["İstanbul", "İzmir"]);
    expect(sections[0]?.body).toContain("## kod");
    expect(sections[0]?.body).toContain("### Şube");
  });

  it("gives the whole text as intro when there is no such heading", () => {
    expect(splitSections("Sadece metin.", 3)).toEqual({ intro: "Sadece metin.", sections: [] });
  });
});
