import { eq } from "drizzle-orm";
import { media, type Database } from "@shop/db";

export type MediaRow = Pick<typeof media.$inferSelect, "key" | "contentType" | "body" | "width" | "height">;

export async function findMedia(db: Database, key: string): Promise<MediaRow | null> {
  const [row] = await db
    .select({ key: media.key, contentType: media.contentType, body: media.body, width: media.width, height: media.height })
    .from(media)
    .where(eq(media.key, key))
    .limit(1);
  return row ?? null;
}
