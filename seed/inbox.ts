import { formSubmissions } from "@/server/platform/db/schema";
import type { Exec } from "./sql-helpers";
import { daysBefore } from "./time";
import { demoAccounts } from "./users";

const staffName = demoAccounts[1].name;

/**
 * A few requests in the back office's inbox, one per state, stored as the site's forms store them
 * (src/server/content/forms.ts): a new quote request, a contact message in progress with a note, and a
 * technical-service request that was answered and closed.
 */
export async function seedInbox(exec: Exec) {
  const note = (days: number, text: string) => ({ at: daysBefore(days).toISOString(), by: staffName, text });
  await exec.insert(formSubmissions).values([
    {
      kind: "technical_service",
      status: "done",
      email: "servis@karadenizbaski.example",
      createdAt: daysBefore(12),
      data: {
        machineModel: "Lumora UV-2500 HS",
        serialNumber: "LM-2500/00117",
        faultDescription: "Beyaz mürekkep kanalında baskı sırasında yer yer boşluklar oluşuyor, kafa temizliği geçici çözüm sağlıyor.",
        preferredDate: "",
        name: "Murat Şahin",
        company: "Karadeniz Baskı",
        email: "servis@karadenizbaski.example",
        phone: "+90 (462) 555-12-34",
        consent: true,
      },
      notes: [note(11, "Teknisyen ziyareti bu haftaya planlandı.")],
      replies: [
        {
          ...note(11, "Merhaba Murat Bey,\n\nTeknisyenimiz bu hafta sizi ziyaret edecek.\n\nSaygılarımızla,\nLumora"),
          subject: "Servis talebiniz hakkında",
        },
      ],
    },
    {
      kind: "contact",
      status: "in_progress",
      email: "selin.aydin@example.com",
      createdAt: daysBefore(3),
      data: {
        name: "Selin Aydın",
        company: "",
        email: "selin.aydin@example.com",
        phone: "",
        subject: "Operatör eğitimi",
        message: "Yeni aldığımız flatbed yazıcı için iki operatörümüze eğitim vermek istiyoruz. Takviminizi paylaşabilir misiniz?",
        consent: true,
      },
      notes: [note(2, "Eğitim takvimi satış ekibinden istendi.")],
    },
    {
      kind: "quote",
      status: "new",
      email: "emre.koc@example.com",
      createdAt: daysBefore(1),
      data: {
        name: "Emre Koç",
        company: "Koç Tabela",
        email: "emre.koc@example.com",
        phone: "+90 (532) 765-43-21",
        subject: "Fiyat teklifi: Lumora UV-1200 Flatbed Yazıcı",
        message: "Kurulum ve eğitim dahil fiyat teklifi rica ederim.",
        product: { code: "UV-1200", name: "Lumora UV-1200 Flatbed Yazıcı" },
        consent: true,
      },
    },
  ]);
}
