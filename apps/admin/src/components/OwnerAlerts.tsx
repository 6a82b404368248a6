import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import type { AdminAlertsResponse, SmsAlert } from "@shop/contracts/sms";
import { api } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { formatDateTime } from "../lib/format";
import { alertText } from "../lib/sms";

/**
 * The owner's banner on every screen (issue 41): the SMS gateway refuses every message
 * for balance or its key, so nobody can get a sign-in code. Read again on each page
 * change, so it goes once a message is accepted after a top-up. The last answer stays
 * while the next loads (the alert is not announced again on each page), and a failed
 * read changes nothing: the screen's own errors say the server is unreachable.
 */
export function OwnerAlerts() {
  const { pathname } = useLocation();
  const [alert, setAlert] = useState<SmsAlert | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<AdminAlertsResponse>(endpoints.alerts, undefined, controller.signal)
      .then((answer) => setAlert(answer.data.sms))
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname]);

  if (!alert) return null;
  const { sentence, said } = alertText(alert);
  return (
    <div role="alert" className="mb-4 rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900 print:hidden">
      <p className="font-semibold">{sentence}</p>
      <p className="mt-1 text-sm">
        {said ? `${said} ` : ""}Since {formatDateTime(alert.at)}.
      </p>
      {pathname === "/sms" ? null : (
        <p className="mt-1 text-sm">
          <Link to="/sms" className="inline-flex min-h-6 items-center font-medium text-red-900 underline">
            See the SMS page
          </Link>
        </p>
      )}
    </div>
  );
}
