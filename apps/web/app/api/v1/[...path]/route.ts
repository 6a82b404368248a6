import { forwardToApi } from "@/lib/api/forward";

export const dynamic = "force-dynamic";

export { forwardToApi as GET, forwardToApi as POST, forwardToApi as PUT, forwardToApi as PATCH, forwardToApi as DELETE, forwardToApi as HEAD };
