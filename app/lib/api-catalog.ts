/**
 * The JSON API's catalogue: for every `app/routes/api.*.ts` file, its calls (method, auth,
 * the zod schemas the route validates with — imported from where the route takes them —,
 * the answer and the Turkish error messages). `npm run docs:api` writes docs/api.md from it
 * (scripts/api-docs.ts); app/lib/api-catalog.test.ts fails when a route file is missing
 * here, when a route's own error message is not listed, or when docs/api.md is stale.
 */
import type { z } from 'zod';
import { ADMIN_ONLY_MESSAGE, INVALID_CREDENTIALS_MESSAGE, PASSWORD_CHANGED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE, passwordChangeSchema, signInSchema } from '../domain/admin-account';
import { ADMIN_APPOINTMENT_TEXTS, adminAppointmentSchema, statusChangeSchema } from '../domain/admin-appointment-rules';
import { BOOKING_MESSAGES, bookingRequestSchema, slotTakenMessage } from '../domain/booking-rules';
import { CAPACITY_MESSAGE } from '../domain/capacity';
import { KVKK_MESSAGES } from '../domain/kvkk';
import { categorySchema, packageSchema, serviceSchema } from '../domain/catalog-forms';
import { aboutPageSchema, galleryEditSchema, galleryReorderSchema, galleryUploadSchema, homeSettingsSchema } from '../domain/content-forms';
import { MESSAGES, smtpSettingsSchema, telegramSettingsSchema } from '../domain/messaging-settings';
import { customerSchema, teamCategorySchema, teamMemberSchema } from '../domain/people-forms';
import { SURVEY_STATE_MESSAGES, SURVEY_THANKS, surveyCreateSchema } from '../domain/surveys';
import { CSRF_MESSAGE } from './csrf.server';
import { INVALID_BODY_MESSAGE, METHOD_NOT_ALLOWED_MESSAGE } from './http.server';
import { INVALID_SETTING_KEY_MESSAGE, SETTINGS_SAVED_MESSAGE, SETTING_NOT_FOUND_MESSAGE, settingFieldsSchema } from '../models/settings/registry.server';
import { galleryQuerySchema } from '../routes/api.gallery';
import { teamQuerySchema } from '../routes/api.team';
import { customerListQuerySchema } from '../routes/api.customers.admin';
import { settingsBatchSchema } from '../routes/api.settings';
import { customMailBodySchema } from '../routes/api.smtp.custom-mail';
import { customerRequestSchema } from '../routes/api.customers';
import { mergeBodySchema } from '../routes/api.customers.$id.merge';
import { checkConflictQuerySchema } from '../routes/api.appointments.check-conflict';
import { availabilityQuerySchema } from './availability-query.server';
import { ADMIN_LIST_QUERY_TEXTS, adminAppointmentListQuerySchema } from '../models/appointments/lists.server';
import { adminAvailabilityQuerySchema } from './admin-availability.server';
import { RATE_LIMIT_MESSAGE } from '../../server/security';
import { categoryInUseMessage } from '../models/catalogue/categories.server';
import { REORDER_UNKNOWN_MESSAGE } from '../models/content/gallery.server';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `public`: anyone;
 * - `admin`: an admin bearer token (`Authorization: Bearer`, from POST /api/auth/admin/login)
 *   or the back office's session cookie (writes with a cookie must come from this site's Origin);
 * - `public+admin`: anyone; an admin (token or cookie) gets the admin variant described.
 */
export type ApiAuth = 'public' | 'admin' | 'public+admin';

export type ApiError = readonly [status: number, message: string];

export type ApiCall = {
  method: ApiMethod;
  auth: ApiAuth;
  summary: string;
  /** query string fields: the route's zod schema, or a note where it reads them by hand */
  query?: z.ZodType | string;
  /** the zod schema of the body, as the route validates it */
  body?: z.ZodType;
  /** how the body is sent or read when that is not plain JSON of `body` */
  bodyNote?: string;
  /** the success answer, tersely: status and shape */
  response: string;
  /** route-specific errors (the common ones are listed once: see COMMON_ERRORS) */
  errors?: readonly ApiError[];
};

export type ApiRoute = { file: string; calls: readonly ApiCall[] };

/** Errors any call can answer, by who may call it. */
export const COMMON_ERRORS = {
  any: [
    [400, INVALID_BODY_MESSAGE],
    [413, 'İstek çok büyük.'],
    [411, 'İstek gövdesinin boyutu belirtilmelidir.'],
    [429, RATE_LIMIT_MESSAGE],
    [405, METHOD_NOT_ALLOWED_MESSAGE],
  ],
  admin: [
    [401, SIGN_IN_REQUIRED_MESSAGE],
    [403, ADMIN_ONLY_MESSAGE],
    [403, CSRF_MESSAGE],
  ],
} as const satisfies Record<string, readonly ApiError[]>;

