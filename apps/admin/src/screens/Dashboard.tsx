import { Link } from "react-router";
import type { AdminDashboard } from "@shop/contracts/admin";
import { ORDER_STATUS_LABELS } from "@shop/contracts/orders-words";
import { DayChart } from "../components/DayChart";
import { ErrorBanner, Loading, PageHeader, Section, StackTable, Td } from "../components/ui";
import { endpoints } from "../lib/endpoints";
import { formatDate, plural } from "../lib/format";
import { money } from "../lib/money";
import { useApi } from "../lib/use-api";

const WAITING = ["pending", "confirmed", "processing", "shipped"] as const;

function Figure({ label, orders, revenuePoisha }: { label: string; orders: number; revenuePoisha: number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-sm font-semibold text-slate-600">{label}</h2>
      <p className="mt-1 text-2xl font-bold">{money(revenuePoisha)}</p>
      <p className="text-slate-700">{plural(orders, "order")}</p>
    </div>
  );
}

export default function Dashboard() {
  const { data, error, loading, reload } = useApi<{ data: AdminDashboard }>(endpoints.dashboard);
  const board = data?.data;
  return (
    <>
      <PageHeader title="Dashboard" />
      <ErrorBanner error={error} onRetry={reload} className="mb-4" />
      {loading && !board ? <Loading /> : null}
      {board ? (
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Figure label="Today" orders={board.today.orders} revenuePoisha={board.today.revenue_poisha} />
            <Figure label="This month" orders={board.month.orders} revenuePoisha={board.month.revenue_poisha} />
          </div>

          <Section title="Waiting for the shop">
            <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
              {WAITING.map((status) => (
                <li key={status}>
                  <Link
                    to={`/orders?status=${status}`}
                    className="flex min-h-11 flex-col rounded-md border border-slate-300 px-3 py-2 hover:border-blue-700 hover:bg-blue-50"
                  >
                    <span className="text-2xl font-bold">{board.waiting[status]}</span>
                    <span className="text-sm text-slate-700">{ORDER_STATUS_LABELS[status]}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-3">
              <Link to="/questions?status=unanswered" className="text-blue-800 underline">
                {plural(board.unanswered_questions, "unanswered question")}
              </Link>
            </p>
          </Section>

          <Section title="Last 30 days">
            <div className="grid gap-6 lg:grid-cols-2">
              <DayChart title="Orders per day" bars={board.by_day.map((day) => ({ date: day.date, value: day.orders }))} format={(n) => plural(n, "order")} />
              <DayChart title="Revenue per day" bars={board.by_day.map((day) => ({ date: day.date, value: day.revenue_poisha }))} format={money} />
            </div>
            <details className="mt-3">
              <summary className="cursor-pointer font-medium text-blue-800">Show the numbers as a table</summary>
              <div className="mt-2 max-h-96 overflow-y-auto">
                <StackTable caption="Orders and revenue per day, last 30 days" head={["Day", "Orders", "Revenue"]}>
                  {board.by_day.map((day) => (
                    <tr key={day.date}>
                      <Td label="Day">{formatDate(day.date)}</Td>
                      <Td label="Orders">{day.orders}</Td>
                      <Td label="Revenue">{money(day.revenue_poisha)}</Td>
                    </tr>
                  ))}
                </StackTable>
              </div>
            </details>
          </Section>

          <Section
            title="Low stock"
            actions={
              <Link to="/low-stock" className="text-blue-800 underline">
                All low stock
              </Link>
            }
          >
            {board.low_stock.length === 0 ? (
              <p className="text-slate-700">Nothing is running low.</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {board.low_stock.map((product) => (
                  <li key={product.id} className="flex items-center justify-between gap-3 py-2">
                    <Link to={`/products/${product.id}#stock`} className="text-blue-800 underline">
                      {product.name}
                    </Link>
                    <span className={product.stock === 0 ? "font-semibold text-red-800" : "text-slate-800"}>
                      {product.stock === 0 ? "Out of stock" : `${product.stock} left`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      ) : null}
    </>
  );
}
