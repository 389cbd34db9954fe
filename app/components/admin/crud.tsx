/**
 * The screen half of the back office's CRUD kit (the server half is app/lib/crud.server.ts):
 * a catalogue screen is a list of columns, a form and a schema. `CrudScreen` draws the heading
 * with its "+ Yeni ..." link, the notice, the empty state or the table with the row actions
 * (Düzenle, the screen's own links, Sil), and the screen's dialogs; `CrudFormDialog` is the
 * create/edit dialog with conform (checked in the browser, answered by the server without
 * JavaScript, messages under each field); `CrudDeleteDialog` asks before deleting.
 */
import { getFormProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link } from 'react-router';
import type { z } from 'zod';
import { AdminPageHeader, SuccessNotice } from './admin-ui';
import { ActionLink, ConfirmDelete, EmptyState, FormButtons, FormErrors, TableFrame, ToggleButton, tdClass, thClass, useBusy } from './content-ui';
import { Dialog } from './dialog';

/** An admin form action's answer when it does not redirect (see app/lib/crud.server.ts). */
export type FormReply = { intent: string; lastResult: SubmissionResult<string[]> };

/** conform's reply to the form of `intent`, if the last answer was for it. */
export function replyFor(reply: FormReply | undefined, intent: string): SubmissionResult<string[]> | undefined {
  return reply?.intent === intent ? reply.lastResult : undefined;
}

/** The form-level message of the last answer to `intent` (a refused delete, a missing confirmation). */
export function replyError(reply: FormReply | undefined, intent: string): string | null {
  return replyFor(reply, intent)?.error?.['']?.join(' ') ?? null;
}

/** `href` with one more search parameter (the list URL may keep filters). */
export function withParam(href: string, key: string, value: string | number): string {
  return `${href}${href.includes('?') ? '&' : '?'}${key}=${value}`;
}

export type Column<Row> = { header: string; cell: (row: Row) => React.ReactNode; className?: string };
export type RowLink = { param: string; text: string; label: string; danger?: boolean };

/** The on/off column of a record (a small POST form per row). */
export function toggleColumn<Row extends { id: number }>(
  header: string,
  spec: { intent?: string; on: (row: Row) => boolean; label: (row: Row) => string; onText?: string; offText?: string },
): Column<Row> {
  return {
    header,
    cell: (row) => <ToggleButton id={row.id} intent={spec.intent ?? 'toggle'} on={spec.on(row)} label={spec.label(row)} onText={spec.onText} offText={spec.offText} />,
  };
}

/** A column of numbers (display order, counts). */
export function numberColumn<Row>(header: string, value: (row: Row) => React.ReactNode): Column<Row> {
  return { header, cell: value, className: 'tabular-nums' };
}

export function CrudScreen<Row extends { id: number }>({
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
  /** the screen's own row links, between Düzenle and Sil */
  links?: ((row: Row) => RowLink)[];
  /** the URL of a row dialog (a list with filters keeps them) */
  hrefOf?: (param: string, id: number) => string;
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
                    {[{ param: 'edit', text: 'Düzenle', label: `${name(row)} düzenle` }, ...links.map((link) => link(row)), { param: 'delete', text: 'Sil', label: `${name(row)} sil`, danger: true }].map(
                      (link) => (
                        <ActionLink key={link.param} to={hrefOf(link.param, row.id)} label={link.label} danger={link.danger}>
                          {link.text}
                        </ActionLink>
                      ),
                    )}
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

type Fields<S extends z.ZodType> = ReturnType<FormMetadata<z.input<S> & Record<string, unknown>, string[]>['getFieldset']>;

/**
 * The create/edit dialog: conform checks the form in the browser with the schema the server
 * uses; without JavaScript the server's reply puts the messages under the fields.
 */
export function CrudFormDialog<S extends z.ZodType>({
  schema,
  name,
  title,
  closeTo,
  recordId,
  defaultValue,
  reply,
  submitLabel,
  multipart,
  wide,
  className = 'space-y-4',
  children,
}: {
  schema: S;
  /** the form's id stem: `${name}-form-${recordId ?? 'new'}` */
  name: string;
  title: string;
  closeTo: string;
  /** the edited record (intent `update`); none creates */
  recordId?: number;
  defaultValue: Record<string, unknown>;
  reply: FormReply | undefined;
  submitLabel: string;
  multipart?: boolean;
  wide?: boolean;
  className?: string;
  children: (fields: Fields<S>, form: FormMetadata<z.input<S> & Record<string, unknown>, string[]>) => React.ReactNode;
}) {
  const intent = recordId ? 'update' : 'create';
  const busy = useBusy(intent);
  const [form, fields] = useForm<z.input<S> & Record<string, unknown>, z.output<S>>({
    id: `${name}-form-${recordId ?? 'new'}`,
    lastResult: replyFor(reply, 'save'),
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Dialog title={title} closeTo={closeTo} wide={wide}>
      <Form method="post" encType={multipart ? 'multipart/form-data' : undefined} preventScrollReset className={className} {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        {recordId ? <input type="hidden" name="recordId" value={recordId} /> : null}
        <div className="col-span-full">
          <FormErrors errors={form.errors} id={form.errorId} />
        </div>
        {children(fields, form)}
        <div className="col-span-full">
          <FormButtons closeTo={closeTo} busy={busy} label={submitLabel} />
        </div>
      </Form>
    </Dialog>
  );
}

/** The delete confirmation of a row (`?delete=3`), with the refusal's message when there is one. */
export function CrudDeleteDialog({ record, closeTo, message, title, reply }: { record: { id: number }; closeTo: string; message: string; title?: string; reply: FormReply | undefined }) {
  return <ConfirmDelete id={record.id} closeTo={closeTo} message={message} title={title} error={replyError(reply, 'delete')} />;
}

export type { FieldMetadata };
