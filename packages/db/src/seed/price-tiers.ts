import { sql } from "drizzle-orm";
import type { Tx } from "./util";

/**
 * Quantity price breaks on the parts makers buy by the handful (issue 49): resistors,
 * 5 mm LEDs, jumper wires and the HC-SR04. 10+ costs 92 % and 50+ 84 % of the price, in
 * whole taka (HC-SR04: ৳120, 10+ ৳110, 50+ ৳100). Matched by part number, so a demo
 * catalog without one of these parts simply has fewer breaks.
 */
const PARTS = ["HC-SR04", "CFR-25-%", "LED-5MM-%", "JUMPER-%"];

/** Safe to run again: an existing break is left as it is. */
export async function insertDemoPriceTiers(tx: Tx): Promise<void> {
  const parts = sql.join(
    PARTS.map((part) => sql`p.part_number like ${part}`),
    sql` or `,
  );
  await tx.execute(sql`
    insert into product_price_tiers (product_id, min_quantity, unit_price)
    select p.id, t.min_quantity, (floor(p.price * t.percent / 10000.0) * 100)::int
    from products p cross join (values (10, 92), (50, 84)) as t(min_quantity, percent)
    where (${parts}) and floor(p.price * t.percent / 10000.0) >= 1
    on conflict do nothing`);
}
