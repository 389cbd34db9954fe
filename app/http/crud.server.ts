/**
 * The server half of the back office's CRUD kit (the screen half is
 * app/ui/admin/crud.tsx). A catalogue screen's loader asks `crudDialogs` which
 * dialog the URL opens (`?new`, `?edit=3`, `?delete=3`) and which notice `?ok=` names; its
 * action hands `crudAction` the schema and the writes, and gets the one answer style of the
 * admin forms: a redirect to the list with `?ok=` on success, else `data({ intent, result })`
 * where `result` is conform's `submission.reply()` (field messages) or a reply carrying one
 * form-level message. Every path works as a plain HTML POST.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { actorOf, requireAdmin, type Needed } from '~/http/auth.server';
import type { Actor } from '~/domain/audit';
import type { RequestContext } from '../infra/app-context';
import { withParam, type FormReply } from '~/utils/form-reply';
import { formId, hasParam, idParam, noticeFrom, notFound, readAdminForm } from './admin-form.server';
import { staleNotice, submittedVersion } from './stale.server';
import { answer, answerInvalid, answerStale, replyWithError } from './form-answer.server';
import type { MeanwhileChange } from '~/domain/versions';

export type { FormReply };

/** The version of a record that has one (the edit form carries it; docs/decisions/0352). */
const versionOf = (record: object): number | null =>
  'version' in record && typeof record.version === 'number' ? record.version : null;

/** The record a search parameter names (`?edit=3`): null when absent, a 404 page when it is gone. */
export function recordFromParam<R>(
  request: Request,
  name: string,
  find: (id: number) => R | undefined,
  missing: string,
): R | null {
  const id = idParam(request, name);
  if (id === null) return null;
  const record = find(id);
  if (!record) notFound(missing);
  return record;
}

/** What a CRUD screen's loader and action share: the list's URL, the 404 text, the notices of `?ok=`. */
export type CrudConfig = {
  /** the list to go back to (it may carry filters); `?ok=` is added */
  back: string;
  /** the 404 text of a record that is gone */
  missing: string;
  notices: Record<string, string>;
  /** before the message of a body that could not be read, e.g. 'Hizmet kaydedilemedi: ' */
  readFailedPrefix?: string;
};

/**
 * Which dialog the URL opens and which notice it shows: `?new`, `?edit=3` (the record's
 * name and the form's values from `edit`; a 404 when it is gone), `?delete=3` (its name, or
 * what `remove` picks).
 */
export function crudDialogs<
  R extends { id: number },
  E extends { values: Record<string, unknown> },
  D = { id: number; name: string },
>(
  request: Request,
  crud: CrudConfig,
  find: (id: number) => R | undefined,
  label: (record: R) => string,
  edit: (record: R) => E,
  remove?: (record: R) => D,
): {
  creating: boolean;
  editing: (E & { id: number; name: string; version: number | null }) | null;
  deleting: D | null;
  notice: string | null;
} {
  const editing = recordFromParam(request, 'edit', find, crud.missing);
  const deleteId = idParam(request, 'delete');
  const deleting = deleteId === null ? undefined : find(deleteId);
  return {
    creating: hasParam(request, 'new'),
    editing: editing ? { ...edit(editing), id: editing.id, name: label(editing), version: versionOf(editing) } : null,
    deleting: deleting ? (remove ? remove(deleting) : ({ id: deleting.id, name: label(deleting) } as D)) : null,
    notice: noticeFrom(request, crud.notices),
  };
}

/** A save refused over a newer version: the message, the record now, its version and what changed meanwhile (models' StaleFailure). */
export type StaleSave = {
  message: string;
  current: unknown;
  currentVersion: number;
  meanwhile: readonly MeanwhileChange[];
};
export type SaveResult =
  | { ok: true }
  | { ok: false; notFound: true }
  | { ok: false; fieldErrors: Record<string, string[]> }
  | { ok: false; stale: StaleSave };
export type RemoveResult =
  | boolean
  | { ok: true }
  | { ok: false; notFound: true }
  | { ok: false; status: number; message: string };
