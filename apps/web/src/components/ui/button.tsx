import type { ButtonHTMLAttributes, ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "outlined";
export type ButtonSize = "sm" | "md" | "lg";

// Component classes (app/globals.css): a listing repeats its buttons dozens of times.
const variants: Record<ButtonVariant, string> = { primary: "btn-primary", secondary: "btn-secondary", outlined: "btn-outlined" };
const sizes: Record<ButtonSize, string> = { sm: "btn-sm", md: "btn-md", lg: "btn-lg" };

type Look = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

/** The shared button look, for anything that must look like a button. */
export function buttonClasses({ variant = "primary", size = "md", fullWidth }: Look = {}): string {
  return cn("btn", variants[variant], sizes[size], fullWidth && "w-full");
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
