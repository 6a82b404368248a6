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

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Dhaka" });
export function formatPostDate(iso: string): string {
  return DATE.format(new Date(`${iso}T00:00:00+06:00`));
}
