/**
 * The screen half of the back office's CRUD kit (the server half is app/http/crud.server.ts):
 * a catalogue screen is a list of columns, a form and a schema. `CrudScreen` draws the heading
 * with its "+ Yeni ..." link, the notice, the empty state or the table with the row actions
 * (Düzenle, the screen's own links, Sil), and the screen's dialogs; `CrudFormDialog` is the
 * create/edit dialog (checked by the server with the screen's schema, its reply read with
 * `useServerForm`: messages under each field, with JavaScript or without);
 * `CrudDeleteDialog` asks before deleting.
 */
import { getFormProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { Form, Link } from 'react-router';
import type { z } from 'zod';
import { AdminPageHeader, SuccessNotice } from './admin-ui';
import {
  ActionLink,
  ConfirmDelete,
  EmptyState,
  FormButtons,
  FormErrors,
  TableFrame,
  ToggleButton,
  tdClass,
  thClass,
  useBusy,
} from './content-ui';
import { Dialog } from './dialog';
import { replyError, replyFor, staleFor, withParam, type FormReply } from '~/utils/form-reply';
import { StaleNoticeBox, StaleValuesProvider } from './stale-notice';
import { useEffect, useState } from 'react';

export { replyError, replyFor, withParam, type FormReply };

export type Column<Row> = { header: string; cell: (row: Row) => React.ReactNode; className?: string };
/** A row link: `?param=id` on this screen, or `to` (another page, e.g. a member's calendar link). */
export type RowLink = { param: string; text: string; label: string; danger?: boolean; to?: string };

/** The on/off column of a record (a small POST form per row). */
export function toggleColumn<Row extends { id: number }>(
  header: string,
  spec: { intent?: string; on: (row: Row) => boolean; label: (row: Row) => string; onText?: string; offText?: string },
): Column<Row> {
  return {
    header,
    cell: (row) => (
      <ToggleButton
        id={row.id}
        intent={spec.intent ?? 'toggle'}
        on={spec.on(row)}
        label={spec.label(row)}
        onText={spec.onText}
        offText={spec.offText}
      />
    ),
  };
}

/** A column of numbers (display order, counts). */
export function numberColumn<Row>(header: string, value: (row: Row) => React.ReactNode): Column<Row> {
  return { header, cell: value, className: 'tabular-nums' };
}

function CrudScreen<Row extends { id: number }>({
  title,
  addLabel,
  headerExtra,
  notice,
  intro,
  rows,
  empty,
  tableLabel,
  columns,
  name,
  links = [],
  hrefOf = (param, id) => `?${param}=${id}`,
  rowActions = { edit: true, remove: true },
  children,
}: {
  title: string;
  /** the "+ Yeni ..." link's text (`?new`); none for a screen without creating */
  addLabel?: string;
  headerExtra?: React.ReactNode;
  notice: string | null;
  /** what stands between the notice and the table (a hint, a search form) */
  intro?: React.ReactNode;
  rows: Row[];
  empty: { title: string; hint?: string };
  tableLabel: string;
  columns: Column<Row>[];
  /** the record's name in the row actions' accessible names */
  name: (row: Row) => string;
  /** the screen's own row links, between Düzenle and Sil (null: none for this row) */
  links?: ((row: Row) => RowLink | null)[];
  /** the URL of a row dialog (a list with filters keeps them) */
  hrefOf?: (param: string, id: number) => string;
  /** the row actions the account's role may use (default both; docs/decisions/0380) */
  rowActions?: { edit: boolean; remove: boolean };
  /** the dialogs */
  children?: React.ReactNode;
}) {
  return (
    <section>
      <AdminPageHeader title={title}>
        {addLabel ? (
          <Link to="?new" preventScrollReset className="btn-primary">
            + {addLabel}
          </Link>
        ) : null}
        {headerExtra}
      </AdminPageHeader>
      <div className="mb-4">
        <SuccessNotice message={notice} />
      </div>
      {intro}
      {rows.length === 0 ? (
        <EmptyState title={empty.title} hint={empty.hint} />
      ) : (
        <TableFrame label={tableLabel}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} className={thClass}>
                  {c.header}
                </th>
              ))}
              <th className={thClass}>İşlemler</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((c) => (
                  <td key={c.header} className={c.className ? `${tdClass} ${c.className}` : tdClass}>
                    {c.cell(row)}
                  </td>
                ))}
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-2">
                    {[
                      ...(rowActions.edit ? [{ param: 'edit', text: 'Düzenle', label: `${name(row)} düzenle` }] : []),
                      ...links.map((link) => link(row)).filter((link): link is RowLink => link !== null),
                      ...(rowActions.remove
                        ? [{ param: 'delete', text: 'Sil', label: `${name(row)} sil`, danger: true }]
                        : []),
                    ].map((link) => (
                      <ActionLink
                        key={link.param}
                        to={link.to ?? hrefOf(link.param, row.id)}
                        label={link.label}
                        danger={link.danger}
                      >
                        {link.text}
                      </ActionLink>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {children}
    </section>
  );
}

type FormMeta<S extends z.ZodType> = FormMetadata<z.input<S> & Record<string, unknown>, string[]>;
type Fields<S extends z.ZodType> = ReturnType<FormMeta<S>['getFieldset']>;

/** The record a dialog edits, as the loader hands it over (app/http/crud.server.ts `crudDialogs`); `version`: the form carries it back. */
export type Editing = { id: number; name: string; values: Record<string, unknown>; version?: number | null };

/** The words of a CRUD screen (the spec's Turkish). */
export type CrudTexts = {
  /** the "+ ..." link's text; none for a screen without creating */
  add?: string;
  table: string;
  empty: { title: string; hint?: string };
  /** the dialog titles: create, and edit (followed by ': ' and the record's name) */
  create?: string;
  edit: string;
  /** the submit button: create, update */
  submit: [string, string];
};

/**
 * The form of a CRUD screen: its first values and layout, typed by its schema
 * (`crudForm<typeof schema>({...})`). The schema itself stays on the server: the browser does
 * not validate (the server does and its reply shows the messages, docs/decisions/0525), so
 * the screen's bundle carries no schema and no zod.
 */
export type CrudForm<S extends z.ZodType> = {
  /** never set: the schema's type only */
  schema?: S;
  id: string;
  defaults: Record<string, unknown>;
  multipart?: boolean;
  wide?: boolean;
  className?: string;
};

/** A CRUD screen's form, typed by its schema (a type, not the schema: see CrudForm). */
export function crudForm<S extends z.ZodType>(form: Omit<CrudForm<S>, 'schema'>): CrudForm<S> {
  return form;
}

/**
 * The create/edit dialog: the server checks the form with the screen's schema and its reply
 * puts the messages under the fields (docs/decisions/0525, 0544).
 */
function CrudFormDialog<S extends z.ZodType>({
  form: spec,
  title,
  closeTo,
  editing,
  reply,
  submitLabel,
  children,
}: {
  form: CrudForm<S>;
  title: string;
  closeTo: string;
  editing: Editing | null;
  reply: FormReply | undefined;
  submitLabel: string;
  children: (fields: Fields<S>, form: FormMeta<S>) => React.ReactNode;
}) {
  const intent = editing ? 'update' : 'create';
  const busy = useBusy(intent);
  const stale = staleFor(reply, 'save');
  // the version the form was loaded from, kept when the screen re-reads (a live update must not
  // silently move it on); after a refused save, the version now (saving again overwrites knowingly)
  const [version, setVersion] = useState(stale?.version ?? editing?.version ?? null);
  useEffect(() => {
    if (stale) setVersion(stale.version);
  }, [stale]);
  const [form, fields] = useServerForm<z.input<S> & Record<string, unknown>>({
    id: `${spec.id}-form-${editing?.id ?? 'new'}`,
    lastResult: replyFor(reply, 'save'),
    defaultValue: (editing?.values ?? spec.defaults) as never,
  });
  return (
    <Dialog title={title} closeTo={closeTo} wide={spec.wide}>
      <Form
        method="post"
        encType={spec.multipart ? 'multipart/form-data' : undefined}
        preventScrollReset
        className={spec.className ?? 'space-y-4'}
        {...getFormProps(form)}
      >
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="recordId" value={editing.id} /> : null}
        {editing && version !== null ? <input type="hidden" name="version" value={version} /> : null}
        <div className="col-span-full">
          {stale ? <StaleNoticeBox notice={stale} /> : <FormErrors errors={form.errors} id={form.errorId} />}
        </div>
        <StaleValuesProvider notice={stale}>{children(fields, form)}</StaleValuesProvider>
        <div className="col-span-full">
          <FormButtons closeTo={closeTo} busy={busy} label={submitLabel} />
        </div>
      </Form>
    </Dialog>
  );
}

