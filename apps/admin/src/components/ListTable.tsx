import type { ReactNode } from "react";
import { ErrorBanner, Empty, Loading, StackTable, Td } from "./ui";

/** One column of a list: its name (the header, and each cell's label on a phone) and what a row shows in it. */
export type Column<T> = {
  label: string;
  /** The header when it differs from the phone's cell label (an image column says "Image" only in the header). */
  head?: string;
  className?: string | ((row: T) => string);
  cell: (row: T) => ReactNode;
};

/** A list as useApi keeps it. */
export type ListState<T> = { data: { data: T[] } | null; error: unknown; loading: boolean; reload: () => void };

/**
 * What a list says besides its rows: its load failed (with Try again), it is loading, or it
 * is empty. `error` is an action's failure on the list (no retry: the action is done again).
 */
export function ListStatus({ state, count, empty, error }: { state: ListState<unknown>; count: number; empty: ReactNode; error?: unknown }) {
  return (
    <>
      <ErrorBanner error={state.error ?? error} onRetry={state.error ? state.reload : undefined} className="mb-4" />
      {state.loading && !state.data ? <Loading /> : null}
      {state.data && count === 0 ? <Empty>{empty}</Empty> : null}
    </>
  );
}

/** A list of rows as a table that becomes cards on a phone (StackTable), with its status above. */
export function ListTable<T extends { id: string | number }>({
  caption,
  state,
  empty,
  columns,
  error,
}: {
  caption: string;
  state: ListState<T>;
  empty: ReactNode;
  columns: Column<T>[];
  error?: unknown;
}) {
  const rows = state.data?.data ?? [];
  return (
    <>
      <ListStatus state={state} count={rows.length} empty={empty} error={error} />
      {rows.length ? (
        <StackTable caption={caption} head={columns.map((column) => column.head ?? column.label)}>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column, index) => (
                <Td key={index} label={column.label} className={typeof column.className === "function" ? column.className(row) : column.className}>
                  {column.cell(row)}
                </Td>
              ))}
            </tr>
          ))}
        </StackTable>
      ) : null}
    </>
  );
}
