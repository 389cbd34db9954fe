import { defineApi, toggleCall } from '~/http/api.server';
import { setPackageActive } from '~/models/catalogue/packages.server';

const api = defineApi({
  PUT: toggleCall({
    versioned: 'packages',
    permission: 'catalogue.write',
    summary: 'Active <-> inactive.',
    response: "200 { success, message: 'Paket aktif edildi' | 'Paket pasif edildi', package }",
    notFound: 'Paket bulunamadı',
    toggle: (context, id) => setPackageActive(context.db, context.actor, id),
    answer: (pkg) => ({ message: pkg.isActive ? 'Paket aktif edildi' : 'Paket pasif edildi', package: pkg }),
  }),
});
export const action = api.action;
