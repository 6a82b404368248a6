import { useState, type FormEvent } from "react";
import { HOLIDAY_MESSAGES, HOLIDAY_NAME_MAX, formatArrivalDay, type PublicHoliday } from "@shop/contracts/arrival";
import { OwnerOnly } from "../components/OwnerOnly";
import { Button, Empty, ErrorBanner, Loading, PageHeader, Section, StackTable, Td, TextField } from "../components/ui";
import { request, type FieldErrors } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { dhakaDay } from "../lib/format";
import { useNotice } from "../lib/notice";
import { useApi } from "../lib/use-api";
import { useSubmit } from "../lib/use-form";

type Answer = { message: string; data: PublicHoliday[] };

/**
 * The public holidays arrival dates skip (issue 47, decision 040): Fridays are always off;
 * these are the other days no courier delivers. The seed lists the fixed-date ones; the
 * owner adds the Eids and Puja when the government publishes them.
 */
export default function Holidays() {
  return (
    <OwnerOnly>
      <HolidayList />
    </OwnerOnly>
  );
}

function HolidayList() {
  const state = useApi<Answer>(endpoints.holidays);
  const { notify } = useNotice();
  const { form, errors, error, busy, run } = useSubmit();
  const [day, setDay] = useState("");
  const [name, setName] = useState("");
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<unknown>(null);

  if (state.loading && !state.data) return <Loading />;
  if (!state.data) return <ErrorBanner error={state.error} onRetry={state.reload} />;

  async function add(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (day === "") found.day = HOLIDAY_MESSAGES.dayRequired;
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) found.day = HOLIDAY_MESSAGES.dayInvalid;
    if (name.trim() === "") found.name = HOLIDAY_MESSAGES.nameEmpty;
    const ok = await run(found, async () => {
      const answer = await request<{ message: string }>(endpoints.holidays, { method: "POST", json: { day, name } });
      notify(answer.message);
      state.reload();
    });
    if (ok) {
      setDay("");
      setName("");
    }
  }

  async function remove(holiday: PublicHoliday) {
    setRemoving(holiday.day);
    setRemoveError(null);
    try {
      const answer = await request<{ message: string }>(endpoints.holiday(holiday.day), { method: "DELETE" });
      notify(answer.message);
      state.reload();
    } catch (err) {
      setRemoveError(err);
    } finally {
      setRemoving(null);
    }
  }

  const today = dhakaDay();
  const holidays = state.data.data;
  return (
    <>
      <PageHeader title="Holidays" />
      <p className="mb-4 max-w-3xl text-slate-700">
        Arrival dates (&ldquo;Arrives by Thu 12 Dec&rdquo; at checkout, on the order page and in the order&rsquo;s SMS) count working days from Dhaka time.
        Friday is always off; add here every other day no courier delivers, such as the Eid days and Durga Puja once the government announces them.
      </p>
      <div className="grid max-w-4xl gap-4">
        <form ref={form} onSubmit={add} noValidate>
          <Section title="Add a holiday">
            <ErrorBanner error={error} className="mb-3" />
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <TextField label="Date" type="date" name="day" value={day} error={errors.day} onChange={(e) => setDay(e.target.value)} />
              <TextField
                label="Name"
                name="name"
                maxLength={HOLIDAY_NAME_MAX}
                placeholder="Eid ul-Fitr"
                value={name}
                error={errors.name}
                onChange={(e) => setName(e.target.value)}
                className="sm:flex-1"
              />
            </div>
            <div className="mt-4">
              <Button type="submit" variant="primary" busy={busy}>
                Add holiday
              </Button>
            </div>
          </Section>
        </form>
        <Section title="Holidays">
          <ErrorBanner error={removeError} className="mb-3" />
          {holidays.length === 0 ? (
            <Empty>No holidays: only Fridays are skipped.</Empty>
          ) : (
            <StackTable caption="Public holidays" head={["Date", "Name", ""]}>
              {holidays.map((holiday) => (
                <tr key={holiday.day} data-holiday={holiday.day} className={holiday.day < today ? "text-slate-500" : undefined}>
                  <Td label="Date">
                    <time dateTime={holiday.day}>
                      {formatArrivalDay(holiday.day)} {holiday.day.slice(0, 4)}
                    </time>
                  </Td>
                  <Td label="Name">{holiday.name}</Td>
                  <Td label="" className="text-right">
                    <Button small busy={removing === holiday.day} onClick={() => void remove(holiday)} aria-label={`Remove ${holiday.name} (${holiday.day})`}>
                      Remove
                    </Button>
                  </Td>
                </tr>
              ))}
            </StackTable>
          )}
        </Section>
      </div>
    </>
  );
}
