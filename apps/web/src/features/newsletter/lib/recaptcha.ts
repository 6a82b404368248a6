import { publicEnv } from "@/lib/public-env";

type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/**
 * Adds Google's script once, on demand. The footer is on every page, so the script is
 * fetched only when a shopper starts on the newsletter form, never with the page. A
 * failed load is forgotten, so the next try loads again.
 */
function load(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error("reCAPTCHA did not start")));
    script.onerror = () => {
      script.remove();
      reject(new Error("reCAPTCHA failed to load"));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts loading the captcha (on the email field's first focus) when a site key is set. */
export function preloadRecaptcha(): void {
  const siteKey = publicEnv.recaptchaSiteKey;
  if (siteKey) load(siteKey).catch(() => undefined);
}

/**
 * A fresh token for `action`, or "" without a site key (the API then checks nothing).
 * A script that cannot load (blocked, offline) also gives "": the API decides, and a
 * shop that checks captchas answers "Unable to process." in its own words.
 */
export async function recaptchaToken(action: string): Promise<string> {
  const siteKey = publicEnv.recaptchaSiteKey;
  if (!siteKey) return "";
  try {
    const grecaptcha = await load(siteKey);
    return await new Promise<string>((resolve, reject) => grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)));
  } catch {
    return "";
  }
}
