import { formatDateIn, type Locale } from "@shop/contracts";
import type { BlogPost } from "./blog/types";
import { gettingStartedWithEsp32 } from "./blog/getting-started-with-esp32";
import { howToChooseAn18650Cell } from "./blog/how-to-choose-an-18650-cell";
import { motorDriversExplained } from "./blog/motor-drivers-explained";
import { hcSr04UltrasonicSensorArduino } from "./blog/hc-sr04-ultrasonic-sensor-arduino";

export type { BlogPost };

/** The shop's articles; each lives in its own file under blog/. */
export const BLOG_POSTS: BlogPost[] = [gettingStartedWithEsp32, howToChooseAn18650Cell, motorDriversExplained, hcSr04UltrasonicSensorArduino];

export function findPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((p) => p.slug === slug);
}

/** "18 October 2026", "১৮ অক্টোবর, ২০২৬". */
export function formatPostDate(iso: string, locale: Locale): string {
  return formatDateIn(iso, locale);
}
