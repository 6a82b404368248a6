import type { ReactNode } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** A page-sized spinner, announced by its label. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-20" role="status" aria-label={label}>
      <Spinner className="size-8 text-brand-600" />
    </div>
  );
}

/** A failed load: the API's message (announced) and Try again. */
export function FailedBlock({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <p role="alert" className="text-slate-600">
        {message}
      </p>
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A dead end with one way out (an order that is not there, a page without an order). */
export function MessageBlock({ title, children, href, linkText }: { title?: string; children?: ReactNode; href: string; linkText: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      {title ? <h2 className="text-lg font-semibold text-slate-900">{title}</h2> : null}
      {children ? <div className="max-w-md text-slate-700">{children}</div> : null}
      <ButtonLink href={href} variant="primary">
        {linkText}
      </ButtonLink>
    </div>
  );
}
