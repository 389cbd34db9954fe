import { getFormProps, getInputProps, useForm, type FieldMetadata } from '@conform-to/react';
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
import { VERSIONS_FIELD, versionsFromText, versionsText } from '~/domain/versions';
import { FormErrors } from '~/ui/admin/content-ui';
import { LIMITS_INTENT, LimitsSettingsCard } from '~/routes/admin/settings/limits-settings';
import { FAIR_USE_TEXTS } from '~/domain/fair-use';
import { limitsSettingsSchema } from '~/domain/message-limits';
import { requireFormData } from '~/http/multipart.server';
import type { Route } from './+types/settings';

const tab = adminTab('/admin/settings');
const NOTICES = {
  capacity: CAPACITY_SAVED_MESSAGE,
  [SELF_SERVICE_INTENT]: SELF_SERVICE_TEXTS.cutoffSaved,
  [IDLE_INTENT]: SESSION_TEXTS.idleSaved,
  'new-booking-sound': 'Bildirim ayarı kaydedildi.',
  [LIMITS_INTENT]: FAIR_USE_TEXTS.settingSaved,
} as const;

/**
 * /admin/settings: the studio's settings (settings.write: Sahip and Yönetici). Each person's
 * password and sessions moved to /admin/profil (docs/decisions/0382).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'settings.write');
  const ok = new URL(request.url).searchParams.get('ok');
  const stored = readSettings(context.db, ['capacityPerSlot', 'selfServiceCutoffHours', 'reminderTelegram', 'reminder24h', 'reminder2h', 'sessionIdleHours', 'newBookingSound', 'dailyMessageCap', 'maxOpenAppointments']);
  return {
    capacity: stored.capacityPerSlot,
    selfService: { cutoffHours: stored.selfServiceCutoffHours, reminderTelegram: stored.reminderTelegram, reminder24h: stored.reminder24h, reminder2h: stored.reminder2h },
    idleHours: stored.sessionIdleHours,
    newBookingSound: stored.newBookingSound,
    limits: { dailyMessageCap: stored.dailyMessageCap, maxOpenAppointments: stored.maxOpenAppointments },
    /** each form's settings with the versions it shows (docs/decisions/0394) */
    versions: {
      capacity: versionsText(readSettingVersions(context.db, ['capacityPerSlot'])),
      selfService: versionsText(readSettingVersions(context.db, ['selfServiceCutoffHours', 'reminderTelegram', 'reminder24h', 'reminder2h'])),
      limits: versionsText(readSettingVersions(context.db, ['dailyMessageCap', 'maxOpenAppointments'])),
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
  // the versions the form was loaded with: a setting saved meanwhile refuses the save, her values stay (docs/decisions/0394)
  const expected = versionsFromText(formData.get(VERSIONS_FIELD));
  if (intent === 'capacity') {
    const submission = parseWithZod(formData, { schema: capacitySchema });
    if (submission.status !== 'success') return data({ intent, lastResult: submission.reply() }, { status: 400 });
    const saved = writeSettings(context.db, actorOf(session, context), { capacityPerSlot: submission.value.capacity }, expected);
    if (!saved.ok) return data({ intent, lastResult: submission.reply({ formErrors: [saved.message] }) }, { status: 409 });
    throw redirect('/admin/settings?ok=capacity');
  }
  if (intent === SELF_SERVICE_INTENT) {
    const submission = parseWithZod(formData, { schema: selfServiceSettingsSchema });
    if (submission.status !== 'success') return data({ intent, lastResult: submission.reply() }, { status: 400 });
    const { cutoffHours, reminderTelegram, reminder24h, reminder2h } = submission.value;
    const saved = writeSettings(context.db, actorOf(session, context), { selfServiceCutoffHours: cutoffHours, reminderTelegram, reminder24h, reminder2h }, expected);
    if (!saved.ok) return data({ intent, lastResult: submission.reply({ formErrors: [saved.message] }) }, { status: 409 });
    throw redirect(`/admin/settings?ok=${SELF_SERVICE_INTENT}`);
  }
  if (intent === LIMITS_INTENT) {
    const submission = parseWithZod(formData, { schema: limitsSettingsSchema });
    if (submission.status !== 'success') return data({ intent, lastResult: submission.reply() }, { status: 400 });
    const saved = writeSettings(context.db, actorOf(session, context), { dailyMessageCap: submission.value.dailyMessageCap, maxOpenAppointments: submission.value.maxOpenAppointments }, expected);
    if (!saved.ok) return data({ intent, lastResult: submission.reply({ formErrors: [saved.message] }) }, { status: 409 });
    throw redirect(`/admin/settings?ok=${LIMITS_INTENT}#sinirlar`);
  }
  if (intent === IDLE_INTENT) {
    const parsed = idleSettingSchema.safeParse({ idleHours: formData.get('idleHours') });
    if (!parsed.success) return data({ intent, idleError: parsed.error.issues[0]!.message }, { status: 400 });
    const saved = writeSettings(context.db, actorOf(session, context), { sessionIdleHours: parsed.data.idleHours }, expected);
    if (!saved.ok) return data({ intent, idleError: saved.message }, { status: 409 });
    throw redirect(`/admin/settings?ok=${IDLE_INTENT}#oturumlar`);
  }
  if (intent === 'new-booking-sound') {
    const saved = writeSettings(context.db, actorOf(session, context), { newBookingSound: formData.get('newBookingSound') === 'on' }, expected);
    if (!saved.ok) return data({ intent, soundError: saved.message }, { status: 409 });
    throw redirect('/admin/settings?ok=new-booking-sound#bildirim');
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 focus:border-accent aria-[invalid=true]:border-red-400';

function Field({ label, meta, type, autoComplete, hint, ...rest }: { label: string; meta: FieldMetadata<unknown>; type: 'number'; autoComplete?: string; hint?: string; min?: number; max?: number }) {
  return (
    <div>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <input {...getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined })} autoComplete={autoComplete} className={inputClass} {...rest} />
      {hint ? (
        <p id={`${meta.id}-hint`} className="mt-1 text-xs text-stone-400">
          {hint}
        </p>
      ) : null}
      {meta.errors ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-300">
          {meta.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const [capacityForm, capacityFields] = useForm({
    id: 'capacity-form',
    lastResult: actionData?.intent === 'capacity' && 'lastResult' in actionData ? actionData.lastResult : undefined,
    defaultValue: { capacity: String(loaderData.capacity) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: capacitySchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
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
          <p className="mt-1 text-sm text-stone-400">Yeni bir online randevu geldiğinde panelde bir bildirim ve sekme başlığında sayı görünür. İsterseniz kısa bir ses de çalınır.</p>
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="new-booking-sound" />
            <input type="hidden" name={VERSIONS_FIELD} value={loaderData.versions.sound} />
            {actionData && 'soundError' in actionData ? (
              <p role="alert" className="text-sm text-red-300">
                {actionData.soundError}
              </p>
            ) : null}
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
              <input type="checkbox" name="newBookingSound" defaultChecked={loaderData.newBookingSound} key={String(loaderData.newBookingSound)} className="size-5 accent-[var(--color-accent)]" />
              Yeni online randevuda ses çal
            </label>
            <button type="submit" className="btn-primary" disabled={busyIntent === 'new-booking-sound'}>
              {busyIntent === 'new-booking-sound' ? 'Kaydediliyor...' : 'Kaydet'}
            </button>
          </Form>
        </div>
        <SelfServiceSettingsCard
          versions={loaderData.versions.selfService}
          values={loaderData.selfService}
          lastResult={actionData?.intent === SELF_SERVICE_INTENT && 'lastResult' in actionData ? actionData.lastResult : undefined}
          busy={busyIntent === SELF_SERVICE_INTENT}
        />
        <LimitsSettingsCard values={loaderData.limits} versions={loaderData.versions.limits} lastResult={actionData?.intent === LIMITS_INTENT && 'lastResult' in actionData ? actionData.lastResult : undefined} busy={busyIntent === LIMITS_INTENT} />
        <IdleTimeoutCard idleHours={loaderData.idleHours} versions={loaderData.versions.idle} idleError={actionData && 'idleError' in actionData ? actionData.idleError : null} busy={busyIntent === IDLE_INTENT} />
      </div>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
