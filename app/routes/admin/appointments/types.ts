/**
 * What the appointment dialogs' actions answer a fetcher with: the day timeline and the status
 * control read these, so they live here and no component imports a route module.
 */
import type { SubmissionResult } from '@conform-to/react';
import type { Conflict } from '~/domain/availability';

/** POST /admin/appointments/{id}/move */
export type MoveActionData =
  | { ok: true }
  /**
   * `message`: the one line the timeline shows; `lastResult`: conform's reply for the move form
   * without JavaScript (its messages, what was typed); `stale`: the appointment was moved or
   * edited elsewhere after this screen read it (`version`: its version now)
   */
  | { ok: false; message: string; lastResult: SubmissionResult<string[]>; stale?: true; version?: number };

/** POST /admin/appointments/{id}/no-show */
export type NoShowActionData = { ok: true } | { ok: false; kind: 'error'; message: string };

/** POST /admin/appointments/{id}/status */
export type StatusActionData =
  | { ok: true }
  | { ok: false; kind: 'conflict'; status: string; conflicts: Conflict[]; message: string }
  | { ok: false; kind: 'error'; message: string };
