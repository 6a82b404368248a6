import { formatNumberIn } from "@shop/contracts";
import { useTranslations } from "next-intl";
import { useServerLocale, useServerPath } from "@/i18n/server";
import { BLOG_POSTS, formatPostDate } from "./blog-posts";

/** Newest first: title, date, reading time, excerpt, link. */
export function BlogList() {
  const t = useTranslations("blog");
  const locale = useServerLocale();
  const href = useServerPath();
  const posts = [...BLOG_POSTS].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <ul role="list" className="mt-6 grid gap-4 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.slug}>
          <article className="group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
              <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time> · {t("minRead", { minutes: formatNumberIn(post.minutes, locale) })}
            </p>
            <h2 className="mt-2 text-lg font-bold leading-snug text-slate-900">
              <a href={href(`/blogs/${post.slug}`)} className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus:outline-none">
                {t(`posts.${post.slug}.title`)}
              </a>
            </h2>
            <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{t(`posts.${post.slug}.excerpt`)}</p>
            <p aria-hidden className="mt-4 text-sm font-semibold text-brand-700">
              {t("readMore")}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
