import { defineApi, toggleCall } from '~/http/api.server';
import { setServiceFlag } from '~/models/catalogue/services.server';

const api = defineApi({
  PUT: toggleCall({
    versioned: 'services',
    permission: 'catalogue.write',
    summary: 'Popular <-> normal.',
    response: "200 { success, message: 'Hizmet popüler yapıldı' | 'Hizmet normal yapıldı', service }",
    notFound: 'Hizmet bulunamadı',
    toggle: (context, id) => setServiceFlag(context.db, context.actor, id, 'isPopular'),
    answer: (service) => ({ message: service.isPopular ? 'Hizmet popüler yapıldı' : 'Hizmet normal yapıldı', service }),
  }),
});
export const action = api.action;
