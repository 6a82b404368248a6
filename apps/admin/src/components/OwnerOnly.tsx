import type { ReactNode } from "react";
import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import { useSession } from "../lib/session";
import { Banner, PageHeader } from "./ui";

/** Owner screens: staff see why instead (the API answers 403 to them anyway). */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { isOwner } = useSession();
  if (isOwner) return <>{children}</>;
  return (
    <>
      <PageHeader title="Owners only" />
      <Banner kind="info">{ADMIN_MESSAGES.ownerOnly}: ask the shop's owner.</Banner>
    </>
  );
}
