import { createContext, useContext } from "react";
import type { AdminMe } from "@shop/contracts/admin";

export type SessionValue = {
  me: AdminMe;
  isOwner: boolean;
  signOut: () => Promise<void>;
};

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession outside the signed-in app");
  return value;
}
