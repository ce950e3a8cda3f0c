import { describe, expect, it } from "vitest";
import { createStaff } from "@/server/account/manage/staff";
import { sessionUser } from "@/server/account/session";
import { db } from "@/server/platform/db/client";
import { demoCustomer, signIn } from "../support/api";
import { statusThroughProxy } from "../support/proxy";
import { staffSession } from "../support/staff";
import { signUp } from "./account-support";

describe("admin:create", () => {
  it("creates a staff account that can sign in, and promotes an existing customer", async () => {
    await createStaff(db(), { email: "Yeni.Personel@lumora.example", name: "Yeni Personel", password: "Guclu-Sifre-1" });
    const cookie = await signIn("yeni.personel@lumora.example", "Guclu-Sifre-1");
    expect((await sessionUser(new Headers({ cookie })))?.role).toBe("staff");

    const result = await createStaff(db(), { email: demoCustomer.email, name: "Ayşe Yılmaz", password: "Baska-Sifre-2" });
    expect(result.created).toBe(false);
    await expect(signIn(demoCustomer.email, demoCustomer.password)).rejects.toThrow();
    const promoted = await signIn(demoCustomer.email, "Baska-Sifre-2");
    expect((await sessionUser(new Headers({ cookie: promoted })))?.role).toBe("staff");
  });

  it("takes only a password that sign-up would take: 8+ characters with a letter and a digit", async () => {
    for (const password of ["Kisa-1", "sadeceharfler", "1234567890"]) {
      await expect(createStaff(db(), { email: "zayif@lumora.example", name: "Zayıf Şifre", password })).rejects.toThrow();
    }
    await expect(signIn("zayif@lumora.example", "1234567890")).rejects.toThrow();
  });
});

describe("the back office's status", () => {
  it("is 403 for a signed-in customer on /admin and below, and left alone for staff, guests and other paths", async () => {
    const { cookie: customer } = await signUp("musteri.admin@example.com");
    const staff = await staffSession();
    const statuses = async (path: string) =>
      Promise.all([customer, staff, "lumora-cart-id=00000000-0000-4000-8000-000000000000", ""].map((c) => statusThroughProxy(path, c)));
    expect(await statuses("/admin")).toEqual([403, 200, 200, 200]);
    expect(await statuses("/admin/orders/1?q=x")).toEqual([403, 200, 200, 200]);
    expect(await statuses("/admin?page=2")).toEqual([403, 200, 200, 200]);
    expect((await statuses("/administrator"))[0]).toBe(200);
    expect((await statuses("/hesabim"))[0]).toBe(200);
  });
});
