import type { Locale } from "@shop/contracts";
import type { Messages } from "./messages";

// next-intl's typed keys: `t("header.cart")` with a key not in the catalogue fails tsc.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
