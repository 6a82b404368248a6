"use client";

import { NEWSLETTER_MESSAGES } from "@shop/contracts";
import { ButtonLink } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/** R131-R132: after a new signup; Continue Shopping goes to the home page. Loaded on first use (the footer is on every page). */
export function NewsletterThanksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={NEWSLETTER_MESSAGES.dialogTitle} description={NEWSLETTER_MESSAGES.dialogBody} size="sm">
      <ButtonLink href="/" fullWidth onClick={onClose}>
        Continue Shopping
      </ButtonLink>
    </Dialog>
  );
}
