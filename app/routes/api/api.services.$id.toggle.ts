import { defineApi, toggleCall } from '~/http/api.server';
import { setServiceFlag } from '~/models/catalogue/services.server';

const api = defineApi({
  PUT: toggleCall({
    versioned: 'services',
    permission: 'catalogue.write',
    summary: 'Active <-> inactive.',
    response: "200 { success, message: 'Hizmet aktif edildi' | 'Hizmet pasif edildi', service }",
    notFound: 'Hizmet bulunamadı',
    toggle: (context, id) => setServiceFlag(context.db, context.actor, id, 'isActive'),
    answer: (service) => ({ message: service.isActive ? 'Hizmet aktif edildi' : 'Hizmet pasif edildi', service }),
  }),
});
export const action = api.action;