/**
 * A whole CRUD screen from its words, columns and form: the list, the create/edit dialog
 * (`?new`, `?edit=3`) and the delete confirmation (`?delete=3`, `remove` says what is asked;
 * `removeTitle` puts the record's name in the title). `children` are the screen's own dialogs.
 */
export function CrudPage<Row extends { id: number }, S extends z.ZodType, D extends { id: number; name: string }>({
  base,
  title,
  texts,
  dialogs,
  reply,
  form,
  fields,
  remove,
  removeTitle,
  ...screen
}: Omit<Parameters<typeof CrudScreen<Row>>[0], 'addLabel' | 'notice' | 'empty' | 'tableLabel'> & {
  /** the list's URL (it may carry filters) */
  base: string;
  texts: CrudTexts;
  dialogs: { creating?: boolean; editing: Editing | null; deleting: D | null; notice: string | null };
  reply: FormReply | undefined;
  form: CrudForm<S>;
  fields: (fields: Fields<S>, form: FormMeta<S>, editing: Editing | null) => React.ReactNode;
  remove: (record: D) => string;
  removeTitle?: boolean;
}) {
  const { creating, editing, deleting, notice } = dialogs;
  return (
    <CrudScreen
      title={title}
      addLabel={texts.add}
      notice={notice}
      empty={texts.empty}
      tableLabel={texts.table}
      {...screen}
    >
      {creating || editing ? (
        <CrudFormDialog
          form={form}
          title={editing ? `${texts.edit}: ${editing.name}` : (texts.create ?? '')}
          closeTo={base}
          editing={editing}
          reply={reply}
          submitLabel={texts.submit[editing ? 1 : 0]}
        >
          {(f, meta) => fields(f, meta, editing)}
        </CrudFormDialog>
      ) : null}
      {screen.children}
      {deleting ? (
        <ConfirmDelete
          id={deleting.id}
          closeTo={base}
          message={remove(deleting)}
          title={removeTitle ? `Sil: ${deleting.name}` : undefined}
          error={replyError(reply, 'delete')}
        />
      ) : null}
    </CrudScreen>
  );
}

export type { FieldMetadata };
