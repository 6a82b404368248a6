import { Fragment, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { request } from "../lib/api";
import { useNotice } from "../lib/notice";
import { ArchiveButton } from "./ArchiveButton";
import type { ItemFormFrame } from "./ItemForm";
import { ListTable, type Column, type ListState } from "./ListTable";
import { Button, Count, LinkTabs, PageHeader } from "./ui";

/** What a screen's form is given: the item it edits (null: a new one) and its frame for ItemForm. */
export type ItemFormProps<T> = { item: T | null; frame: ItemFormFrame };

/**
 * A list screen whose rows are made and edited in a form above the list (brands,
 * categories, coupons): "New <noun>" opens it empty, each row's Edit opens it filled. A
 * save creates (POST to `urls.list`) or updates (PATCH to `urls.item`), tells it in the
 * notice, closes the form and reloads the list; closing returns the focus to the button
 * that opened it. With `archive` (issue 46) the rows carry `archived`: two tabs, Current and
 * Archived (?view=archived), each row an Archive or Restore button, and an archived row
 * is not edited (restore it first).
 */
export function ListAndForm<T extends { id: number }>({
  title,
  noun,
  urls,
  state,
  name,
  empty,
  columns,
  form,
  created,
  archive,
}: {
  title: string;
  /** "brand": New brand, Create brand, Save brand, Brand created, Brand saved. */
  noun: string;
  urls: { list: string; item: (id: number) => string };
  state: ListState<T>;
  /** How a row is named to a screen reader (after Edit) and in the form's title. */
  name: (row: T) => string;
  empty: ReactNode;
  columns: Column<T>[];
  form: (props: ItemFormProps<T>) => ReactNode;
  /** The notice after a create, when more must be said than "<Noun> created". */
  created?: string;
  /** Archivable rows: the screen's own path (for its tabs) and whether a row is archived. */
  archive?: { path: string; isArchived: (row: T) => boolean };
}) {
  const [params] = useSearchParams();
  const showArchived = Boolean(archive) && params.get("view") === "archived";
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { notify } = useNotice();
  const item = editing === "new" ? null : editing;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  const open = (next: T | "new") => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    opener.current?.focus();
  };
  const send = async (body: unknown) => {
    if (item) await request(urls.item(item.id), { method: "PATCH", json: body });
    else await request(urls.list, { method: "POST", json: body });
    notify(item ? `${Noun} saved` : (created ?? `${Noun} created`));
    close();
    state.reload();
  };
  const edit: Column<T> = {
    label: "",
    cell: (row) => (
      <span className="flex min-w-max flex-wrap gap-2">
        {archive?.isArchived(row) ? null : (
          <Button small onClick={() => open(row)} aria-expanded={item?.id === row.id}>
            Edit<span className="sr-only"> {name(row)}</span>
          </Button>
        )}
        {archive ? <ArchiveButton url={urls.item(row.id)} name={name(row)} noun={noun} archived={archive.isArchived(row)} onChanged={state.reload} /> : null}
      </span>
    ),
  };
  const all = state.data?.data ?? [];
  const archivedCount = archive ? all.filter(archive.isArchived).length : 0;
  const shown: ListState<T> = archive
    ? { ...state, data: state.data ? { ...state.data, data: all.filter((row) => archive.isArchived(row) === showArchived) } : null }
    : state;

  return (
    <>
      <PageHeader title={title}>
        <Button variant="primary" onClick={() => open("new")} aria-expanded={editing === "new"}>
          {`New ${noun}`}
        </Button>
      </PageHeader>
      {editing ? (
        <Fragment key={item ? item.id : "new"}>
          {form({
            item,
            frame: {
              title: item ? `Edit ${name(item)}` : `New ${noun}`,
              submitLabel: `${item ? "Save" : "Create"} ${noun}`,
              send,
              onClose: close,
              autoFocus: true,
            },
          })}
        </Fragment>
      ) : null}
      {archive ? (
        <LinkTabs
          label={`${title}: current or archived`}
          tabs={[
            {
              to: archive.path,
              label: (
                <>
                  Current <Count n={all.length - archivedCount} />
                </>
              ),
              current: !showArchived,
            },
            {
              to: `${archive.path}?view=archived`,
              label: (
                <>
                  Archived <Count n={archivedCount} />
                </>
              ),
              current: showArchived,
            },
          ]}
        />
      ) : null}
      <ListTable caption={title} state={shown} empty={showArchived ? `No archived ${noun} yet.` : empty} columns={[...columns, edit]} />
    </>
  );
}
