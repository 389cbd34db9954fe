/**
 * POST /api/appointments/{id}/checkout: 'Ödeme al' as a JSON call (issue 27, item 2;
 * docs/decisions/0365): the same schema as the checkout screen, amounts in lira.
 */
import { z } from 'zod';
import { checkoutSchema, SALE_MESSAGES } from '~/domain/sale';
import { apiError, call, defineApi, documentedAs, idParams, ok } from '~/http/api.server';
import { actorOf } from '~/http/auth.server';
import { logger } from '~/infra/logger.server';
import { checkoutAppointment } from '~/models/sales/checkout.server';
import { saleJson } from '~/models/sales/queries.server';
import { queueSaleReceipt } from '~/models/sales/receipts.server';

const money = z.union([z.number(), z.string()]).describe('lira: 450, 450.5 or "450,50"');
const documented = z.object({
  lines: z
    .array(
      z.object({
        kind: z.enum(['service', 'package']),
        appointmentLineId: z.number().int().positive().optional().describe("one of the appointment's lines"),
        itemId: z
          .number()
          .int()
          .positive()
          .optional()
          .describe('a service or package of the catalogue, added at the desk'),
        price: money.optional().describe('the price charged; omitted: the booked or catalogue price'),
        teamMemberId: z.number().int().positive().optional().describe("the artist; omitted: the appointment's"),
      }),
    )
    .optional()
    .describe("omitted: the appointment's lines at their booked prices"),
  discountType: z.enum(['amount', 'percent']).optional(),
  discountValue: money.optional().describe('lira, or a percentage 0-100'),
  discountReason: z.string().max(200).optional().describe('required with a discount'),
  tips: z.array(z.object({ teamMemberId: z.number().int().positive(), amount: money })).optional(),
  tipTotal: money.optional().describe('split evenly between tipMemberIds (instead of tips)'),
  tipMemberIds: z.array(z.number().int().positive()).optional(),
  payments: z
    .array(z.object({ method: z.enum(['cash', 'card', 'transfer']), amount: money }))
    .optional()
    .describe('what is not paid is owed'),
  note: z.string().max(1000).optional(),
  complete: z
    .boolean()
    .optional()
    .describe('default true: completes the sale and the visit; false keeps the sale open'),
  idempotencyKey: z.string().max(100).optional().describe('a retry with the same key answers the first sale'),
  sendReceipt: z.boolean().optional().describe("e-mail the receipt to the customer's address (when she has one)"),
});

const body = documentedAs(
  z
    .preprocess((v) => v, z.unknown())
    .transform((v, ctx) => {
      const parsed = checkoutSchema.safeParse(v);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        return z.NEVER;
      }
      const sendReceipt = typeof v === 'object' && v !== null && (v as Record<string, unknown>).sendReceipt === true;
      return { ...parsed.data, sendReceipt };
    }),
  documented,
);

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'sales.checkout',
    summary:
      'Checks the appointment out: a sale of its services (prices editable, others added), a discount with a reason, tips, payments (the rest owed); completes the visit. One transaction; a retry with the same `idempotencyKey` answers the first sale.',
    params: idParams(SALE_MESSAGES.appointmentNotFound),
    body,
    fieldErrors: true,
    response: "201 { success, message: 'Ödeme alındı.', sale } (200 for a retry answered with the first sale)",
    errors: [
      [400, SALE_MESSAGES.discountReasonRequired],
      [400, SALE_MESSAGES.futureAppointment],
      [404, SALE_MESSAGES.appointmentNotFound],
      [409, SALE_MESSAGES.alreadyPaid],
    ],
    handler: ({ context, params, body: input, session }) => {
      try {
        const result = checkoutAppointment(context, params.id, input, actorOf(session, context));
        if (!result.ok)
          return apiError(
            result.status,
            result.message,
            result.kind === 'invalid'
              ? { errors: result.fieldErrors ?? {} }
              : result.kind === 'conflict' && result.sale
                ? { sale: saleJson(result.sale) }
                : {},
          );
        if (input.sendReceipt && result.changed) queueSaleReceipt(context, result.sale.id);
        return ok(
          { message: input.complete ? SALE_MESSAGES.completed : SALE_MESSAGES.saved, sale: saleJson(result.sale) },
          result.changed ? 201 : 200,
        );
      } catch (error) {
        logger.error({ err: error }, '[sales] checkout failed');
        return apiError(503, 'Ödeme kaydedilemedi. Lütfen tekrar deneyin.');
      }
    },
  }),
});
export const action = api.action;
export const loader = api.loader;