type Reply = ReturnType<typeof replyWithError>;

export type CrudWrites<S extends z.ZodType> = {
  /**
   * the write of intents `create` (id undefined) and `update` (with `recordId`), after the
   * schema's parse; `expectedVersion`: the version the edit form was loaded from (its hidden
   * `version` field; docs/decisions/0352), undefined when it has none
   */
  save?: (id: number | undefined, value: z.output<S>, expectedVersion?: number) => SaveResult | Promise<SaveResult>;
  /** the record as the form's values (a stale save shows the current values beside the typed ones) */
  currentValues?: (current: never) => Record<string, unknown>;
  /** false: the screen edits but does not create */
  create?: boolean;
  /** intent `delete` */
  remove?: (id: number) => RemoveResult | Promise<RemoveResult>;
  /** intents that flip a flag of `recordId`: the notice key, or null when the record is gone */
  toggles?: Record<string, (id: number) => string | null>;
  /** the screen's own intents (they redirect or answer with `replyWithError`) */
  intents?: Record<string, (form: FormData) => Reply | Promise<Reply>>;
};

/** The action of a CRUD screen: one intent switch for all of them. */
export async function crudAction<S extends z.ZodType>(
  request: Request,
  crud: CrudConfig,
  schema: S,
  spec: CrudWrites<S>,
): Promise<Reply> {
  const read = await readAdminForm(request);
  if (!read.ok) return replyWithError('save', `${crud.readFailedPrefix ?? ''}${read.message}`, read.status);
  const form = read.form;
  const intent = String(form.get('intent') ?? '');
  const done = (notice: string): never => {
    throw redirect(withParam(crud.back, 'ok', notice));
  };
  if (spec.save && (intent === 'update' || (intent === 'create' && spec.create !== false))) {
    const id = intent === 'update' ? formId(form) : undefined;
    const submission = parseWithZod(form, { schema });
    // a list's add/remove-row button without JavaScript answers the form with the rows changed (200)
    if (submission.status !== 'success')
      return answerInvalid('save', submission, submission.status === 'error' ? 400 : 200);
    const result = await spec.save(id, submission.value, id === undefined ? undefined : submittedVersion(form));
    if (!result.ok) {
      if ('notFound' in result) notFound(crud.missing);
      if ('stale' in result) {
        // someone saved in between: her values stay in the form, the record now beside them
        const current = spec.currentValues ? spec.currentValues(result.stale.current as never) : {};
        return answerStale('save', submission, staleNotice(result.stale, current, form));
      }
      return answer('save', submission, { fieldErrors: result.fieldErrors });
    }
    return done(intent === 'create' ? 'created' : 'updated');
  }
  if (intent === 'delete' && spec.remove) {
    const result = await spec.remove(formId(form));
    if (result === true || (typeof result === 'object' && result.ok)) return done('deleted');
    if (result === false || 'notFound' in result) notFound(crud.missing);
    return replyWithError('delete', result.message, result.status);
  }
  const toggle = spec.toggles?.[intent];
  if (toggle) {
    const notice = toggle(formId(form));
    if (notice === null) notFound(crud.missing);
    return done(notice);
  }
  const own = spec.intents?.[intent];
  if (own) return own(form);
  throw data('Bilinmeyen işlem', { status: 400 });
}

/**
 * A CRUD screen's whole action: the session checked for the screen's permission, then
 * `crudAction` with the screen's config (or the config of this request, for a list with
 * filters), the form's schema and the writes.
 */
export function crudRouteAction<S extends z.ZodType>(
  permission: Needed,
  crud: CrudConfig | ((request: Request) => CrudConfig),
  schema: S,
  writes: (context: RequestContext & { actor: Actor }) => CrudWrites<S>,
) {
  return async ({ request, context }: { request: Request; context: RequestContext }) => {
    const session = await requireAdmin(request, context, permission);
    // the writes get who writes (the history's actor, docs/decisions/0351) with the context
    return crudAction(
      request,
      typeof crud === 'function' ? crud(request) : crud,
      schema,
      writes({ ...context, actor: actorOf(session, context) }),
    );
  };
}
