import { hashPassword } from "better-auth/crypto";
import { slugify } from "@/lib/turkish";
import { account, user } from "@/server/platform/db/schema";
import { type Exec, insertBatches } from "./sql-helpers";
import { daysBefore } from "./time";

/**
 * The demo customer has a known password; the staff account gets a random one on the first seed (see
 * scripts/lib/database.ts), because a published staff password would open every shop that kept it.
 */
export const demoAccounts = [
  { role: "customer", email: "demo@lumora.example", name: "Ayşe Yılmaz" },
  { role: "staff", email: "admin@lumora.example", name: "Mehmet Demir" },
] as const;

export const DEMO_CUSTOMER_PASSWORD = "Demo1234!";

export const DEMO_CUSTOMER_ID = "demo-customer";
export const DEMO_STAFF_ID = "demo-staff";

const customerNames = [
  "Zeynep Kaya",
  "Emre Çelik",
  "Fatma Şahin",
  "Burak Yıldız",
  "Elif Aydın",
  "Mustafa Öztürk",
  "Merve Arslan",
  "Hakan Doğan",
  "Gizem Kılıç",
  "Serkan Aslan",
  "Büşra Çetin",
  "Onur Koç",
  "Derya Kurt",
  "Tolga Özdemir",
  "Esra Polat",
  "Cem Erdoğan",
  "Seda Güneş",
  "Kerem Aksoy",
  "İrem Bulut",
  "Oğuz Yalçın",
];

export const otherCustomers = customerNames.map((name, i) => {
  const [first, last] = name.split(" ") as [string, string];
  return { id: `customer-${String(i + 1).padStart(2, "0")}`, name, email: `${slugify(first)}.${slugify(last)}@ornek.example` };
});

/** Only the two demo accounts' passwords are hashed (scrypt is slow on purpose), in demoAccounts' order. */
export function hashDemoPasswords(staffPassword: string): Promise<string[]> {
  return Promise.all([DEMO_CUSTOMER_PASSWORD, staffPassword].map((password) => hashPassword(password)));
}

export async function seedUsers(exec: Exec, hashes: string[]) {
  const ids = [DEMO_CUSTOMER_ID, DEMO_STAFF_ID];
  const created = daysBefore(300);
  await insertBatches(exec, user, [
    ...demoAccounts.map((a, i) => ({
      id: ids[i] as string,
      name: a.name,
      email: a.email,
      emailVerified: true,
      role: a.role,
      phone: i === 0 ? "+90 532 555 12 34" : "+90 212 555 01 23",
      createdAt: created,
      updatedAt: created,
    })),
    ...otherCustomers.map((c, i) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      emailVerified: true,
      role: "customer" as const,
      createdAt: daysBefore(340 - i * 7),
      updatedAt: daysBefore(340 - i * 7),
    })),
  ]);
  await insertBatches(
    exec,
    account,
    demoAccounts.map((_, i) => ({
      id: `${ids[i]}-credential`,
      accountId: ids[i] as string,
      providerId: "credential",
      userId: ids[i] as string,
      password: hashes[i] as string,
      createdAt: created,
      updatedAt: created,
    })),
  );
  return 2 + otherCustomers.length;
}
