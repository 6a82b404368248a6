import type { ReactNode } from "react";
import type { contentEn } from "@/i18n/messages/content.en";

/** A post's slug: its words must be in the catalogue. */
export type BlogSlug = keyof typeof contentEn.blog.posts;

/** A post; its title, excerpt and shop link's label are the catalogue's blog.posts.<slug> (both languages). */
export type BlogPost = {
  slug: BlogSlug;
  /** ISO date (Asia/Dhaka) the post was published. */
  date: string;
  minutes: number;
  /** A category of the shop the post is about, for the "shop the parts" link. */
  shopHref: string;
  body: () => ReactNode;
};
