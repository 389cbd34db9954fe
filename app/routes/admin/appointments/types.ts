/**
 * What the appointment dialogs' actions answer a fetcher with: the day timeline and the status
 * control read these, so they live here and no component imports a route module.
 */
import type { Conflict } from '~/domain/availability';
import type { FormReply } from '~/utils/form-reply';

/** The intent of the move form's answer. */
export const MOVE_FORM = 'move';

/**
 * POST /admin/appointments/{id}/move: every form's answer (FormReply: conform's reply for the
 * move form without JavaScript, its messages and what was typed; `stale`: the appointment was
 * moved or edited elsewhere after this screen read it, `stale.version` its version now) and
 * what the timeline's drop reads besides: `ok` (moved: a drop is answered, not redirected) and
 * `message`, the one line the timeline shows for a refusal.
 */
export type MoveActionData = FormReply & { ok: boolean; message?: string };

/** POST /admin/appointments/{id}/no-show */
export type NoShowActionData = { ok: true } | { ok: false; kind: 'error'; message: string };

/** POST /admin/appointments/{id}/status */
export type StatusActionData =
  | { ok: true }
  | { ok: false; kind: 'conflict'; status: string; conflicts: Conflict[]; message: string }
  | { ok: false; kind: 'error'; message: string };
