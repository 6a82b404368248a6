import { useState, type FormEvent } from "react";
import { adminShipBody, type CourierKey } from "@shop/contracts/admin";
import { Button, ErrorBanner, SelectField, TextField } from "../../components/ui";
import { endpoints } from "../../lib/endpoints";
import { defaultCourier, formErrors } from "../../lib/forms";
import { useApi } from "../../lib/use-api";
import { useSubmit } from "../../lib/use-form";
import { runAction, type ActionFormProps } from "./action";
import { StaffNote, useStaffNote } from "./StaffNote";

type Courier = { key: CourierKey; name: string; configured: boolean };

/** Ship: through a courier the shop has set up (it books the parcel), or one typed by hand with its tracking. */
export function ShipForm({ order, onDone, onClose }: ActionFormProps) {
  const couriers = useApi<{ data: Courier[] }>(endpoints.couriers);
  const [chosen, setCourier] = useState<CourierKey | null>(null);
  // Until staff choose, the courier the shop has set up (Steadfast when configured), else the typed one.
  const courier = chosen ?? defaultCourier(couriers.data?.data);
  const [courierName, setCourierName] = useState("");
  const [courierTrackingNumber, setCourierTrackingNumber] = useState("");
  const [trackingUrl, setTrackingUrl] = useState("");
  const staffNote = useStaffNote();
  const { form, errors, error, busy, run } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body =
      courier === "manual"
        ? {
            courier,
            courier_name: courierName.trim(),
            courier_tracking_number: courierTrackingNumber.trim(),
            tracking_url: trackingUrl.trim(),
            ...staffNote.body(),
          }
        : { courier, ...staffNote.body() };
    await run(formErrors(adminShipBody, body), async () => {
      const result = await runAction(order, "ship", body);
      onDone(result.order, result.message);
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="font-semibold">Ship</h3>
      <ErrorBanner error={error} />
      <ErrorBanner error={couriers.error} onRetry={couriers.reload} />
      <SelectField label="Courier" value={courier} onChange={(e) => setCourier(e.target.value as CourierKey)} error={errors.courier}>
        {(couriers.data?.data ?? [{ key: "manual", name: "Other courier (typed by hand)", configured: true }]).map((item) => (
          <option key={item.key} value={item.key} disabled={!item.configured}>
            {item.name}
            {item.configured ? "" : " (not set up)"}
          </option>
        ))}
      </SelectField>
      {courier === "manual" ? (
        <>
          <TextField
            label="Courier name"
            value={courierName}
            maxLength={60}
            onChange={(e) => setCourierName(e.target.value)}
            error={errors.courier_name}
            required
          />
          <TextField
            label="Tracking number"
            value={courierTrackingNumber}
            maxLength={60}
            onChange={(e) => setCourierTrackingNumber(e.target.value)}
            error={errors.courier_tracking_number}
            required
          />
          <TextField
            label="Tracking link (optional)"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={trackingUrl}
            maxLength={300}
            onChange={(e) => setTrackingUrl(e.target.value)}
            error={errors.tracking_url}
          />
        </>
      ) : (
        <p className="text-sm text-slate-700">The parcel is booked with the courier, which gives the tracking number.</p>
      )}
      <StaffNote {...staffNote} error={errors.note} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" busy={busy}>
          Ship
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </form>
  );
}
