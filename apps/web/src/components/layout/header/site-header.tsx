import type { MenuItem } from "@shop/contracts";
import { useTranslations } from "next-intl";
import { useServerPath } from "@/i18n/server";
import { siteConfig } from "@/lib/site-config";
import { Logo } from "../logo";
import { AccountMenu } from "./account-menu";
import { CategoryNav } from "./category-nav";
import { CartButton, WishlistLink } from "./header-icons";
import { MobileMenu } from "./mobile-menu";
import { categoryVisibility, splitMenu, toNavCategories } from "./nav-types";
import { SearchForm } from "./search-form";
import { TopBar } from "./top-bar";

/**
 * The header of every page (spec §2), rendered on the server with small client islands
 * (counts, cart drawer toggle, mobile menu, sticky category bar). `menu` may be empty
 * when the API is down: the header then renders without categories.
 */
/** The fixed links' names in the page's language (their hrefs are the contract's). */
const FIXED_NAMES = { "/category/innovation-kit": "innovationKit", "/category/gadgets-electronics": "gadgets", "/offers": "offers" } as const;

export function SiteHeader({ menu }: { menu: MenuItem[] }) {
  const t = useTranslations("header");
  const href = useServerPath();
  const all = toNavCategories(menu);
  const split = splitMenu(all);
  const categories = split.categories;
  const fixed = split.fixed.map((link) => (link.href in FIXED_NAMES ? { ...link, name: t(FIXED_NAMES[link.href as keyof typeof FIXED_NAMES]) } : link));
  return (
    <>
      <header>
        <TopBar />
        <div className="border-b border-slate-200 bg-white">
          <div className="shop-container flex flex-wrap items-center gap-x-2 gap-y-3 py-3 md:flex-nowrap md:gap-x-6 md:py-4">
            <MobileMenu categories={all} fixed={fixed} />
            <a
              href={href("/")}
              aria-label={t("home", { shop: siteConfig.name })}
              className="shrink-0 rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
            >
              <Logo />
            </a>
            <SearchForm className="order-last basis-full md:order-none md:max-w-2xl md:flex-1 md:basis-auto" />
            <div className="ml-auto flex items-center gap-1">
              <AccountMenu />
              <WishlistLink />
              <CartButton />
            </div>
          </div>
        </div>
      </header>
      <CategoryNav all={all} categories={categories} visibility={categoryVisibility(categories, fixed)} fixed={fixed} logo={<Logo tone="light" />} />
    </>
  );
}