const validationFailed = '400 { success: false, message, errors: { field: [message] } } (first message of the schema)';
const AVAILABILITY_ERRORS: readonly ApiError[] = [
  [400, BOOKING_MESSAGES.memberRequired],
  [404, BOOKING_MESSAGES.memberUnavailable],
  [400, BOOKING_MESSAGES.itemUnavailable],
];
const MULTIPART = 'JSON, urlencoded or multipart/form-data; on PUT, fields not sent keep their value';

const toggle = (file: string, summary: string, response: string, notFound: string): ApiRoute => ({
  file,
  calls: [{ method: 'PUT', auth: 'admin', summary, response, errors: [[404, notFound]] }],
});

export const API_ROUTES: readonly ApiRoute[] = [
  // ---- sign-in and account
  {
    file: 'api.auth.admin.login.ts',
    calls: [
      {
        method: 'POST',
        auth: 'public',
        summary: 'Admin sign-in; the token is a bearer session (same table as browser sessions).',
        body: signInSchema,
        response: '200 { success, token, expiresAt, user: { id, name, email, role } }',
        errors: [
          [401, INVALID_CREDENTIALS_MESSAGE],
          [403, ADMIN_ONLY_MESSAGE],
          [429, 'too many failures for this IP or account (Retry-After header)'],
        ],
      },
    ],
  },
  {
    file: 'api.auth.change-password.ts',
    calls: [
      {
        method: 'POST',
        auth: 'admin',
        summary: "Changes the admin's password; the admin's other sessions end.",
        body: passwordChangeSchema,
        response: `200 { success, message: '${PASSWORD_CHANGED_MESSAGE}' }`,
        errors: [[400, 'Mevcut şifre hatalı / Yeni şifreler eşleşmiyor / Yeni şifre en az 6 karakter olmalıdır']],
      },
    ],
  },
  // ---- appointments
  {
    file: 'api.appointments.ts',
    calls: [
      {
        method: 'POST',
        auth: 'public+admin',
        summary:
          'Public booking (the wizard’s rules). `kvkkConsent: true` records the consent to the current privacy notice (GET /api/kvkk) with its time and the client IP; `kvkkVersion`, when sent, must be that version. A client that sends neither is still booked, without a consent record (docs/decisions/0090). An `Idempotency-Key` header (or `idempotencyKey` field, 8-100 of A-Z a-z 0-9 . _ : -) makes a retry answer 200 with the same appointment. With admin credentials: the admin’s create (body: the admin appointment schema below; any status, totalPrice, customDuration; 409 on a conflict unless `override: true`).',
        body: bookingRequestSchema,
        response: '201 { success, appointment: { id, date, time, status, ... } } (200 on an idempotent retry)',
        errors: [
          [400, BOOKING_MESSAGES.requiredFields],
          [400, BOOKING_MESSAGES.closedOrPastDate],
          [400, BOOKING_MESSAGES.beyondHorizon],
          [400, BOOKING_MESSAGES.pastTime],
          [409, slotTakenMessage('HH:MM')],
          [400, 'Geçersiz tekrar anahtarı (Idempotency-Key).'],
          [400, KVKK_MESSAGES.required],
          [400, KVKK_MESSAGES.unknownVersion],
          [409, KVKK_MESSAGES.outdated],
          [503, BOOKING_MESSAGES.bookingFailed],
        ],
      },
      {
        method: 'POST',
        auth: 'admin',
        summary: 'The admin’s create (same address, with admin credentials).',
        body: adminAppointmentSchema,
        response: '201 { success, appointment } as GET /api/admin/appointments lists it',
        errors: [
          [400, 'first schema message, with errors: { field: message }'],
          [409, "{ hasConflict: true, conflicts, message: 'Bu tarih ve saatte N randevu çakışması bulunuyor.' }"],
        ],
      },
    ],
  },
  {
    file: 'api.appointments.$id.ts',
    calls: [
      {
        method: 'GET',
        auth: 'admin',
        summary: 'One appointment.',
        response: '200 { success, appointment }',
        errors: [[404, ADMIN_APPOINTMENT_TEXTS.notFound]],
      },
      {
        method: 'PUT',
        auth: 'admin',
        summary: 'The full appointment (PATCH is the same). Pending and confirmed appointments of the member count as conflicts, this one excluded.',
        body: adminAppointmentSchema,
        response: '200 { success, appointment }',
        errors: [
          [404, ADMIN_APPOINTMENT_TEXTS.notFound],
          [409, '{ hasConflict: true, conflicts, message } unless override: true'],
          [503, ADMIN_APPOINTMENT_TEXTS.unknownReason],
        ],
      },
      {
        method: 'DELETE',
        auth: 'admin',
        summary: 'Deletes the appointment.',
        response: `200 { success, message: '${ADMIN_APPOINTMENT_TEXTS.deleted}' }`,
        errors: [[404, ADMIN_APPOINTMENT_TEXTS.notFound]],
      },
    ],
  },
  {
    file: 'api.appointments.available-dates.ts',
    calls: [
      {
        method: 'GET',
        auth: 'public',
        summary: 'Dates from today to 60 days ahead with at least one free start for the member and the duration.',
        query: availabilityQuerySchema,
        response: "200 { success, totalDuration, availableDates: [{ date: 'YYYY-MM-DD' }] }",
        errors: AVAILABILITY_ERRORS,
      },
    ],
  },
  {
    file: 'api.appointments.available-slots.$date.ts',
    calls: [
      {
        method: 'GET',
        auth: 'public+admin',
        summary: 'The day’s start times (none on a closed day). An admin also gets conflictInfo per slot and may send customDuration and excludeAppointmentId.',
        query: adminAvailabilityQuerySchema,
        response: "200 { success, date, totalDuration, availableSlots: [{ time: 'HH:MM', available, conflictInfo? }] }",
        errors: [[400, BOOKING_MESSAGES.invalidDate], ...AVAILABILITY_ERRORS, [400, ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration]],
      },
    ],
  },
  {
    file: 'api.appointments.check-conflict.ts',
    calls: [
      {
        method: 'GET',
        auth: 'public+admin',
        summary: 'Conflicts (>15 minutes overlap) of a start with pending and confirmed appointments. Without member, date or time: no conflict. The public never sees names (customerName null).',
        query: adminAvailabilityQuerySchema.extend(checkConflictQuerySchema.shape),
        response: "200 { success, hasConflict, message: 'Bu tarih ve saatte çakışma bulunmuyor.' | 'Bu tarih ve saatte N randevu çakışması bulunuyor.', conflicts: [{ appointmentId, customerName, overlapMinutes, startTime, endTime, duration, service }] }",
        errors: [[400, BOOKING_MESSAGES.invalidDate], [400, BOOKING_MESSAGES.invalidTime], [400, BOOKING_MESSAGES.requiredFields], ...AVAILABILITY_ERRORS],
      },
    ],
  },
  // ---- admin appointments, dashboard, live
  {
    file: 'api.admin.appointments.ts',
    calls: [{ method: 'GET', auth: 'admin', summary: 'Every appointment, newest date first (`?t=` is ignored); optional `from`/`to` narrow it to dates, `page`/`limit` page it.', query: adminAppointmentListQuerySchema, errors: [[400, `${ADMIN_LIST_QUERY_TEXTS.badDate} | ${ADMIN_LIST_QUERY_TEXTS.badRange} | ${ADMIN_LIST_QUERY_TEXTS.badPage} | ${ADMIN_LIST_QUERY_TEXTS.badLimit}`]], response: '200 { success, appointments: [{ id, customerName, customerEmail, customerPhone, serviceIds, serviceNames, packageIds, packageNames, service, teamMemberId, teamMember, teamMemberName, date, time, notes, totalPrice (lira), status, customDuration, durationMinutes, source, userId, createdAt, updatedAt }], pagination?: { page, limit, total, pages } (only with page or limit) }' }],
  },
  {
    file: 'api.admin.appointments.$id.ts',
    calls: [
      { method: 'GET', auth: 'admin', summary: 'One appointment.', response: '200 { success, appointment }', errors: [[404, ADMIN_APPOINTMENT_TEXTS.notFound]] },
      { method: 'DELETE', auth: 'admin', summary: 'Deletes the appointment.', response: `200 { success, message: '${ADMIN_APPOINTMENT_TEXTS.deleted}' }`, errors: [[404, ADMIN_APPOINTMENT_TEXTS.notFound]] },
    ],
  },
  {
    file: 'api.admin.appointments.$id.status.ts',
    calls: [
      {
        method: 'PUT',
        auth: 'admin',
        summary: "Changes the status (PATCH is the same). Confirming checks the member's confirmed appointments; a conflict changes nothing unless `override: true`.",
        body: statusChangeSchema,
        response: '200 { success, appointment }',
        errors: [
          [400, ADMIN_APPOINTMENT_TEXTS.invalidStatus],
          [404, ADMIN_APPOINTMENT_TEXTS.notFound],
          [409, '{ hasConflict: true, conflicts, message }'],
          [503, `${ADMIN_APPOINTMENT_TEXTS.statusFailed}${ADMIN_APPOINTMENT_TEXTS.unknownReason}`],
        ],
      },
    ],
  },
  {
    file: 'api.admin.dashboard.ts',
    calls: [{ method: 'GET', auth: 'admin', summary: 'The dashboard figures.', response: '200 { success, stats: { totalAppointments, pendingAppointments, confirmedAppointments, completedAppointments, cancelledAppointments, totalGalleryImages, recentAppointments }, recentAppointments: [3 newest, as GET /api/admin/appointments] }' }],
  },
  {
    file: 'api.admin.live.refresh.ts',
    calls: [{ method: 'POST', auth: 'admin', summary: 'Tells every connected admin socket (appointments-updated, with the appointments written since the previous message, never the whole table) e.g. after a change made outside the app.', response: '200 { success }' }],
  },
  // ---- catalogue
  {
    file: 'api.services.ts',
    calls: [
      { method: 'GET', auth: 'public', summary: 'Active services, popular first then by id (cached, ETag).', response: '200 { services: [{ id, name, description, price (lira), duration, category, categoryId, categoryDisplayName, image, features, isActive, isPopular, ... }] }' },
      { method: 'POST', auth: 'admin', summary: 'Creates a service.', body: serviceSchema, bodyNote: `${MULTIPART}; price in lira (number or '450,50'), features a list or JSON string`, response: "201 { success, message: 'Hizmet oluşturuldu', service }", errors: [[400, validationFailed]] },
    ],
  },
  {
    file: 'api.services.$id.ts',
    calls: [
      { method: 'GET', auth: 'public', summary: 'One active service.', response: '200 { service }', errors: [[404, 'Hizmet bulunamadı']] },
      { method: 'PUT', auth: 'admin', summary: 'Updates a service.', body: serviceSchema, bodyNote: MULTIPART, response: "200 { success, message: 'Hizmet güncellendi', service }", errors: [[404, 'Hizmet bulunamadı'], [400, validationFailed]] },
      { method: 'DELETE', auth: 'admin', summary: 'Deletes a service.', response: "200 { success, message: 'Hizmet silindi' }", errors: [[404, 'Hizmet bulunamadı']] },
    ],
  },
  { file: 'api.services.admin.ts', calls: [{ method: 'GET', auth: 'admin', summary: 'Every service, active or not.', response: '200 { success, services }' }] },
  { file: 'api.services.popular.ts', calls: [{ method: 'GET', auth: 'public', summary: 'Active popular services by id (cached).', response: '200 { services }' }] },
  toggle('api.services.$id.toggle.ts', 'Active <-> inactive.', "200 { success, message: 'Hizmet aktif edildi' | 'Hizmet pasif edildi', service }", 'Hizmet bulunamadı'),
  toggle('api.services.$id.toggle-popular.ts', 'Popular <-> normal.', "200 { success, message: 'Hizmet popüler yapıldı' | 'Hizmet normal yapıldı', service }", 'Hizmet bulunamadı'),
  {
    file: 'api.categories.ts',
    calls: [
      { method: 'GET', auth: 'public', summary: "Active categories by displayOrder, 'packages' last (cached).", response: '200 { categories: [{ id, name, displayName, icon, description, backgroundImage, displayOrder, isActive }] }' },
      { method: 'POST', auth: 'admin', summary: 'Creates a category (optional backgroundImage file).', body: categorySchema, bodyNote: MULTIPART, response: "201 { success, message: 'Kategori oluşturuldu', category }", errors: [[400, validationFailed]] },
    ],
  },
  {
    file: 'api.categories.$id.ts',
    calls: [
      { method: 'PUT', auth: 'admin', summary: 'Updates a category.', body: categorySchema, bodyNote: MULTIPART, response: "200 { success, message: 'Kategori güncellendi', category }", errors: [[404, 'Kategori bulunamadı'], [400, validationFailed]] },
      { method: 'DELETE', auth: 'admin', summary: 'Deletes a category that no service uses.', response: "200 { success, message: 'Kategori silindi' }", errors: [[404, 'Kategori bulunamadı'], [409, categoryInUseMessage(2, 1)]] },
    ],
  },
  { file: 'api.categories.admin.ts', calls: [{ method: 'GET', auth: 'admin', summary: 'Every category with its usage counts.', response: '200 { success, categories }' }] },
  toggle('api.categories.$id.toggle.ts', 'Active <-> inactive.', "200 { success, message: 'Kategori aktif edildi' | 'Kategori pasif edildi', category }", 'Kategori bulunamadı'),
  {
    file: 'api.packages.ts',
    calls: [
      { method: 'GET', auth: 'public', summary: "Active packages with their services' ids and names (cached).", response: '200 { packages: [{ id, name, description, services: [id], serviceNames, originalPrice, discountedPrice, price (lira), duration, isActive, displayOrder, ... }] }' },
      { method: 'POST', auth: 'admin', summary: 'Creates a package.', body: packageSchema, bodyNote: MULTIPART, response: "201 { success, message: 'Paket oluşturuldu', package }", errors: [[400, validationFailed]] },
    ],
  },
  {
    file: 'api.packages.$id.ts',
    calls: [
      { method: 'PUT', auth: 'admin', summary: 'Updates a package.', body: packageSchema, bodyNote: MULTIPART, response: "200 { success, message: 'Paket güncellendi', package }", errors: [[404, 'Paket bulunamadı'], [400, validationFailed]] },
      { method: 'DELETE', auth: 'admin', summary: 'Deletes a package.', response: "200 { success, message: 'Paket silindi' }", errors: [[404, 'Paket bulunamadı']] },
    ],
  },
  { file: 'api.packages.admin.ts', calls: [{ method: 'GET', auth: 'admin', summary: 'Every package with its services.', response: '200 { success, packages }' }] },
  toggle('api.packages.$id.toggle.ts', 'Active <-> inactive.', "200 { success, message: 'Paket aktif edildi' | 'Paket pasif edildi', package }", 'Paket bulunamadı'),
  // ---- gallery, team, about, home
  {
    file: 'api.gallery.ts',
    calls: [
      {
        method: 'GET',
        auth: 'public',
        summary: 'One page of the gallery (cached).',
        query: galleryQuerySchema,
        response: '200 { images: [{ id, title, description, imageUrl, width, height, sortOrder, uploadDate }], totalPages, currentPage, total }',
        errors: [
          [400, 'Geçersiz sayfa numarası: 1 veya daha büyük bir tam sayı olmalıdır.'],
          [400, 'Geçersiz limit: 1 ile 100 arasında bir tam sayı olmalıdır.'],
        ],
      },
      { method: 'POST', auth: 'admin', summary: 'Uploads a picture.', body: galleryUploadSchema, bodyNote: 'multipart/form-data (image: JPEG, PNG, WebP or GIF up to 5 MB)', response: "201 { success, message: 'Resim yüklendi', image }", errors: [[400, validationFailed]] },
    ],
  },
  {
    file: 'api.gallery.$id.ts',
    calls: [
      { method: 'PUT', auth: 'admin', summary: 'Title, description, optional new image.', body: galleryEditSchema, bodyNote: MULTIPART, response: "200 { success, message: 'Resim güncellendi', image }", errors: [[404, 'Resim bulunamadı'], [400, validationFailed]] },
      { method: 'DELETE', auth: 'admin', summary: 'Deletes the picture and its files.', response: "200 { success, message: 'Resim silindi' }", errors: [[404, 'Resim bulunamadı']] },
    ],
  },
  {
    file: 'api.gallery.reorder.ts',
    calls: [{ method: 'PUT', auth: 'admin', summary: 'New order of the pictures.', body: galleryReorderSchema, response: "200 { success, message: 'Sıralama güncellendi', images }", errors: [[400, validationFailed], [400, REORDER_UNKNOWN_MESSAGE]] }],
  },
  {
    file: 'api.team.ts',
    calls: [
      {
        method: 'GET',
        auth: 'public',
        summary: 'Active members, optionally those active in one category (cached).',
        query: teamQuerySchema,
        response: '200 { teamMembers: [{ id, name, specialization, imageUrl, displayOrder, isActive }] }',
        errors: [[400, 'Geçersiz kategori: categoryId pozitif bir tam sayı olmalıdır.']],
      },
      { method: 'POST', auth: 'admin', summary: 'Adds a member (optional image file).', body: teamMemberSchema, bodyNote: MULTIPART, response: "201 { success, message: 'Ekip üyesi eklendi', teamMember }", errors: [[400, validationFailed]] },
    ],
  },
  {
    file: 'api.team.$id.ts',
    calls: [
      { method: 'PUT', auth: 'admin', summary: 'Updates a member.', body: teamMemberSchema, bodyNote: MULTIPART, response: "200 { success, message: 'Ekip üyesi güncellendi', teamMember }", errors: [[404, 'Ekip üyesi bulunamadı'], [400, validationFailed]] },
      { method: 'DELETE', auth: 'admin', summary: 'Deletes a member.', response: "200 { success, message: 'Ekip üyesi silindi' }", errors: [[404, 'Ekip üyesi bulunamadı']] },
    ],
  },
  { file: 'api.team.admin.ts', calls: [{ method: 'GET', auth: 'admin', summary: 'Every member with their categories.', response: '200 { success, teamMembers }' }] },
  toggle('api.team.$id.toggle-active.ts', 'Active <-> inactive.', "200 { success, message: 'Ekip üyesi aktif edildi' | 'Ekip üyesi pasif edildi', teamMember }", 'Ekip üyesi bulunamadı'),
  {
    file: 'api.team.$id.categories.ts',
    calls: [
      { method: 'GET', auth: 'admin', summary: 'The member with their categories.', response: '200 { success, teamMember }', errors: [[404, 'Ekip üyesi bulunamadı']] },
      { method: 'POST', auth: 'admin', summary: 'Adds a category to the member.', body: teamCategorySchema, response: "201 { success, message: 'Kategori eklendi', teamMember }", errors: [[404, 'Ekip üyesi bulunamadı'], [400, validationFailed], [404, 'Kategori bulunamadı'], [409, 'Bu kategori zaten ekli']] },
    ],
  },
  {
    file: 'api.team.$id.categories.$categoryId.ts',
    calls: [{ method: 'DELETE', auth: 'admin', summary: 'Removes a category from the member.', response: "200 { success, message: 'Kategori kaldırıldı', teamMember }", errors: [[404, 'Ekip üyesi bulunamadı'], [404, 'Kategori bulunamadı'], [404, 'Bu kategori üyeye ekli değil']] }],
  },
  {
    file: 'api.about.ts',
    calls: [
      { method: 'GET', auth: 'public', summary: 'The active about-us page (cached).', response: '200 { aboutUs: { heroTitle, heroSubtitle, heroImage, storyTitle, storyContent, storyImage, missionTitle, missionContent, visionTitle, visionContent, valuesTitle, valuesContent, statsData, ctaTitle, ctaContent, ... } }', errors: [[404, 'Hakkımızda sayfası bulunamadı']] },
      { method: 'POST', auth: 'admin', summary: 'Creates a page (statsData a list or a JSON string; optional heroImage, storyImage files).', body: aboutPageSchema, bodyNote: MULTIPART, response: "201 { success, message: 'Sayfa oluşturuldu', aboutUs }", errors: [[400, validationFailed]] },
    ],
  },
  {
    file: 'api.about.$id.ts',
    calls: [
      { method: 'PUT', auth: 'admin', summary: 'Updates a page.', body: aboutPageSchema, bodyNote: MULTIPART, response: "200 { success, message: 'Sayfa güncellendi', aboutUs }", errors: [[404, 'Hakkımızda sayfası bulunamadı'], [400, validationFailed]] },
      { method: 'DELETE', auth: 'admin', summary: 'Deletes a page and its pictures.', response: "200 { success, message: 'Sayfa silindi' }", errors: [[404, 'Hakkımızda sayfası bulunamadı']] },
    ],
  },
  { file: 'api.about.admin.ts', calls: [{ method: 'GET', auth: 'admin', summary: 'Every about-us page, newest first.', response: '200 { success, aboutUs: [...] }' }] },
  toggle('api.about.$id.toggle-active.ts', 'Activating a page deactivates the others.', "200 { success, message: 'Sayfa yayına alındı' | 'Sayfa yayından kaldırıldı', aboutUs }", 'Hakkımızda sayfası bulunamadı'),
  {
    file: 'api.home-settings.ts',
    calls: [
      { method: 'GET', auth: 'public', summary: 'The home page settings (null when there are none; cached).', response: '200 { settings: { heroTitle, heroSubtitle, heroImage, ..., colours, updatedAt } | null }' },
      {
        method: 'PUT',
        auth: 'admin',
        summary: 'Text and colour fields; `{ imageField: path }` assigns a picture uploaded before, `{ imageField: null }` removes one. Fields not sent keep their value.',
        body: homeSettingsSchema,
        response: "200 { success, message: 'Ayarlar başarıyla güncellendi!', settings }",
        errors: [[404, 'Ana sayfa ayarları bulunamadı'], [400, 'Geçersiz resim yolu: önce resmi yükleyin (/api/home-settings/upload-image).'], [400, validationFailed]],
      },
    ],
  },
  {
    file: 'api.kvkk.ts',
    calls: [
      {
        method: 'GET',
        auth: 'public',
        summary: "The current KVKK privacy notice (cached), for clients that show it and then book with `kvkkConsent: true, kvkkVersion` (POST /api/appointments). `text` uses the stored format ('# ' headings, '- ' list items).",
        response: '200 { success, notice: { version, publishedAt, text } }',
        errors: [[404, 'KVKK Aydınlatma Metni bulunamadı']],
      },
    ],
  },
  { file: 'api.home-settings.admin.ts', calls: [{ method: 'GET', auth: 'admin', summary: 'The settings object.', response: '200 { success, settings }', errors: [[404, 'Ana sayfa ayarları bulunamadı']] }] },
  {
    file: 'api.home-settings.upload-image.ts',
    calls: [{ method: 'POST', auth: 'admin', summary: 'Stores a picture; a following PUT /api/home-settings assigns its path to a field.', bodyNote: "multipart/form-data, field `image` ('Lütfen bir resim seçin' when missing)", response: "201 { success, message: 'Resim yüklendi', imagePath }", errors: [[400, validationFailed]] }],
  },
  // ---- customers
  {
    file: 'api.customers.ts',
    calls: [{ method: 'POST', auth: 'public', summary: 'Finds the customer with this e-mail AND phone, or creates one (kept for API clients of the old site).', body: customerRequestSchema, response: '201 { success, customer: { id } } (200 when found)', errors: [[400, BOOKING_MESSAGES.personalInfoRequired], [400, BOOKING_MESSAGES.invalidEmail], [400, BOOKING_MESSAGES.invalidPhone]] }],
  },
  {
    file: 'api.customers.$id.ts',
    calls: [
      { method: 'PUT', auth: 'admin', summary: 'Updates a customer; a JSON body with only `isActive` switches the status.', body: customerSchema, bodyNote: MULTIPART, response: "200 { success, message: 'Müşteri başarıyla güncellendi' | 'Müşteri aktif edildi' | 'Müşteri deaktif edildi', customer }", errors: [[404, 'Müşteri bulunamadı'], [400, validationFailed]] },
      { method: 'DELETE', auth: 'admin', summary: "Deletes a customer (the customer's appointments stay).", response: "200 { success, message: 'Müşteri başarıyla silindi' }", errors: [[404, 'Müşteri bulunamadı']] },
    ],
  },
  {
    file: 'api.customers.$id.merge.ts',
    calls: [
      { method: 'POST', auth: 'admin', summary: "Joins customer `customerId` into `:id` (one person, two rows: bookings match a customer on e-mail AND phone): its appointments and surveys move, it is deleted.", body: mergeBodySchema, response: "200 { success, message: 'Müşteriler birleştirildi', customer, movedAppointments }", errors: [[404, 'Müşteri bulunamadı'], [400, 'Birleştirilecek müşteriyi seçin'], [400, 'Bir müşteri kendisiyle birleştirilemez']] },
    ],
  },
  { file: 'api.customers.admin.ts', calls: [{ method: 'GET', auth: 'admin', summary: 'Customers with total appointments and last appointment date.', query: customerListQuerySchema, response: '200 { success, customers }' }] },
  { file: 'api.customers.count.ts', calls: [{ method: 'GET', auth: 'admin', summary: 'How many customers.', response: '200 { success, count, active }' }] },
  // ---- settings
  {
    file: 'api.settings.ts',
    calls: [
      { method: 'GET', auth: 'admin', summary: 'Every setting.', response: '200 { success, settings: [{ key, value, description, category, updatedAt }] }' },
      {
        method: 'POST',
        auth: 'admin',
        summary: 'Saves several settings at once, all or nothing.',
        body: settingsBatchSchema,
        bodyNote: '{ settings: { key: value } } or { settings: [{ key, value, description?, category? }] } (the object may also be the body itself); each setting as PUT /api/settings/{key} checks it',
        response: `200 { success, message: '${SETTINGS_SAVED_MESSAGE}', settings }`,
        errors: [[400, 'Ayarlar listesi geçersiz'], [400, 'Kaydedilecek ayar yok'], [400, INVALID_SETTING_KEY_MESSAGE], [400, CAPACITY_MESSAGE]],
      },
    ],
  },
  {
    file: 'api.settings.$key.ts',
    calls: [
      { method: 'GET', auth: 'admin', summary: 'One setting.', response: '200 { success, setting }', errors: [[404, SETTING_NOT_FOUND_MESSAGE]] },
      { method: 'PUT', auth: 'admin', summary: 'Creates or updates one setting (POST is the same); appointment_capacity_per_slot must be 1-10.', body: settingFieldsSchema, response: `200 { success, message: '${SETTINGS_SAVED_MESSAGE}', setting }`, errors: [[400, INVALID_SETTING_KEY_MESSAGE], [400, 'Ayar değeri metin, sayı veya doğru/yanlış olmalıdır'], [400, 'Ayar değeri çok uzun'], [400, 'Açıklama metin olmalıdır'], [400, 'Geçersiz ayar kategorisi'], [400, CAPACITY_MESSAGE]] },
      { method: 'DELETE', auth: 'admin', summary: 'Deletes one setting.', response: "200 { success, message: 'Ayar silindi' }", errors: [[400, INVALID_SETTING_KEY_MESSAGE], [404, SETTING_NOT_FOUND_MESSAGE]] },
    ],
  },
  // ---- mail and telegram
  {
    file: 'api.smtp.ts',
    calls: [
      { method: 'GET', auth: 'admin', summary: 'The SMTP settings (never the password: `hasPassword`).', response: '200 { success, settings }' },
      { method: 'POST', auth: 'admin', summary: 'Saves the settings; a blank or missing password keeps the stored one.', body: smtpSettingsSchema, response: `200 { success, message: '${MESSAGES.smtpSaved}', settings }`, errors: [[400, validationFailed]] },
    ],
  },
  { file: 'api.smtp.$id.ts', calls: [{ method: 'PUT', auth: 'admin', summary: 'Same as POST /api/smtp.', body: smtpSettingsSchema, response: `200 { success, message: '${MESSAGES.smtpSaved}', settings }`, errors: [[404, 'SMTP ayarı bulunamadı'], [400, validationFailed]] }] },
  {
    file: 'api.smtp.[test].ts',
    calls: [{ method: 'POST', auth: 'admin', summary: 'Sends a test mail right away with the stored settings.', bodyNote: '{ testEmail }', response: `200 { success, message: '${MESSAGES.testSent}' }`, errors: [[400, MESSAGES.testAddressRequired], [400, MESSAGES.smtpMissing], [400, 'Lütfen geçerli bir e-posta adresi girin.'], [400, `${MESSAGES.testFailed}: <reason>`]] }],
  },
  {
    file: 'api.smtp.custom-mail.ts',
    calls: [{ method: 'POST', auth: 'admin', summary: 'Queues a mail to each address in the outbox; follow it with GET /api/smtp/custom-mail/{batchId}.', body: customMailBodySchema, response: "202 { success, message: '{n} müşteriye mail gönderilmek üzere sıraya alındı', batchId, queued }", errors: [[400, MESSAGES.bulkFieldsRequired], [400, MESSAGES.bulkRecipientsRequired], [400, MESSAGES.smtpMissing]] }],
  },
  { file: 'api.smtp.custom-mail.$batchId.ts', calls: [{ method: 'GET', auth: 'admin', summary: 'Progress of a bulk mail.', response: "200 { success, total, sent, failed, pending, done, message: '{n} müşteriye mail başarıyla gönderildi' when all went out }", errors: [[404, 'Toplu mail bulunamadı']] }] },
  {
    file: 'api.telegram.ts',
    calls: [
      { method: 'GET', auth: 'admin', summary: 'The Telegram settings (never the token: `hasBotToken`).', response: '200 { success, settings }' },
      { method: 'POST', auth: 'admin', summary: 'Saves the settings; a blank or missing token keeps the stored one.', body: telegramSettingsSchema, response: `200 { success, message: '${MESSAGES.telegramSaved}', settings }`, errors: [[400, validationFailed]] },
    ],
  },
  { file: 'api.telegram.$id.ts', calls: [{ method: 'PUT', auth: 'admin', summary: 'Same as POST /api/telegram.', body: telegramSettingsSchema, response: `200 { success, message: '${MESSAGES.telegramSaved}', settings }`, errors: [[404, 'Telegram ayarı bulunamadı'], [400, validationFailed]] }] },
  {
    file: 'api.telegram.[test].ts',
    calls: [{ method: 'POST', auth: 'admin', summary: 'Sends a test message with the given values, else the stored ones.', body: telegramSettingsSchema.pick({ botToken: true, chatId: true }), response: `200 { success, message: '${MESSAGES.telegramTestSent}' }`, errors: [[400, MESSAGES.telegramTestNeedsFields], [400, `${MESSAGES.telegramTestFailed} (<reason>)`]] }],
  },
  // ---- surveys
  {
    file: 'api.surveys.$token.ts',
    calls: [{ method: 'GET', auth: 'public', summary: 'The survey to answer.', response: '200 { success, survey: { customerName, expiresAt, appointment }, questions: [{ id, question, type, order }] }', errors: [[404, SURVEY_STATE_MESSAGES.unknown], [410, SURVEY_STATE_MESSAGES.expired], [409, SURVEY_STATE_MESSAGES.completed]] }],
  },
  {
    file: 'api.surveys.$token.submit.ts',
    calls: [
      {
        method: 'POST',
        auth: 'public',
        summary: 'Saves the answers once.',
        bodyNote: '{ responses: [{ questionId, rating: 1-5 } | { questionId, answer }] }',
        response: `200 { success, message: '${SURVEY_THANKS}' }`,
        errors: [[400, 'Lütfen tüm soruları cevaplayın (with missing: [questionId])'], [404, SURVEY_STATE_MESSAGES.unknown], [410, SURVEY_STATE_MESSAGES.expired], [409, SURVEY_STATE_MESSAGES.completed]],
      },
    ],
  },
  {
    file: 'api.surveys.create.ts',
    calls: [{ method: 'POST', auth: 'admin', summary: 'Creates a survey for an appointment or a named customer; the invitation is mailed when there is an address and mail is on.', body: surveyCreateSchema, response: "201 { success, message: 'Anket oluşturuldu', survey: { id, token, link, customerName, customerEmail, expiresAt }, invitationQueued }", errors: [[400, 'first field message, with errors: { field: message }'], [404, 'Randevu bulunamadı'], [409, 'Bu randevu için zaten bir anket var']] }],
  },
  { file: 'api.surveys.admin.all.ts', calls: [{ method: 'GET', auth: 'admin', summary: 'Every survey.', response: '200 { success, surveys: [{ id, customerName, customerEmail, appointment, isCompleted, status, expiresAt, createdAt, completedAt }] }' }] },
  { file: 'api.surveys.admin.$id.ts', calls: [{ method: 'GET', auth: 'admin', summary: 'One survey with its responses.', response: '200 { success, survey }', errors: [[404, 'Anket bulunamadı']] }] },
  { file: 'api.surveys.admin.stats.ts', calls: [{ method: 'GET', auth: 'admin', summary: 'Survey figures.', response: '200 { success, stats: { totalSurveys, completedSurveys, pendingSurveys, expiredSurveys, completionRate, ratingStats } }' }] },
];

/** `api.team.$id.categories.ts` -> `/api/team/{id}/categories`; `api.smtp.[test].ts` -> `/api/smtp/test`. */
export function apiPathOf(file: string): string {
  const segments = file.replace(/\.tsx?$/, '').split('.');
  return '/' + segments.map((s) => (s.startsWith('$') ? `{${s.slice(1)}}` : s.replace(/^\[(.*)\]$/, '$1'))).join('/');
}
