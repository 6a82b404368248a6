import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";
import { JsonLdScript } from "@/features/catalog/components/json-ld-script";
import { absoluteUrl } from "@/features/catalog/lib/media";
import { BLOG_POSTS, findPost, formatPostDate } from "@/features/info/blog-posts";
import { PROSE } from "@/features/info/info-page";
import { WhatYouNeed } from "@/features/bom/components/what-you-need";
import { pageAlternates } from "@/i18n/server";
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
  const alternates = await pageAlternates(absoluteUrl(`/blogs/${post.slug}`, siteConfig.url));
  const url = alternates.canonical;
  return {
    title: post.title,
    description: post.excerpt,
    alternates,
    openGraph: { type: "article", title: post.title, description: post.excerpt, url, publishedTime: post.date },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = findPost((await params).slug);
  if (!post) notFound();
  const url = absoluteUrl(`/blogs/${post.slug}`, siteConfig.url);

  return (
    <div className="shop-container py-4 md:py-6">
      <JsonLdScript
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          description: post.excerpt,
          datePublished: `${post.date}T09:00:00+06:00`,
          author: { "@type": "Organization", name: post.author },
          publisher: { "@type": "Organization", name: siteConfig.name, url: siteConfig.url },
          mainEntityOfPage: url,
        }}
      />
      <Breadcrumbs
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blogs" },
          { name: post.title, path: `/blogs/${post.slug}` },
        ]}
      />
      <article className="mt-3 max-w-3xl">
        <header className="border-b border-slate-200 pb-5">
          <h1 className="text-2xl font-bold leading-tight tracking-tight text-slate-900 md:text-3xl">{post.title}</h1>
          <p className="mt-2 text-sm text-slate-500">
            <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author} · {post.minutes} min read
          </p>
        </header>
        <div className={`mt-2 ${PROSE}`}>{post.body()}</div>
        <WhatYouNeed path={`/blogs/${post.slug}`} />
        <footer className="mt-10 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-4">
          <p className="text-sm text-slate-700">Ready to build? Shop {post.shopLink.label} with cash on delivery.</p>
          <a
            href={post.shopLink.href}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Shop {post.shopLink.label}
          </a>
        </footer>
        <p className="mt-6">
          <a href="/blogs" className="text-sm font-medium text-brand-700 hover:underline">
            ← All posts
          </a>
        </p>
      </article>
    </div>
  );
}
