import { getFormProps } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/ui/admin/admin-ui';
import { CAPACITY_SAVED_MESSAGE, MAX_CAPACITY, MIN_CAPACITY, capacitySchema } from '~/domain/capacity';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { IDLE_INTENT, IdleTimeoutCard } from '~/routes/admin/settings/idle-timeout-card';
import { idleSettingSchema, SESSION_TEXTS } from '~/domain/sessions';
import { SELF_SERVICE_INTENT, SelfServiceSettingsCard } from '~/routes/admin/settings/self-service-settings';
import { SELF_SERVICE_TEXTS, selfServiceSettingsSchema } from '~/domain/self-service';
import { readSettings, readSettingVersions, writeSettings } from '~/models/settings/registry.server';
import { withVersions } from '~/domain/version-field';
import { VERSIONS_FIELD, versionsText } from '~/domain/versions';
import { FormErrors } from '~/ui/admin/content-ui';
import { LIMITS_INTENT, LimitsSettingsCard } from '~/routes/admin/settings/limits-settings';
import { FAIR_USE_TEXTS } from '~/domain/fair-use';
import { limitsSettingsSchema } from '~/domain/message-limits';
import { requireFormData } from '~/http/multipart.server';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { newBookingSoundFormSchema } from '~/domain/settings';
import { Field } from '~/ui/admin/field';
import { replyError, replyFor } from '~/utils/form-reply';
import type { Route } from './+types/settings';

const tab = adminTab('/admin/settings');
const SOUND_INTENT = 'new-booking-sound';
const NOTICES = {
  capacity: CAPACITY_SAVED_MESSAGE,
  [SELF_SERVICE_INTENT]: SELF_SERVICE_TEXTS.cutoffSaved,
  [IDLE_INTENT]: SESSION_TEXTS.idleSaved,
  [SOUND_INTENT]: 'Bildirim ayarı kaydedildi.',
  [LIMITS_INTENT]: FAIR_USE_TEXTS.settingSaved,
} as const;

