import { useEffect, useState, type FormEvent } from "react";
import { COD_WORDS, type CodRules as Rules } from "@shop/contracts/cod";
import { OwnerOnly } from "../components/OwnerOnly";
import { Button, ErrorBanner, Loading, PageHeader, Section, TextField } from "../components/ui";
import { request, type FieldErrors } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { formatDateTime } from "../lib/format";
import { parseTaka, poishaToInput } from "../lib/money";
import { useNotice } from "../lib/notice";
import { useApi } from "../lib/use-api";
import { useSubmit } from "../lib/use-form";

type Answer = { message: string; data: Rules };
type Texts = { above: string; refused: string };

const textsOf = (rules: Rules): Texts => ({
  above: rules.advance_above === null ? "" : poishaToInput(Math.round(rules.advance_above * 100)),
  refused: rules.advance_after_refused === null ? "" : String(rules.advance_after_refused),
});

/**
 * The owner's cash-on-delivery rules (issue 47, decision 041): when a cash order pays
 * its delivery charge by bKash before it is confirmed. An empty box is a rule off;
 * both empty (the default) asks no advance.
 */
export default function CodRules() {
  return (
    <OwnerOnly>
      <RulesForm />
    </OwnerOnly>
  );
}

function RulesForm() {
  const state = useApi<Answer>(endpoints.codRules);
  const { notify } = useNotice();
  const { form, errors, error, busy, run } = useSubmit();
  const [texts, setTexts] = useState<Texts>({ above: "", refused: "" });
  useEffect(() => {
    if (state.data) setTexts(textsOf(state.data.data));
  }, [state.data]);

  if (state.loading && !state.data) return <Loading />;
  if (!state.data) return <ErrorBanner error={state.error} onRetry={state.reload} />;

  async function save(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    const above = texts.above.trim() === "" ? null : parseTaka(texts.above);
    if (texts.above.trim() !== "" && (above === null || above < 0)) found.advance_above = COD_WORDS.aboveInvalid;
    const refusedText = texts.refused.trim();
    const refused = refusedText === "" ? null : /^\d{1,4}$/.test(refusedText) ? Number(refusedText) : NaN;
    if (refused !== null && !(Number.isInteger(refused) && refused >= 1)) found.advance_after_refused = COD_WORDS.refusedInvalid;
    await run(found, async () => {
      const answer = await request<Answer>(endpoints.codRules, {
        method: "PUT",
        json: { advance_above: above === null ? null : above / 100, advance_after_refused: refused },
      });
      state.setData(answer);
      notify(answer.message);
    });
  }

  const rules = state.data.data;
  return (
    <>
      <PageHeader title={COD_WORDS.title} />
      <p className="mb-4 max-w-3xl text-slate-700">
        A cash order that matches a rule pays its delivery charge by bKash at checkout and the rest on delivery; staff confirm it once the advance is paid.{" "}
        {COD_WORDS.offHint}
      </p>
      <form ref={form} onSubmit={save} noValidate className="max-w-2xl">
        <Section title="When to ask the delivery charge in advance">
          <ErrorBanner error={error} className="mb-3" />
          <div className="flex flex-col gap-4">
            <TextField
              label={COD_WORDS.aboveLabel}
              inputMode="decimal"
              name="advance_above"
              placeholder="Off"
              value={texts.above}
              error={errors.advance_above}
              onChange={(e) => setTexts((t) => ({ ...t, above: e.target.value }))}
            />
            <TextField
              label={COD_WORDS.refusedLabel}
              inputMode="numeric"
              name="advance_after_refused"
              placeholder="Off"
              value={texts.refused}
              error={errors.advance_after_refused}
              onChange={(e) => setTexts((t) => ({ ...t, refused: e.target.value }))}
            />
          </div>
          <p className="mt-3 text-sm text-slate-600">
            {rules.advance_above === null && rules.advance_after_refused === null ? "Now: off, no cash order pays in advance." : "Now: on."}
            {rules.updated_at ? ` Last changed ${formatDateTime(rules.updated_at)}.` : ""}
          </p>
          <div className="mt-4">
            <Button type="submit" variant="primary" busy={busy}>
              Save cash on delivery rules
            </Button>
          </div>
        </Section>
      </form>
    </>
  );
}
