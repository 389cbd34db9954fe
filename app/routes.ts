import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

/**
 * The whole URL map (docs/decisions/0305). A screen lives in a folder by area under
 * app/routes/ with its components and *.server.ts helpers; this file says which URL shows
 * which module. Adding a screen: its folder (or a file in its area's folder) and one line here.
 *
 * Every route keeps the id it had as a flat file name (`routes/admin.appointments`, ...):
 * loader data keys (useRouteLoaderData), `.data?_routes=` requests and the tests use them.
 */
export default [
  // The public site: one layout (header, footer, opening hours) around the pages and the booking.
  layout('routes/site/layout.tsx', { id: 'routes/_site' }, [
    index('routes/site/home.tsx', { id: 'routes/_site._index' }),
    route('*', 'routes/site/not-found.tsx', { id: 'routes/_site.$' }),
    route('about', 'routes/site/about.tsx', { id: 'routes/_site.about' }),
    route('bildirim-iptal/:channel/:token', 'routes/booking/opt-out.tsx', {
      id: 'routes/_site.bildirim-iptal.$channel.$token',
    }),
    route('contact', 'routes/booking/wizard/route.tsx', { id: 'routes/_site.contact' }),
    route('contact/bekleme-listesi', 'routes/booking/waitlist.tsx', { id: 'routes/_site.contact_.bekleme-listesi' }),
    route('gallery', 'routes/site/gallery.tsx', { id: 'routes/_site.gallery' }),
    route('gallery/:id', 'routes/site/gallery-image.tsx', { id: 'routes/_site.gallery_.$id' }),
    route('kvkk', 'routes/site/kvkk.tsx', { id: 'routes/_site.kvkk' }),
    route('randevu/:token', 'routes/booking/manage.tsx', { id: 'routes/_site.randevu.$token' }),
    route('randevularim', 'routes/booking/my-bookings.tsx', { id: 'routes/_site.randevularim' }),
    route('services', 'routes/site/services.tsx', { id: 'routes/_site.services' }),
    route('survey/:token', 'routes/site/survey.tsx', { id: 'routes/_site.survey.$token' }),
    route('team', 'routes/site/team.tsx', { id: 'routes/_site.team' }),
  ]),

  // The back office: sign-in outside its layout; the layout's loader requires an admin.
  route('admin/login', 'routes/admin/login.tsx', { id: 'routes/admin_.login' }),
  route('admin/logout', 'routes/admin/logout.tsx', { id: 'routes/admin_.logout' }),
  // An invited person sets her own password (one-time link from the accounts screen).
  route('davet/:token', 'routes/admin/accounts/invitation.tsx', { id: 'routes/davet.$token' }),
  route('admin', 'routes/admin/layout.tsx', { id: 'routes/admin' }, [
    index('routes/admin/dashboard.tsx', { id: 'routes/admin._index' }),
    route('about', 'routes/admin/content/about.tsx', { id: 'routes/admin.about' }),
    route('appointments', 'routes/admin/appointments/route.tsx', { id: 'routes/admin.appointments' }, [
      // the appointment panel over the calendar (issue 27): a tap on a block
      route(':id', 'routes/admin/appointments/panel.tsx', { id: 'routes/admin.appointments.$id' }),
      route(':id/arrived', 'routes/admin/appointments/arrived.tsx', { id: 'routes/admin.appointments.$id.arrived' }),
      route(':id/cancel', 'routes/admin/appointments/cancel.tsx', { id: 'routes/admin.appointments.$id.cancel' }),
      route(':id/checkout', 'routes/admin/sales/checkout.tsx', { id: 'routes/admin.appointments.$id.checkout' }),
      route(':id/delete', 'routes/admin/appointments/delete.tsx', { id: 'routes/admin.appointments.$id.delete' }),
      route(':id/edit', 'routes/admin/appointments/edit.tsx', { id: 'routes/admin.appointments.$id.edit' }),
      route(':id/history', 'routes/admin/appointments/history.tsx', { id: 'routes/admin.appointments.$id.history' }),
      route(':id/kapora', 'routes/admin/appointments/kapora.tsx', { id: 'routes/admin.appointments.$id.kapora' }),
      route(':id/move', 'routes/admin/appointments/move.tsx', { id: 'routes/admin.appointments.$id.move' }),
      route(':id/no-show', 'routes/admin/appointments/no-show.tsx', { id: 'routes/admin.appointments.$id.no-show' }),
      route(':id/note', 'routes/admin/appointments/note.tsx', { id: 'routes/admin.appointments.$id.note' }),
      route(':id/status', 'routes/admin/appointments/status.tsx', { id: 'routes/admin.appointments.$id.status' }),
      route('new', 'routes/admin/appointments/new.tsx', { id: 'routes/admin.appointments.new' }),
      route('waitlist/:id', 'routes/admin/appointments/waitlist-entry.tsx', {
        id: 'routes/admin.appointments.waitlist.$id',
      }),
      route('waitlist/:id/book', 'routes/admin/appointments/waitlist-book.tsx', {
        id: 'routes/admin.appointments.waitlist.$id.book',
      }),
    ]),
    route('calendar', 'routes/admin/settings/calendar.tsx', { id: 'routes/admin.calendar' }),
    route('categories', 'routes/admin/catalogue/categories.tsx', { id: 'routes/admin.categories' }),
    route('customers', 'routes/admin/people/customers.tsx', { id: 'routes/admin.customers' }),
    route('customers/:id', 'routes/admin/people/customer.tsx', { id: 'routes/admin.customers_.$id' }, [
      route('export', 'routes/admin/people/customer-export.ts', { id: 'routes/admin.customers_.$id.export' }),
    ]),
    route('gallery', 'routes/admin/content/gallery.tsx', { id: 'routes/admin.gallery' }),
    route('hesaplar', 'routes/admin/accounts/accounts.tsx', { id: 'routes/admin.hesaplar' }),
    route('home', 'routes/admin/content/home.tsx', { id: 'routes/admin.home' }),
    route('kapora', 'routes/admin/settings/kapora.tsx', { id: 'routes/admin.kapora' }),
    route('kayitlar', 'routes/admin/audit/records.tsx', { id: 'routes/admin.kayitlar' }),
    route('kayitlar/csv', 'routes/admin/audit/records-csv.ts', { id: 'routes/admin.kayitlar.csv' }),
    route('kvkk', 'routes/admin/content/kvkk.tsx', { id: 'routes/admin.kvkk' }),
    route('mail', 'routes/admin/messaging/mail.tsx', { id: 'routes/admin.mail' }),
    route('outbox', 'routes/admin/messaging/outbox.tsx', { id: 'routes/admin.outbox' }),
    route('packages', 'routes/admin/catalogue/packages.tsx', { id: 'routes/admin.packages' }),
    route('profil', 'routes/admin/accounts/profile.tsx', { id: 'routes/admin.profil' }),
    route('reports', 'routes/admin/reports/reports.tsx', { id: 'routes/admin.reports' }),
    route('reports/csv/:table', 'routes/admin/reports/csv.ts', { id: 'routes/admin.reports_.csv.$table' }),
    route('reports/xlsx/:table', 'routes/admin/reports/xlsx.ts', { id: 'routes/admin.reports_.xlsx.$table' }),
    // the till (issue 27): Gün sonu, the day's sales as spreadsheets, voiding a sale
    route('sales/:id/void', 'routes/admin/sales/void.tsx', { id: 'routes/admin.sales.$id.void' }),
    // the ledger (issue 38): collecting a debt, a refund, the debts list and its spreadsheets
    route('sales/:id/collect', 'routes/admin/sales/collect.tsx', { id: 'routes/admin.sales.$id.collect' }),
    route('sales/:id/refund', 'routes/admin/sales/refund.tsx', { id: 'routes/admin.sales.$id.refund' }),
    route('debts', 'routes/admin/sales/debts.tsx', { id: 'routes/admin.debts' }),
    route('debts/:format', 'routes/admin/sales/debts-download.ts', { id: 'routes/admin.debts_.$format' }),
    route('services', 'routes/admin/catalogue/services.tsx', { id: 'routes/admin.services' }),
    route('settings', 'routes/admin/settings/settings.tsx', { id: 'routes/admin.settings' }),
    route('sms', 'routes/admin/messaging/sms.tsx', { id: 'routes/admin.sms' }),
    route('surveys', 'routes/admin/messaging/surveys.tsx', { id: 'routes/admin.surveys' }),
    route('takings', 'routes/admin/sales/takings.tsx', { id: 'routes/admin.takings' }),
    route('takings/sales/:format', 'routes/admin/sales/day-sales-download.ts', {
      id: 'routes/admin.takings_.sales.$format',
    }),
    route('team', 'routes/admin/people/team.tsx', { id: 'routes/admin.team' }),
    route('team/:id/calendar', 'routes/admin/people/team-calendar.tsx', { id: 'routes/admin.team_.$id.calendar' }),
    route('telegram', 'routes/admin/messaging/telegram.tsx', { id: 'routes/admin.telegram' }),
    route('whatsapp', 'routes/admin/messaging/whatsapp.tsx', { id: 'routes/admin.whatsapp' }),
  ]),

  // A sale's receipt to print (A4 or the 80 mm slip) without the back office's frame; a POST e-mails it.
  route('admin/sales/:id/receipt', 'routes/admin/sales/receipt.tsx', { id: 'routes/admin_.sales.$id.receipt' }),

  // iyzico's callback after its hosted payment page (the kapora, issue 38): retrieve, verify, back to /randevu/{token}.
  route('kapora/donus', 'routes/booking/kapora-return.ts', { id: 'routes/kapora.donus' }),

  // The customer's calendar file of one booking, as it is now (TENTATIVE, CONFIRMED, CANCELLED).
  route('randevu/:token/takvim.ics', 'routes/booking/manage-ics.ts', { id: 'routes/randevu.$token.takvim[.ics]' }),

  // A team member's private calendar feed (iCalendar, managed at /admin/team/{id}/calendar).
  route('takvim/:token', 'routes/admin/people/member-feed.ts', { id: 'routes/takvim.$token' }),

  // The JSON API (each module declared once with defineApi; reference: docs/api.md).
  ...prefix('api', [
    route('account/passkeys', 'routes/api/api.account.passkeys.ts', { id: 'routes/api.account.passkeys' }, [
      route('options', 'routes/api/api.account.passkeys.options.ts', { id: 'routes/api.account.passkeys.options' }),
      route(':id', 'routes/api/api.account.passkeys.$id.ts', { id: 'routes/api.account.passkeys.$id' }),
    ]),
    route('accounts', 'routes/api/api.accounts.ts', { id: 'routes/api.accounts' }, [
      route(':id', 'routes/api/api.accounts.$id.ts', { id: 'routes/api.accounts.$id' }),
    ]),
    route('about', 'routes/api/api.about.ts', { id: 'routes/api.about' }, [
      route(':id', 'routes/api/api.about.$id.ts', { id: 'routes/api.about.$id' }, [
        route('toggle-active', 'routes/api/api.about.$id.toggle-active.ts', {
          id: 'routes/api.about.$id.toggle-active',
        }),
      ]),
      route('admin', 'routes/api/api.about.admin.ts', { id: 'routes/api.about.admin' }),
    ]),
    route('admin/appointments', 'routes/api/api.admin.appointments.ts', { id: 'routes/api.admin.appointments' }, [
      route(':id', 'routes/api/api.admin.appointments.$id.ts', { id: 'routes/api.admin.appointments.$id' }, [
        route('status', 'routes/api/api.admin.appointments.$id.status.ts', {
          id: 'routes/api.admin.appointments.$id.status',
        }),
      ]),
    ]),
    route('admin/dashboard', 'routes/api/api.admin.dashboard.ts', { id: 'routes/api.admin.dashboard' }),
    route('admin/live/refresh', 'routes/api/api.admin.live.refresh.ts', { id: 'routes/api.admin.live.refresh' }),
    route('appointments', 'routes/api/api.appointments.ts', { id: 'routes/api.appointments' }, [
      route(':id', 'routes/api/api.appointments.$id.ts', { id: 'routes/api.appointments.$id' }, [
        route('checkout', 'routes/api/api.appointments.$id.checkout.ts', {
          id: 'routes/api.appointments.$id.checkout',
        }),
        route('deposit', 'routes/api/api.appointments.$id.deposit.ts', {
          id: 'routes/api.appointments.$id.deposit',
        }),
      ]),
      route('available-dates', 'routes/api/api.appointments.available-dates.ts', {
        id: 'routes/api.appointments.available-dates',
      }),
      route('available-slots/:date', 'routes/api/api.appointments.available-slots.$date.ts', {
        id: 'routes/api.appointments.available-slots.$date',
      }),
      route('check-conflict', 'routes/api/api.appointments.check-conflict.ts', {
        id: 'routes/api.appointments.check-conflict',
      }),
    ]),
    route('audit', 'routes/api/api.audit.ts', { id: 'routes/api.audit' }),
    route('auth/admin/login', 'routes/api/api.auth.admin.login.ts', { id: 'routes/api.auth.admin.login' }),
    route('auth/change-password', 'routes/api/api.auth.change-password.ts', { id: 'routes/api.auth.change-password' }),
    route('auth/passkey/login', 'routes/api/api.auth.passkey.login.ts', { id: 'routes/api.auth.passkey.login' }),
    route('auth/passkey/options', 'routes/api/api.auth.passkey.options.ts', { id: 'routes/api.auth.passkey.options' }),
    route('categories', 'routes/api/api.categories.ts', { id: 'routes/api.categories' }, [
      route(':id', 'routes/api/api.categories.$id.ts', { id: 'routes/api.categories.$id' }, [
        route('toggle', 'routes/api/api.categories.$id.toggle.ts', { id: 'routes/api.categories.$id.toggle' }),
      ]),
      route('admin', 'routes/api/api.categories.admin.ts', { id: 'routes/api.categories.admin' }),
    ]),
    route('customers', 'routes/api/api.customers.ts', { id: 'routes/api.customers' }, [
      route(':id', 'routes/api/api.customers.$id.ts', { id: 'routes/api.customers.$id' }, [
        route('merge', 'routes/api/api.customers.$id.merge.ts', { id: 'routes/api.customers.$id.merge' }),
      ]),
      route('admin', 'routes/api/api.customers.admin.ts', { id: 'routes/api.customers.admin' }),
      route('count', 'routes/api/api.customers.count.ts', { id: 'routes/api.customers.count' }),
    ]),
    route('deposits', 'routes/api/api.deposits.ts', { id: 'routes/api.deposits' }),
    route('gallery', 'routes/api/api.gallery.ts', { id: 'routes/api.gallery' }, [
      route(':id', 'routes/api/api.gallery.$id.ts', { id: 'routes/api.gallery.$id' }),
      route('reorder', 'routes/api/api.gallery.reorder.ts', { id: 'routes/api.gallery.reorder' }),
    ]),
    route('home-settings', 'routes/api/api.home-settings.ts', { id: 'routes/api.home-settings' }, [
      route('admin', 'routes/api/api.home-settings.admin.ts', { id: 'routes/api.home-settings.admin' }),
      route('upload-image', 'routes/api/api.home-settings.upload-image.ts', {
        id: 'routes/api.home-settings.upload-image',
      }),
    ]),
    route('kvkk', 'routes/api/api.kvkk.ts', { id: 'routes/api.kvkk' }),
    route('phone-verifications', 'routes/api/api.phone-verifications.ts', { id: 'routes/api.phone-verifications' }, [
      route(':id/check', 'routes/api/api.phone-verifications.$id.check.ts', {
        id: 'routes/api.phone-verifications.$id.check',
      }),
    ]),
    route('packages', 'routes/api/api.packages.ts', { id: 'routes/api.packages' }, [
      route(':id', 'routes/api/api.packages.$id.ts', { id: 'routes/api.packages.$id' }, [
        route('toggle', 'routes/api/api.packages.$id.toggle.ts', { id: 'routes/api.packages.$id.toggle' }),
      ]),
      route('admin', 'routes/api/api.packages.admin.ts', { id: 'routes/api.packages.admin' }),
    ]),
    route('sales', 'routes/api/api.sales.ts', { id: 'routes/api.sales' }, [
      route(':id/void', 'routes/api/api.sales.$id.void.ts', { id: 'routes/api.sales.$id.void' }),
      route(':id/payments', 'routes/api/api.sales.$id.payments.ts', { id: 'routes/api.sales.$id.payments' }),
      route(':id/refunds', 'routes/api/api.sales.$id.refunds.ts', { id: 'routes/api.sales.$id.refunds' }),
    ]),
    route('debts', 'routes/api/api.debts.ts', { id: 'routes/api.debts' }),
    route('services', 'routes/api/api.services.ts', { id: 'routes/api.services' }, [
      route(':id', 'routes/api/api.services.$id.ts', { id: 'routes/api.services.$id' }, [
        route('toggle', 'routes/api/api.services.$id.toggle.ts', { id: 'routes/api.services.$id.toggle' }),
        route('toggle-popular', 'routes/api/api.services.$id.toggle-popular.ts', {
          id: 'routes/api.services.$id.toggle-popular',
        }),
      ]),
      route('admin', 'routes/api/api.services.admin.ts', { id: 'routes/api.services.admin' }),
      route('popular', 'routes/api/api.services.popular.ts', { id: 'routes/api.services.popular' }),
    ]),
    route('settings', 'routes/api/api.settings.ts', { id: 'routes/api.settings' }, [
      route(':key', 'routes/api/api.settings.$key.ts', { id: 'routes/api.settings.$key' }),
    ]),
    route('smtp', 'routes/api/api.smtp.ts', { id: 'routes/api.smtp' }, [
      route('test', 'routes/api/api.smtp.[test].ts', { id: 'routes/api.smtp.[test]' }),
      route(':id', 'routes/api/api.smtp.$id.ts', { id: 'routes/api.smtp.$id' }),
      route('custom-mail', 'routes/api/api.smtp.custom-mail.ts', { id: 'routes/api.smtp.custom-mail' }, [
        route(':batchId', 'routes/api/api.smtp.custom-mail.$batchId.ts', {
          id: 'routes/api.smtp.custom-mail.$batchId',
        }),
      ]),
    ]),
    route('surveys/:token', 'routes/api/api.surveys.$token.ts', { id: 'routes/api.surveys.$token' }, [
      route('submit', 'routes/api/api.surveys.$token.submit.ts', { id: 'routes/api.surveys.$token.submit' }),
    ]),
    route('surveys/admin/:id', 'routes/api/api.surveys.admin.$id.ts', { id: 'routes/api.surveys.admin.$id' }),
    route('surveys/admin/all', 'routes/api/api.surveys.admin.all.ts', { id: 'routes/api.surveys.admin.all' }),
    route('surveys/admin/stats', 'routes/api/api.surveys.admin.stats.ts', { id: 'routes/api.surveys.admin.stats' }),
    route('surveys/create', 'routes/api/api.surveys.create.ts', { id: 'routes/api.surveys.create' }),
    route('takings', 'routes/api/api.takings.ts', { id: 'routes/api.takings' }),
    route('team', 'routes/api/api.team.ts', { id: 'routes/api.team' }, [
      route(':id', 'routes/api/api.team.$id.ts', { id: 'routes/api.team.$id' }, [
        route('categories', 'routes/api/api.team.$id.categories.ts', { id: 'routes/api.team.$id.categories' }, [
          route(':categoryId', 'routes/api/api.team.$id.categories.$categoryId.ts', {
            id: 'routes/api.team.$id.categories.$categoryId',
          }),
        ]),
        route('toggle-active', 'routes/api/api.team.$id.toggle-active.ts', { id: 'routes/api.team.$id.toggle-active' }),
      ]),
      route('admin', 'routes/api/api.team.admin.ts', { id: 'routes/api.team.admin' }),
    ]),
    route('telegram', 'routes/api/api.telegram.ts', { id: 'routes/api.telegram' }, [
      route('test', 'routes/api/api.telegram.[test].ts', { id: 'routes/api.telegram.[test]' }),
      route(':id', 'routes/api/api.telegram.$id.ts', { id: 'routes/api.telegram.$id' }),
    ]),
  ]),
] satisfies RouteConfig;
