import type { ButtonHTMLAttributes, ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "outlined";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "relative inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 " +
  "disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 disabled:hover:bg-brand-600",
  // Dark text on the brand orange: white on it is 2.8:1, under WCAG AA; this is 6.8:1.
  secondary: "bg-accent-500 text-slate-950 hover:bg-accent-600 disabled:hover:bg-accent-500",
  outlined: "border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 disabled:hover:bg-white",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
};

type Look = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

/** The shared button look, for anything that must look like a button. */
export function buttonClasses({ variant = "primary", size = "md", fullWidth }: Look = {}): string {
  return cn(base, variants[variant], sizes[size], fullWidth && "w-full");
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look & { loading?: boolean };

/**
 * Primary, secondary or outlined. `loading` shows a spinner in place of the label (the
 * button keeps its size) and disables the button until the work is done.
 */
export function Button({ variant, size, fullWidth, loading = false, disabled, className, children, type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonClasses({ variant, size, fullWidth }), className)}
      {...props}
    >
      <span className={cn("inline-flex items-center gap-2", loading && "opacity-0")}>{children}</span>
      {loading ? <Spinner className="absolute inset-0 m-auto size-5" /> : null}
    </button>
  );
}

export type ButtonLinkProps = ComponentProps<"a"> & { href: string } & Look & { disabled?: boolean };

/** A link that looks like a button. A disabled one stays in the page as text, not a link. */
export function ButtonLink({ variant, size, fullWidth, disabled, className, children, ...props }: ButtonLinkProps) {
  const classes = cn(buttonClasses({ variant, size, fullWidth }), className);
  if (disabled) {
    return (
      <span role="link" aria-disabled="true" className={classes}>
        {children}
      </span>
    );
  }
  return (
    <a {...props} className={classes}>
      {children}
    </a>
  );
}
