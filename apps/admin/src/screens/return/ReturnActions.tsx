import { useId, useRef, useState, type FormEvent } from "react";
import { adminApproveReturnBody, adminReceiveReturnBody, adminRefuseReturnBody, type AdminReturn } from "@shop/contracts/returns";
import {
  RETURN_CONDITIONS,
  RETURN_CONDITION_LABELS,
  RETURN_MESSAGE_MAX,
  RETURN_RESOLUTIONS,
  RETURN_RESOLUTION_LABELS,
  type ReturnAction,
  type ReturnCondition,
  type ReturnResolution,
} from "@shop/contracts/returns-words";
import { Banner, Button, ErrorBanner, Section, TextAreaField } from "../../components/ui";
import { request } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";
import { formErrors } from "../../lib/forms";
import { linesError, receiveBody, RETURN_ACTION_BUTTONS } from "../../lib/returns";
import { useSubmit } from "../../lib/use-form";

type FormProps = { ret: AdminReturn; onDone: (ret: AdminReturn, message: string) => void; onClose: () => void };

/** Runs one action: the return as it now is, and the API's words for what was done ("Return approved"). */
async function runAction(ret: AdminReturn, action: ReturnAction, body?: unknown) {
  const answer = await request<{ message: string; data: AdminReturn }>(endpoints.returnAction(ret.id, action), { method: "POST", json: body ?? {} });
  return { ret: answer.data, message: `${answer.message} (return #${ret.id}).` };
}

/**
 * What may be done with the return now (the API's `actions`): one button per action opens
 * its form below; a done action says so here, the focus comes back here and the page
 * shows the return as the API answered it.
 */
export function ReturnActions({ ret, onChanged }: { ret: AdminReturn; onChanged: (ret: AdminReturn) => void }) {
  const [action, setAction] = useState<ReturnAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const onDone = (updated: AdminReturn, message: string) => {
    onChanged(updated);
    setAction(null);
    setDone(message);
    actionsRef.current?.focus();
  };
  const onClose = () => setAction(null);
  const props = { ret, onDone, onClose };

  return (
    <Section title="Actions" className="mb-4">
      <div ref={actionsRef} tabIndex={-1} className="outline-none">
        <div aria-live="polite">
          {done ? (
            <Banner kind="success" className="mb-3">
              {done}
            </Banner>
          ) : null}
        </div>
        {ret.actions.length === 0 ? <p className="text-slate-700">Nothing more to do with this return.</p> : null}
        <div className="flex flex-wrap gap-2">
          {ret.actions.map((key) => (
            <Button
              key={key}
              variant={key === "refuse" ? "danger" : action === key ? "primary" : "secondary"}
              aria-expanded={action === key}
              onClick={() => {
                setDone(null);
                setAction(action === key ? null : key);
              }}
            >
              {RETURN_ACTION_BUTTONS[key]}
            </Button>
          ))}
        </div>
        {action ? (
          <div className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-4">
            {action === "approve" ? (
              <ApproveForm {...props} />
            ) : action === "refuse" ? (
              <RefuseForm {...props} />
            ) : action === "receive" ? (
              <ReceiveForm {...props} />
            ) : (
              <CloseForm {...props} />
            )}
          </div>
        ) : null}
      </div>
    </Section>
  );
}

