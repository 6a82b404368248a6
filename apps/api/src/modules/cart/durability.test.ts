import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, guestId } from "../../test/factories";
import { checkoutLock, lockCart, lockExistingCart } from "./queries";
import { writeCart } from "./service";
import type { CartOwner, Tx } from "./owner";

const t = useTestApp();

const synchronousCommit = async (tx: Tx) => (await tx.execute<{ value: string }>(sql`select current_setting('synchronous_commit') as value`)).rows[0].value;

describe("which transactions wait for the WAL flush at commit", () => {
  it("a cart edit does not, from its lock on, whether it creates the cart or finds it", async () => {
    const owner: CartOwner = { kind: "guest", guestId: guestId() };
    const seen: string[] = [];
    for (const lock of ["create", "existing"] as const) {
      await writeCart({ db: t.db, mediaBase: "", owner }, lock, async (tx, cart) => {
        expect(cart?.id).toEqual(expect.any(String));
        seen.push(await synchronousCommit(tx));
      });
    }
    expect(seen).toEqual(["off", "off"]);
  });

  it("nor does an add to cart, one call that is its own transaction (cart_put_item)", async () => {
    const product = await createProduct(t.db, { categoryId: (await createCategory(t.db)).id, stock: 5 });
    // The add inside a transaction of the test's, to read the setting it left there.
    const seen = await t.db.transaction(async (tx) => {
      const before = await synchronousCommit(tx);
      await tx.execute(sql`select cart_put_item(null, ${guestId()}, ${product.slug}, 1, false)`);
      return [before, await synchronousCommit(tx)];
    });
    expect(seen).toEqual(["on", "off"]);
  });

  it("other locks of a cart (placing an order, the wishlist's move) leave it on, and an edit's setting ends with its transaction", async () => {
    const owner: CartOwner = { kind: "guest", guestId: guestId() };
    await writeCart({ db: t.db, mediaBase: "", owner }, "create", async () => undefined);
    const shopper = await createSignedInUser(t.db);
    await writeCart({ db: t.db, mediaBase: "", owner: { kind: "user", userId: shopper.user.id } }, "create", async () => undefined);
    const seen = await t.db.transaction(async (tx) => {
      await lockCart(tx, owner);
      const afterLock = await synchronousCommit(tx);
      await lockExistingCart(tx, owner);
      const afterExisting = await synchronousCommit(tx);
      expect((await checkoutLock(tx, shopper.user.id))?.cart_id).toEqual(expect.any(String));
      return [afterLock, afterExisting, await synchronousCommit(tx)];
    });
    expect(seen).toEqual(["on", "on", "on"]);
  });
});
