import { defineApi, toggleCall } from '~/http/api.server';
import { serializeCategory, setCategoryActive } from '~/models/catalogue/categories.server';

const api = defineApi({
  PUT: toggleCall({
    versioned: 'categories',
    permission: 'catalogue.write',
    summary: 'Active <-> inactive.',
    response: "200 { success, message: 'Kategori aktif edildi' | 'Kategori pasif edildi', category }",
    notFound: 'Kategori bulunamadı',
    toggle: (context, id) => setCategoryActive(context.db, context.actor, id),
    answer: (row) => ({
      message: row.isActive ? 'Kategori aktif edildi' : 'Kategori pasif edildi',
      category: serializeCategory(row),
    }),
  }),
});
export const action = api.action;
