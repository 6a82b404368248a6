import { ORDER_CHANNEL_LABELS, type OrderChannel } from "@shop/contracts/phone-orders";
import { Pill } from "./ui";

/** "Phone" or "Messenger" on an order staff took for a customer (issue 46); nothing for a web order. */
export function ChannelBadge({ channel }: { channel: OrderChannel }) {
  if (channel === "web") return null;
  return (
    <Pill tone="amber">
      <span className="sr-only">Taken by </span>
      {ORDER_CHANNEL_LABELS[channel]}
    </Pill>
  );
}
