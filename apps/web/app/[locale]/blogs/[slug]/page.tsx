import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatNumberIn } from "@shop/contracts";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";
import { JsonLdScript } from "@/features/catalog/components/json-ld-script";
import { absoluteUrl } from "@/features/catalog/lib/media";
import { BLOG_POSTS, findPost, formatPostDate } from "@/features/info/blog-posts";
import { PROSE } from "@/features/info/info-page";
import { WhatYouNeed } from "@/features/bom/components/what-you-need";
import { localizePath } from "@/i18n/paths";
import { getLocale, pageAlternates } from "@/i18n/server";
import { siteConfig } from "@/lib/site-config";

type Props = { params: Promise<{ slug: string }> };

// Posts are part of the code, so every page is built ahead; an unknown slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return BLOG_POSTS.map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = findPost((await params).slug);
  if (!post) return {};
  const t = await getTranslations("blog");
  const alternates = await pageAlternates(absoluteUrl(`/blogs/${post.slug}`, siteConfig.url));
  const url = alternates.canonical;
  const title = t(`posts.${post.slug}.title`);
  const description = t(`posts.${post.slug}.excerpt`);
  return {
    title,
    description,
    alternates,
    openGraph: { type: "article", title, description, url, publishedTime: post.date },
  };
}

/**
 * An article: the frame (title, date, reading time, the shop link) in the page's language;
 * the body is English on both (marked lang="en", with a line saying so on a Bangla page).
 */
export default async function BlogPostPage({ params }: Props) {
  const post = findPost((await params).slug);
  if (!post) notFound();
  const [t, listing, locale] = await Promise.all([getTranslations("blog"), getTranslations("listing"), getLocale()]);
  const url = absoluteUrl(localizePath(locale, `/blogs/${post.slug}`), siteConfig.url);
  const title = t(`posts.${post.slug}.title`);
  const label = t(`posts.${post.slug}.shop`);

  return (
    <div className="shop-container py-4 md:py-6">
      <JsonLdScript
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: title,
          description: t(`posts.${post.slug}.excerpt`),
          datePublished: `${post.date}T09:00:00+06:00`,
          author: { "@type": "Organization", name: t("author") },
          publisher: { "@type": "Organization", name: siteConfig.name, url: siteConfig.url },
          mainEntityOfPage: url,
        }}
      />
      <Breadcrumbs
        crumbs={[
          { name: listing("home"), path: "/" },
          { name: t("title"), path: "/blogs" },
          { name: title, path: `/blogs/${post.slug}` },
        ]}
      />
      <article className="mt-3 max-w-3xl">
        <header className="border-b border-slate-200 pb-5">
          <h1 className="text-2xl font-bold leading-tight tracking-tight text-slate-900 md:text-3xl">{title}</h1>
          <p className="mt-2 text-sm text-slate-500">
            <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time> · {t("author")} ·{" "}
            {t("minRead", { minutes: formatNumberIn(post.minutes, locale) })}
          </p>
          {locale === "en" ? null : <p className="mt-2 text-sm text-slate-600">{t("inEnglish")}</p>}
        </header>
        <div lang="en" className={`mt-2 ${PROSE}`}>
          {post.body()}
        </div>
        <WhatYouNeed path={`/blogs/${post.slug}`} />
        <footer className="mt-10 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-4">
          <p className="text-sm text-slate-700">{t("readyToBuild", { label })}</p>
          <a
            href={localizePath(locale, post.shopHref)}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t("shop", { label })}
          </a>
        </footer>
        <p className="mt-6">
          <a href={localizePath(locale, "/blogs")} className="text-sm font-medium text-brand-700 hover:underline">
            {t("allPosts")}
          </a>
        </p>
      </article>
    </div>
  );
}
