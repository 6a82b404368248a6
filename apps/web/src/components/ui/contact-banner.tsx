import Image from "next/image";
import type { ReactNode } from "react";

export const CONTACT_BANNER_DEFAULT = { src: "/images/contact-banner.webp", width: 1450, height: 480 } as const;

export type ContactBannerProps = {
  title: ReactNode;
  /** Optional second line under the title. */
  subtitle?: ReactNode;
  /** Defaults to the shop's 1450x480 banner. */
  image?: string;
  imageAlt?: string;
  /** Above the fold on most pages that use it, so preloaded by default. */
  preload?: boolean;
  /** Heading level of the title; h1 when the banner opens the page. */
  as?: "h1" | "h2";
};

/**
 * The contact-style banner (spec §2): a title and optional second line over a wide
 * image. The box has a fixed height per breakpoint, so nothing moves when the image
 * arrives.
 */
export function ContactBanner({ title, subtitle, image = CONTACT_BANNER_DEFAULT.src, imageAlt = "", preload = true, as: Heading = "h1" }: ContactBannerProps) {
  return (
    <section className="relative isolate h-36 overflow-hidden bg-brand-900 sm:h-52 lg:h-64">
      <Image
        src={image}
        alt={imageAlt}
        width={CONTACT_BANNER_DEFAULT.width}
        height={CONTACT_BANNER_DEFAULT.height}
        sizes="100vw"
        preload={preload}
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="mx-auto flex h-full max-w-7xl flex-col items-center justify-center px-4 text-center text-white">
        <Heading className="text-2xl font-bold tracking-tight sm:text-4xl">{title}</Heading>
        {subtitle ? <p className="mt-2 max-w-2xl text-sm text-white/85 sm:text-base">{subtitle}</p> : null}
      </div>
    </section>
  );
}