/** A choice of one among a few, as radios under a legend, with its error like a field's. */
function Choice<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    // A wrong choice marks the group (radios take no aria-invalid), which the form's refusal then focuses: its legend and error are read.
    <fieldset
      className="flex min-w-0 flex-col gap-1 outline-offset-4"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      tabIndex={error ? -1 : undefined}
    >
      <legend className="font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-4">
        {options.map((option) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name={name} value={option} className="size-5 accent-blue-700" checked={value === option} onChange={() => onChange(option)} />
            {labels[option]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function FormButtons({ label, busy, danger, onClose }: { label: string; busy: boolean; danger?: boolean; onClose: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant={danger ? "danger" : "primary"} busy={busy}>
        {label}
      </Button>
      <Button onClick={onClose}>Not now</Button>
    </div>
  );
}

function ApproveForm({ ret, onDone, onClose }: FormProps) {
  const [resolution, setResolution] = useState<ReturnResolution | undefined>();
  const [message, setMessage] = useState("");
  const { form, errors, error, busy, run } = useSubmit();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { resolution, message: message.trim() || null };
    await run(formErrors(adminApproveReturnBody, body), async () => {
      const result = await runAction(ret, "approve", body);
      onDone(result.ret, result.message);
    });
  }
  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="font-semibold">Approve the return</h3>
      <ErrorBanner error={error} />
      <Choice
        legend="What the customer gets"
        name="resolution"
        options={RETURN_RESOLUTIONS}
        labels={RETURN_RESOLUTION_LABELS}
        value={resolution}
        onChange={setResolution}
        error={errors.resolution}
      />
      <TextAreaField
        label="Message to the customer (optional)"
        hint="Sent by SMS and shown on their order, e.g. how to send the parts back"
        rows={3}
        maxLength={RETURN_MESSAGE_MAX}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={errors.message}
      />
      <FormButtons label={RETURN_ACTION_BUTTONS.approve} busy={busy} onClose={onClose} />
    </form>
  );
}

function RefuseForm({ ret, onDone, onClose }: FormProps) {
  const [message, setMessage] = useState("");
  const { form, errors, error, busy, run } = useSubmit();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { message: message.trim() };
    await run(formErrors(adminRefuseReturnBody, body), async () => {
      const result = await runAction(ret, "refuse", body);
      onDone(result.ret, result.message);
    });
  }
  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="font-semibold">Refuse the return</h3>
      <ErrorBanner error={error} />
      <TextAreaField
        label="Message to the customer"
        hint="Why the return is refused: sent by SMS and shown on their order"
        rows={3}
        maxLength={RETURN_MESSAGE_MAX}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={errors.message}
        required
      />
      <FormButtons label={RETURN_ACTION_BUTTONS.refuse} busy={busy} danger onClose={onClose} />
    </form>
  );
}

function ReceiveForm({ ret, onDone, onClose }: FormProps) {
  const [chosen, setChosen] = useState<Record<number, ReturnCondition>>({});
  const { form, errors, error, busy, run } = useSubmit();
  const lineError = linesError(errors);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = receiveBody(ret.lines, chosen);
    await run(formErrors(adminReceiveReturnBody, body), async () => {
      const result = await runAction(ret, "receive", body);
      onDone(result.ret, result.message);
    });
  }
  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="font-semibold">Receive the parts</h3>
      <p className="text-sm text-slate-700">Sellable parts go back into stock; faulty ones are counted apart and never sold.</p>
      <ErrorBanner error={error} />
      {ret.lines.map((line) => (
        <Choice
          key={line.id}
          legend={`${line.name} × ${line.quantity}`}
          name={`condition-${line.id}`}
          options={RETURN_CONDITIONS}
          labels={RETURN_CONDITION_LABELS}
          value={chosen[line.id]}
          onChange={(condition) => setChosen((previous) => ({ ...previous, [line.id]: condition }))}
          error={lineError && !chosen[line.id] ? lineError : undefined}
        />
      ))}
      {lineError && ret.lines.every((line) => chosen[line.id]) ? <p className="text-sm font-medium text-red-700">{lineError}</p> : null}
      <FormButtons label={RETURN_ACTION_BUTTONS.receive} busy={busy} onClose={onClose} />
    </form>
  );
}

function CloseForm({ ret, onDone, onClose }: FormProps) {
  const { form, error, busy, run } = useSubmit();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await run({}, async () => {
      const result = await runAction(ret, "close");
      onDone(result.ret, result.message);
    });
  }
  return (
    <form ref={form} onSubmit={submit} className="flex flex-col gap-3">
      <h3 className="font-semibold">Close the return</h3>
      <p className="text-sm text-slate-700">
        {ret.status === "approved" ? "The parts have not been received: closing ends the return without them." : "The return is complete."}
      </p>
      <ErrorBanner error={error} />
      <FormButtons label={RETURN_ACTION_BUTTONS.close} busy={busy} onClose={onClose} />
    </form>
  );
}
