import type { ProductDetail } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd, storeJsonLd } from "./json-ld";

const site = { url: "https://robodoc.com.bd", name: "RoboDoc" };

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    product_id: 7,
    name: "ESP32 DevKit V1 (30 pin)",
    slug: "esp32-devkit-v1",
    sku: "RD-ESP32-30",
    part_number: "ESP32-WROOM-32D",
    image: "/api/v1/media/p-7-1",
    main_picture: "/api/v1/media/p-7-1",
    price: 650,
    has_discount_price: true,
    discount_price: 590,
    discount_percent: 9,
    current_stock: 14,
    tags: ["hot"],
    brand: { name: "Espressif", slug: "espressif" },
    category: { name: "Microcontrollers", slug: "microcontrollers", full_path: "development-boards/microcontrollers" },
    rating: { average: 4.5, count: 2 },
    images: [
      { url: "/api/v1/media/p-7-1", alt: "front" },
      { url: "/api/v1/media/p-7-2", alt: "back" },
    ],
    specs: [],
    short_description: "Wi-Fi + <b>Bluetooth</b> board",
    description: "Long text",
    datasheet_url: null,
    documents: [],
    attributes: [],
    price_tiers: [],
    breadcrumbs: [],
    sold_count: 40,
    updated_at: "2025-01-01T00:00:00+06:00",
    ...overrides,
  };
}

describe("serializeJsonLd", () => {
  it("cannot close the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
  it("round-trips ampersands, line separators and taka", () => {
    const data = { a: "R&D \u2028 ৳" };
    expect(serializeJsonLd(data)).not.toMatch(/[&\u2028]/);
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

describe("productJsonLd", () => {
  it("describes the product and its offer at the price the shopper pays", () => {
    const ld = productJsonLd(product(), site) as any;
    expect(ld["@type"]).toBe("Product");
    expect(ld.sku).toBe("RD-ESP32-30");
    expect(ld.mpn).toBe("ESP32-WROOM-32D");
    expect(ld.brand).toEqual({ "@type": "Brand", name: "Espressif" });
    expect(ld.image).toEqual(["https://robodoc.com.bd/api/v1/media/p-7-1?w=1024", "https://robodoc.com.bd/api/v1/media/p-7-2?w=1024"]);
    expect(ld.description).toBe("Wi-Fi + Bluetooth board");
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: 590,
      priceCurrency: "BDT",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      url: "https://robodoc.com.bd/product/esp32-devkit-v1",
      seller: { "@type": "Organization", name: "RoboDoc" },
    });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });

  it("is out of stock at zero, at the list price without a discount, and leaves out unknowns", () => {
    const ld = productJsonLd(
      product({
        current_stock: 0,
        has_discount_price: false,
        discount_price: null,
        part_number: null,
        brand: null,
        rating: { average: 0, count: 0 },
        images: [],
      }),
      site,
    ) as any;
    expect(ld.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(ld.offers.price).toBe(650);
    expect(ld).not.toHaveProperty("mpn");
    expect(ld).not.toHaveProperty("brand");
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld.image).toEqual(["https://robodoc.com.bd/api/v1/media/p-7-1?w=1024"]);
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    const ld = breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Sensors", path: "/category/sensors" },
      ],
      site.url,
    ) as any;
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://robodoc.com.bd/" },
      { "@type": "ListItem", position: 2, name: "Sensors", item: "https://robodoc.com.bd/category/sensors" },
    ]);
  });

  it("links a Bangla page's trail to the Bangla pages (decision 051)", () => {
    const ld = breadcrumbJsonLd(
      [
        { name: "হোম", path: "/" },
        { name: "Sensors", path: "/category/sensors" },
      ],
      site.url,
      "bn",
    ) as any;
    expect(ld.itemListElement.map((item: { item: string }) => item.item)).toEqual(["https://robodoc.com.bd/bn", "https://robodoc.com.bd/bn/category/sensors"]);
    expect(ld.itemListElement[0].name).toBe("হোম");
  });
});

describe("storeJsonLd", () => {
  const store = storeJsonLd(
    {
      name: "RoboDoc",
      url: "https://robodoc.com.bd",
      phone: "+8801711000000",
      email: "support@robodoc.com.bd",
      addresses: ["House 12, Road 5, Dhanmondi, Dhaka 1205"],
      geo: { latitude: 23.7389, longitude: 90.3833, locality: "Dhaka", postalCode: "1205", region: "Dhaka Division", country: "BD" },
      social: { facebook: "https://facebook.com/robodoc", youtube: "" },
    },
    { logo: "/logo.png", image: "/og-image.png" },
  ) as any;

  it("is an electronics store in Dhaka, Bangladesh", () => {
    expect(store["@type"]).toBe("ElectronicsStore");
    expect(store.address).toMatchObject({ addressLocality: "Dhaka", addressCountry: "BD", streetAddress: "House 12, Road 5, Dhanmondi" });
    expect(store.geo).toEqual({ "@type": "GeoCoordinates", latitude: 23.7389, longitude: 90.3833 });
    expect(store.priceRange).toBe("৳");
    expect(store.logo).toBe("https://robodoc.com.bd/logo.png");
  });

  it("opens Saturday to Thursday 9 to 8 and never on Friday", () => {
    const [hours] = store.openingHoursSpecification;
    expect(hours).toMatchObject({ opens: "09:00", closes: "20:00" });
    expect(hours.dayOfWeek).toHaveLength(6);
    expect(hours.dayOfWeek).not.toContain("Friday");
  });

  it("lists only the social links that are set", () => {
    expect(store.sameAs).toEqual(["https://facebook.com/robodoc"]);
  });
});
