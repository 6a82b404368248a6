import type { ReactNode } from "react";

export type BlogPost = {
  slug: string;
  title: string;
  /** ISO date (Asia/Dhaka) the post was published. */
  date: string;
  author: string;
  excerpt: string;
  minutes: number;
  /** A category of the shop the post is about, for the "shop the parts" link. */
  shopLink: { href: string; label: string };
  body: () => ReactNode;
};