/**
 * /admin/settings: the studio's settings (settings.write: Sahip and Yönetici). Each person's
 * password and sessions moved to /admin/profil (docs/decisions/0382).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'settings.write');
  const ok = new URL(request.url).searchParams.get('ok');
  const stored = readSettings(context.db, [
    'capacityPerSlot',
    'selfServiceCutoffHours',
    'reminderTelegram',
    'reminder24h',
    'reminder2h',
    'sessionIdleHours',
    'newBookingSound',
    'dailyMessageCap',
    'maxOpenAppointments',
    'smsDailyBudget',
  ]);
  return {
    capacity: stored.capacityPerSlot,
    selfService: {
      cutoffHours: stored.selfServiceCutoffHours,
      reminderTelegram: stored.reminderTelegram,
      reminder24h: stored.reminder24h,
      reminder2h: stored.reminder2h,
    },
    idleHours: stored.sessionIdleHours,
    newBookingSound: stored.newBookingSound,
    limits: {
      dailyMessageCap: stored.dailyMessageCap,
      maxOpenAppointments: stored.maxOpenAppointments,
      smsDailyBudget: stored.smsDailyBudget,
    },
    /** each form's settings with the versions it shows (docs/decisions/0394) */
    versions: {
      capacity: versionsText(readSettingVersions(context.db, ['capacityPerSlot'])),
      selfService: versionsText(
        readSettingVersions(context.db, ['selfServiceCutoffHours', 'reminderTelegram', 'reminder24h', 'reminder2h']),
      ),
      limits: versionsText(
        readSettingVersions(context.db, ['dailyMessageCap', 'maxOpenAppointments', 'smsDailyBudget']),
      ),
      idle: versionsText(readSettingVersions(context.db, ['sessionIdleHours'])),
      sound: versionsText(readSettingVersions(context.db, ['newBookingSound'])),
    },
    notice: ok !== null && Object.hasOwn(NOTICES, ok) ? NOTICES[ok as keyof typeof NOTICES] : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'settings.write');
  const formData = await requireFormData(request);
  const intent = formData.get('intent');
  // each form carries the versions it was loaded with (its schema `withVersions`): a setting
  // saved meanwhile refuses the save, her values stay (docs/decisions/0394)
  if (intent === 'capacity') {
    const submission = parseWithZod(formData, { schema: withVersions(capacitySchema) });
    if (submission.status !== 'success') return answerInvalid('capacity', submission);
    const saved = writeSettings(
      context.db,
      actorOf(session, context),
      { capacityPerSlot: submission.value.capacity },
      submission.value.versions,
    );
    if (!saved.ok) return answerRefused('capacity', submission, saved.message, 409);
    throw redirect('/admin/settings?ok=capacity');
  }
  if (intent === SELF_SERVICE_INTENT) {
    const submission = parseWithZod(formData, { schema: withVersions(selfServiceSettingsSchema) });
    if (submission.status !== 'success') return answerInvalid(SELF_SERVICE_INTENT, submission);
    const { cutoffHours, reminderTelegram, reminder24h, reminder2h } = submission.value;
    const saved = writeSettings(
      context.db,
      actorOf(session, context),
      { selfServiceCutoffHours: cutoffHours, reminderTelegram, reminder24h, reminder2h },
      submission.value.versions,
    );
    if (!saved.ok) return answerRefused(SELF_SERVICE_INTENT, submission, saved.message, 409);
    throw redirect(`/admin/settings?ok=${SELF_SERVICE_INTENT}`);
  }
  if (intent === LIMITS_INTENT) {
    const submission = parseWithZod(formData, { schema: withVersions(limitsSettingsSchema) });
    if (submission.status !== 'success') return answerInvalid(LIMITS_INTENT, submission);
    const saved = writeSettings(
      context.db,
      actorOf(session, context),
      {
        dailyMessageCap: submission.value.dailyMessageCap,
        maxOpenAppointments: submission.value.maxOpenAppointments,
        smsDailyBudget: submission.value.smsDailyBudget,
      },
      submission.value.versions,
    );
    if (!saved.ok) return answerRefused(LIMITS_INTENT, submission, saved.message, 409);
    throw redirect(`/admin/settings?ok=${LIMITS_INTENT}#sinirlar`);
  }
  if (intent === IDLE_INTENT) {
    const submission = parseWithZod(formData, { schema: withVersions(idleSettingSchema) });
    if (submission.status !== 'success') return answerInvalid(IDLE_INTENT, submission);
    const saved = writeSettings(
      context.db,
      actorOf(session, context),
      { sessionIdleHours: submission.value.idleHours },
      submission.value.versions,
    );
    if (!saved.ok) return answerRefused(IDLE_INTENT, submission, saved.message, 409, 'idleHours');
    throw redirect(`/admin/settings?ok=${IDLE_INTENT}#oturumlar`);
  }
  if (intent === SOUND_INTENT) {
    const submission = parseWithZod(formData, { schema: withVersions(newBookingSoundFormSchema) });
    if (submission.status !== 'success') return answerInvalid(SOUND_INTENT, submission);
    const saved = writeSettings(
      context.db,
      actorOf(session, context),
      { newBookingSound: submission.value.newBookingSound },
      submission.value.versions,
    );
    if (!saved.ok) return answerRefused(SOUND_INTENT, submission, saved.message, 409);
    throw redirect('/admin/settings?ok=new-booking-sound#bildirim');
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const [capacityForm, capacityFields] = useServerForm({
    id: 'capacity-form',
    lastResult: replyFor(actionData, 'capacity'),
    defaultValue: { capacity: String(loaderData.capacity) },
  });

  return (
    <section>
      <AdminPageHeader title={tab.label} />
      <div className="mb-6">
        <SuccessNotice message={loaderData.notice} />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="rounded-2xl border border-line bg-stone-900 p-5">
          <h3 className="text-lg font-semibold">Randevu Ayarları</h3>
          <Form method="post" className="mt-4 space-y-4" {...getFormProps(capacityForm)}>
            <input type="hidden" name="intent" value="capacity" />
            <input type="hidden" name={VERSIONS_FIELD} value={loaderData.versions.capacity} />
            <FormErrors errors={capacityForm.errors} id={capacityForm.errorId} />
            <Field
              label="Saat başına randevu kapasitesi"
              meta={capacityFields.capacity}
              type="number"
              min={MIN_CAPACITY}
              max={MAX_CAPACITY}
              hint={`Aynı ekip üyesi için aynı saatte kabul edilen en fazla randevu sayısı (${MIN_CAPACITY}-${MAX_CAPACITY})`}
            />
            <button type="submit" className="btn-primary" disabled={busyIntent === 'capacity'}>
              {busyIntent === 'capacity' ? 'Kaydediliyor...' : 'Kaydet'}
            </button>
          </Form>
        </div>
        <div id="bildirim" className="rounded-2xl border border-line bg-stone-900 p-5">
          <h3 className="text-lg font-semibold">Yeni Randevu Bildirimi</h3>
          <p className="mt-1 text-sm text-stone-400">
            Yeni bir online randevu geldiğinde panelde bir bildirim ve sekme başlığında sayı görünür. İsterseniz kısa
            bir ses de çalınır.
          </p>
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value={SOUND_INTENT} />
            <input type="hidden" name={VERSIONS_FIELD} value={loaderData.versions.sound} />
            {replyError(actionData, SOUND_INTENT) ? (
              <p role="alert" className="text-sm text-red-300">
                {replyError(actionData, SOUND_INTENT)}
              </p>
            ) : null}
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                name="newBookingSound"
                defaultChecked={loaderData.newBookingSound}
                key={String(loaderData.newBookingSound)}
                className="size-5 accent-[var(--color-accent)]"
              />
              Yeni online randevuda ses çal
            </label>
            <button type="submit" className="btn-primary" disabled={busyIntent === SOUND_INTENT}>
              {busyIntent === SOUND_INTENT ? 'Kaydediliyor...' : 'Kaydet'}
            </button>
          </Form>
        </div>
        <SelfServiceSettingsCard
          versions={loaderData.versions.selfService}
          values={loaderData.selfService}
          lastResult={replyFor(actionData, SELF_SERVICE_INTENT)}
          busy={busyIntent === SELF_SERVICE_INTENT}
        />
        <LimitsSettingsCard
          values={loaderData.limits}
          versions={loaderData.versions.limits}
          lastResult={replyFor(actionData, LIMITS_INTENT)}
          busy={busyIntent === LIMITS_INTENT}
        />
        <IdleTimeoutCard
          idleHours={loaderData.idleHours}
          versions={loaderData.versions.idle}
          lastResult={replyFor(actionData, IDLE_INTENT)}
          busy={busyIntent === IDLE_INTENT}
        />
      </div>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
