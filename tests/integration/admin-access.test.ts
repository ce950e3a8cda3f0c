import { describe, expect, it } from "vitest";
import { createStaff } from "@/server/admin/staff";
import { db } from "@/server/db/client";
import { sessionUser } from "@/server/http/session";
import { demoCustomer, signIn } from "../support/api";

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
});
