import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createItem } from "@/app/api/admin/navigation/create/route";
import { POST as deleteItem } from "@/app/api/admin/navigation/delete/route";
import { POST as moveItem } from "@/app/api/admin/navigation/move/route";
import { POST as updateItem } from "@/app/api/admin/navigation/update/route";
import { POST as uploadImage } from "@/app/api/admin/navigation/upload-image/route";
import { homeSlides } from "@/server/catalog/home";
import { navigation } from "@/server/content/navigation";
import { db } from "@/server/platform/db/client";
import { media, navigationItems } from "@/server/platform/db/schema";
import { navigationFormValues } from "@/shared/content/manage-navigation";
import { mainMenuItems } from "@/shared/content/navigation";
import { call } from "../support/api";
import { adminSessions, auditOf, base64, expectForbiddenForCustomer, imageBase64 } from "./admin-helpers";

let staff = "";
let customer = "";
beforeAll(async () => {
  ({ staff, customer } = await adminSessions());
});

const post = (handler: Parameters<typeof call>[0], path: string, body: object) => call(handler, path, { cookie: staff, body });
const fields = {
  name: "Fuar Takvimi",
  slug: "fuar-takvimi",
  href: "/blog",
  type: "link",
  showInMainMenu: true,
  link: "",
  svgIcon: "",
  images: [],
};
const rowOf = async (id: number) => (await db().select().from(navigationItems).where(eq(navigationItems.id, id)))[0]!;

describe("navigation items", () => {
  it("adds a top-level item at the end of the main menu, then hides it again", async () => {
    await navigation();
    const created = await post(createItem, "/api/admin/navigation/create", { ...fields, parentId: null });
    expect(created.status).toBe(200);
    const id = created.json.id as number;
    const row = await rowOf(id);
    expect(row).toMatchObject({ path: `/${id}`, depth: 0, parentId: null });
    expect(mainMenuItems((await navigation()).tree).at(-1)).toMatchObject({ id, name: "Fuar Takvimi" });

    const hidden = await post(updateItem, "/api/admin/navigation/update", {
      ...navigationFormValues(row),
      showInMainMenu: false,
      itemId: id,
    });
    expect(hidden.json).toEqual({ changed: true });
    expect(mainMenuItems((await navigation()).tree).some((n) => n.id === id)).toBe(false);
    const audit = await auditOf("navigation_item", id);
    expect(audit.map((a) => a.action)).toEqual(["navigation.create", "navigation.update"]);
    expect(audit[1]).toMatchObject({ before: { showInMainMenu: true }, after: { showInMainMenu: false } });
  });

  it("moves an item before its previous sibling, and the mega menu follows", async () => {
    const [first, second] = mainMenuItems((await navigation()).tree);
    const res = await post(moveItem, "/api/admin/navigation/move", { itemId: second!.id, direction: "up" });
    expect(res.json).toEqual({ changed: true });
    expect(
      mainMenuItems((await navigation()).tree)
        .slice(0, 2)
        .map((n) => n.id),
    ).toEqual([second!.id, first!.id]);
    expect((await auditOf("navigation_item", second!.id)).at(-1)).toMatchObject({
      action: "navigation.move",
      after: { order: first!.order },
    });
    // The first sibling cannot move further up.
    expect((await post(moveItem, "/api/admin/navigation/move", { itemId: second!.id, direction: "up" })).json).toEqual({ changed: false });
  });

  it("keeps the tree two levels deep and refuses to delete a parent", async () => {
    const [parent] = (await navigation()).tree.filter((n) => n.children.length > 0);
    const child = parent!.children[0]!;
    const deeper = await post(createItem, "/api/admin/navigation/create", { ...fields, parentId: child.id });
    expect(deeper.status).toBe(400);
    expect(deeper.json.message).toContain("iki düzey");
    const refused = await post(deleteItem, "/api/admin/navigation/delete", { itemId: parent!.id });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("has_children");

    const added = await post(createItem, "/api/admin/navigation/create", { ...fields, parentId: parent!.id });
    expect(await rowOf(added.json.id)).toMatchObject({ depth: 1, path: `${parent!.path}/${added.json.id}` });
    expect((await post(deleteItem, "/api/admin/navigation/delete", { itemId: added.json.id })).status).toBe(200);
    expect((await navigation()).tree.flatMap((n) => n.children).some((c) => c.id === added.json.id)).toBe(false);
    expect((await auditOf("navigation_item", added.json.id)).at(-1)).toMatchObject({
      action: "navigation.delete",
      before: { name: "Fuar Takvimi" },
    });
  });

  it("stores a popup image at 600x600 and a slide image at 1600x600, and drops a removed upload", async () => {
    const { popup } = await navigation();
    const res = await post(uploadImage, "/api/admin/navigation/upload-image", {
      itemId: popup!.id,
      file: await imageBase64(1000, 800, "png"),
    });
    expect(res.status).toBe(200);
    const key = (res.json.url as string).replace("/media/", "");
    expect((await db().select().from(media).where(eq(media.key, key)))[0]).toMatchObject({
      width: 600,
      height: 600,
      contentType: "image/webp",
    });
    expect((await navigation()).popup?.images).toContain(res.json.url);

    const [slide] = await homeSlides();
    const slideImage = await post(uploadImage, "/api/admin/navigation/upload-image", {
      itemId: slide!.id,
      file: await imageBase64(800, 800),
    });
    const slideKey = (slideImage.json.url as string).replace("/media/", "");
    expect((await db().select().from(media).where(eq(media.key, slideKey)))[0]).toMatchObject({ width: 1600, height: 600 });

    const row = await rowOf(popup!.id);
    const images = row.images.filter((u) => u !== res.json.url);
    await post(updateItem, "/api/admin/navigation/update", { ...navigationFormValues(row), images, itemId: row.id });
    expect(await db().select().from(media).where(eq(media.key, key))).toEqual([]);
    expect((await navigation()).popup?.images).toEqual(images);
  });

  it("refuses bad input with Turkish messages", async () => {
    const [item] = (await navigation()).tree;
    const row = await rowOf(item!.id);
    const update = (patch: object) =>
      post(updateItem, "/api/admin/navigation/update", { ...navigationFormValues(row), itemId: row.id, ...patch });
    expect((await update({ svgIcon: '<svg onload="alert(1)"></svg>' })).json.message).toContain("SVG");
    expect((await update({ href: "javascript:alert(1)" })).json.message).toContain("https://");
    expect((await update({ images: ["http://example.com/a.png"] })).json.message).toContain("/media/");
    expect((await update({ type: "menu" })).status).toBe(400);
    const notImage = await post(uploadImage, "/api/admin/navigation/upload-image", { itemId: row.id, file: base64("GIF89a not ours") });
    expect(notImage.status).toBe(400);
    expect(notImage.json.message).toBe("Yalnızca JPEG, PNG veya WebP görseller yüklenebilir.");
    expect(await rowOf(row.id)).toEqual(row);
  });

  it("answers a customer 403 on every navigation route", async () => {
    await expectForbiddenForCustomer(customer, [
      [createItem, "/api/admin/navigation/create"],
      [updateItem, "/api/admin/navigation/update"],
      [moveItem, "/api/admin/navigation/move"],
      [deleteItem, "/api/admin/navigation/delete"],
      [uploadImage, "/api/admin/navigation/upload-image"],
    ]);
  });
});
