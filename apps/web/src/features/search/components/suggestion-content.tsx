import { formatTakaIn, type Locale } from "@shop/contracts";
import { imageAt } from "@/features/catalog/lib/media";
import { effectivePrice } from "@/features/catalog/lib/pricing";
import { suggestionImage, type SearchSuggestion } from "@/lib/api/search";
import { highlightParts } from "../lib/highlight";

/** One suggested product: a 48 px image, the name with the typed words in bold, the price. */
export function SuggestionContent({
  product,
  query,
  words,
  locale,
}: {
  product: SearchSuggestion;
  query: string;
  words: { salePrice: string; price: string; regularPrice: string };
  locale: Locale;
}) {
  const formatTaka = (taka: number) => formatTakaIn(taka, locale);
  const src = suggestionImage(product);
  const pays = effectivePrice(product);
  const discounted = pays < product.price;
  return (
    <>
      {src ? (
        <img
          src={imageAt(src, 64)}
          srcSet={`${imageAt(src, 64)} 1x, ${imageAt(src, 128)} 2x`}
          alt=""
          width={48}
          height={48}
          decoding="async"
          className="size-12 shrink-0 rounded-md border border-slate-100 bg-white object-contain"
        />
      ) : (
        <span aria-hidden className="size-12 shrink-0 rounded-md border border-slate-100 bg-slate-50" />
      )}
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm leading-5 text-slate-800">
          {highlightParts(product.name, query).map((part, i) =>
            part.match ? (
              <strong key={i} className="font-semibold text-slate-950">
                {part.text}
              </strong>
            ) : (
              part.text
            ),
          )}
        </span>
        <span className="mt-0.5 flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="sr-only">{discounted ? words.salePrice : words.price}</span>
          <span className={discounted ? "font-semibold tabular-nums text-accent-700" : "font-semibold tabular-nums text-slate-900"}>{formatTaka(pays)}</span>
          {discounted && (
            <>
              <span className="sr-only">{words.regularPrice}</span>
              <del className="text-xs tabular-nums text-slate-500">{formatTaka(product.price)}</del>
            </>
          )}
        </span>
      </span>
    </>
  );
}
