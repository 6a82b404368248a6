import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { AdminReturn } from "@shop/contracts/returns";
import { mayReplaceReturn } from "@shop/contracts/order-edits";
import { Banner, Button, Section } from "../../components/ui";
import { ApiError, api, errorMessage } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";

type Replacement = { return_id: number; order_number: string; order_key: string; created: boolean };
const path = (id: number) => `${endpoints.return(id)}/replacement`;

/**
 * A return approved for a replacement: "Send replacement" makes the new order (the
 * returned parts at no charge, confirmed, in the packing queue) once the parts are
 * received, or at approval for a part dead on arrival; then its link. A second press
 * answers the same order.
 */
export function ReplacementPanel({ ret }: { ret: AdminReturn }) {
  const [sent, setSent] = useState<Replacement | null>(null);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wanted = ret.resolution === "replacement";

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    api
      .get<{ data: Replacement }>(path(ret.id), undefined, controller.signal)
      .then(({ data }) => setSent(data))
      .catch((e: unknown) => {
        if (!(e instanceof ApiError && e.status === 404) && !controller.signal.aborted) setError(errorMessage(e));
      })
      .finally(() => setChecked(true));
    return () => controller.abort();
  }, [ret.id, wanted]);

  if (!wanted) return null;
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      setSent((await api.post<{ data: Replacement }>(path(ret.id))).data);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Replacement" className="mb-4">
      <div aria-live="polite">
        {sent ? (
          <p>
            Replacement order{" "}
            <Link to={`/orders/${encodeURIComponent(sent.order_number)}`} className="font-semibold text-blue-800 underline">
              #{sent.order_number}
            </Link>{" "}
            was sent at no charge. It is in the order queue as confirmed.
          </p>
        ) : null}
        {error ? <Banner className="mb-2">{error}</Banner> : null}
      </div>
      {!sent && checked ? (
        mayReplaceReturn(ret) ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="primary" busy={busy} onClick={send}>
              Send replacement
            </Button>
            <span className="text-sm text-slate-700">A new order with the returned parts at no charge, to the same customer and address.</span>
          </div>
        ) : (
          <p className="text-slate-700">
            {ret.status === "approved" ? "The replacement can be sent once the parts are received." : "No replacement was sent for this return."}
          </p>
        )
      ) : null}
    </Section>
  );
}
