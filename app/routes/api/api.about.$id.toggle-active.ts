import { defineApi, toggleCall } from '~/http/api.server';
import { setAboutPageActive } from '~/models/content/about.server';

const api = defineApi({
  PUT: toggleCall({
    permission: 'content.write',
    summary: 'Activating a page deactivates the others.',
    response: "200 { success, message: 'Sayfa yayına alındı' | 'Sayfa yayından kaldırıldı', aboutUs }",
    notFound: 'Hakkımızda sayfası bulunamadı',
    toggle: (context, id) => setAboutPageActive(context.db, context.actor, id),
    answer: (page) => ({ message: page.isActive ? 'Sayfa yayına alındı' : 'Sayfa yayından kaldırıldı', aboutUs: page }),
  }),
});
export const action = api.action;
