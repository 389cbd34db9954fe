import { apiError, call, defineApi, ok } from '~/http/api.server';
import { bulkMailStatus } from '~/models/messaging/manual-sends.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'messaging.setup',
    summary: 'Progress of a bulk mail.',
    response:
      "200 { success, total, sent, failed, pending, done, message: '{n} müşteriye mail başarıyla gönderildi' when all went out }",
    errors: [[404, 'Toplu mail bulunamadı']],
    handler: ({ context, params }) => {
      const status = bulkMailStatus(context.db, params.batchId ?? '');
      return status ? ok({ ...status }) : apiError(404, 'Toplu mail bulunamadı');
    },
  }),
});
export const loader = api.loader;
