/**
 * /api/appointments/{id}/deposit: an appointment's kapora (issue 38; docs/decisions/0461).
 * GET its state and money rows; POST the desk takes it ("Kapora geldi" for a transfer seen on
 * the account, cash or a card at the desk) or sends back one due back (`refunded: true`).
 * Each write once: a repeat answers `changed: false`.
 */
import { z } from 'zod';
import { DEPOSIT_MESSAGES } from '~/domain/deposits';
import { apiError, call, defineApi, idParams, ok } from '~/http/api.server';
import { actorOf } from '~/http/auth.server';
import { liraToKurus } from '~/utils/money';
import { depositEventsOf, depositJson, depositOfAppointment, deskDepositWrite } from '~/models/deposits/ledger.server';

const NOT_FOUND = 'Randevu bulunamadı';

const takeBody = z.object({
  method: z.enum(['transfer', 'cash', 'desk_card'], { error: 'Ödeme yöntemini seçin' }).optional(),
  amount: z.union([z.number(), z.string()]).optional().describe('lira (e.g. 105 or "105,00")'),
  refunded: z.boolean().optional().describe('true: the kapora due back was sent back (transfer, cash, desk card)'),
  version: z.number().int().min(0).optional().describe("the kapora's version the desk saw (0: none yet)"),
});

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'appointments.read.all',
    summary: "An appointment's kapora: its state, amount, method, the transfer's reference code and its money rows.",
    params: idParams(NOT_FOUND),
    response:
      '200 { success, deposit: { id, status, statusLabel, amountKurus, method, reference, dueAt, version } | null, events }',
    handler: ({ context, params }) => {
      const d = depositOfAppointment(context.db, params.id);
      return ok({
        deposit: d ? depositJson(d) : null,
        events: d
          ? depositEventsOf(context.db, d.id).map((e) => ({
              kind: e.kind,
              method: e.method,
              amountKurus: e.amountKurus,
              day: e.day,
              at: e.at.toISOString(),
              saleId: e.saleId,
            }))
          : [],
      });
    },
  }),
  POST: call({
    auth: 'admin',
    permission: 'sales.checkout',
    summary:
      'The desk takes the kapora (`method` transfer | cash | desk_card, `amount` in lira) or marks one due back as sent (`refunded: true`). Once: a repeat answers changed: false.',
    params: idParams(NOT_FOUND),
    body: takeBody,
    response: '200 { success, changed, deposit }',
    errors: [
      [400, DEPOSIT_MESSAGES.amount],
      [404, DEPOSIT_MESSAGES.notFound],
      [409, DEPOSIT_MESSAGES.notAwaiting],
    ],
    handler: ({ context, params, body, session }) => {
      const actor = actorOf(session, context);
      let result: ReturnType<typeof deskDepositWrite>;
      if (body.refunded)
        result = deskDepositWrite(context, actor, params.id, { intent: 'refunded', expectedVersion: body.version });
      else {
        const amountKurus = liraToKurus(body.amount);
        if (!body.method) return apiError(400, 'Ödeme yöntemini seçin');
        if (amountKurus === null || amountKurus <= 0) return apiError(400, DEPOSIT_MESSAGES.amount);
        result = deskDepositWrite(context, actor, params.id, {
          intent: 'take',
          method: body.method,
          amountKurus,
          expectedVersion: body.version,
        });
      }
      if (!result.ok) return apiError(result.status, result.message);
      return ok({ changed: result.changed, deposit: depositJson(result.deposit) });
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
