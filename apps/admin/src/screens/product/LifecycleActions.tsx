import { useState } from "react";
import { useNavigate } from "react-router";
import type { AdminProduct } from "@shop/contracts/admin";
import { Button } from "../../components/ui";
import { errorMessage, request } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";
import { useNotice } from "../../lib/notice";

type Answer = { message: string; data: AdminProduct };

/**
 * The product page's header actions: Duplicate (a hidden copy, opened at once) and
 * Archive or Restore (an archived product leaves the lists and the shop; orders keep it).
 */
export function LifecycleActions({ product, onChanged }: { product: AdminProduct; onChanged: (next: AdminProduct) => void }) {
  const [busy, setBusy] = useState<"duplicate" | "archive" | null>(null);
  const { notify } = useNotice();
  const navigate = useNavigate();

  async function run(kind: "duplicate" | "archive" | "restore") {
    if (kind === "archive" && !window.confirm(`Archive ${product.name}? It leaves the product list and the shop; orders keep it. You can restore it.`)) return;
    setBusy(kind === "duplicate" ? "duplicate" : "archive");
    try {
      const answer = await request<Answer>(`${endpoints.product(product.id)}/${kind}`, { method: "POST" });
      notify(answer.message);
      if (kind === "duplicate") navigate(`/products/${answer.data.id}`);
      else onChanged(answer.data);
    } catch (error) {
      notify(errorMessage(error), "error");
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Button onClick={() => void run("duplicate")} busy={busy === "duplicate"}>
        Duplicate
      </Button>
      {product.archived ? (
        <Button onClick={() => void run("restore")} busy={busy === "archive"}>
          Restore from archive
        </Button>
      ) : (
        <Button onClick={() => void run("archive")} busy={busy === "archive"}>
          Archive
        </Button>
      )}
    </>
  );
}
