/**
 * /admin/kapora (issue 38): the kapora policy (owner and manager: deposits.manage) and the
 * iyzico connection. Plain POST forms that work without JavaScript; the policy is one
 * registered setting (`depositPolicy`: its history row and version come with writeSettings,
 * a save over a newer version is refused); the iyzico keys are stored encrypted and only the
 * owner (credentials.write) may type them.
 */
import { data, Form, redirect } from 'react-router';
import {
  amountText,
  DEPOSIT_AMOUNT_KIND_LABELS,
  DEPOSIT_AUDIENCE_LABELS,
  DEPOSIT_AUDIENCES,
  DEPOSIT_MESSAGES,
  ibanGroups,
  policyFromForm,
  type DepositFormFields,
} from '~/domain/deposits';
import { can } from '~/domain/permissions';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { recordChange } from '~/models/audit/history.server';
import { loadBookingCatalog } from '~/models/catalogue/bookable.server';
import {
  IYZICO_LIVE_URL,
  IYZICO_SANDBOX_URL,
  readIyzicoSettings,
  saveIyzicoSettings,
} from '~/models/deposits/iyzico.server';
import { readSetting, readSettingVersions, writeSettings } from '~/models/settings/registry.server';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { AdminPageHeader } from '~/ui/admin/admin-ui';
import { FormAlert } from '~/ui/admin/form-alert';
import type { Route } from './+types/kapora';

const IYZICO_SAVED = 'iyzico ayarları kaydedildi.';
const STALE_IYZICO = 'iyzico ayarları siz bakarken değişti. Sayfayı yenileyip tekrar deneyin.';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'deposits.manage');
  const policy = readSetting(context.db, 'depositPolicy');
  const catalog = loadBookingCatalog(context.db);
  const ok = new URL(request.url).searchParams.get('ok');
  return {
    policy,
    version: readSettingVersions(context.db, ['depositPolicy']).depositPolicy,
    services: catalog.services.map((s) => ({ id: s.id, name: s.name })),
    iyzico: (() => {
      const i = readIyzicoSettings(context.db);
      return {
        live: i.baseUrl === IYZICO_LIVE_URL,
        hasApiKey: i.hasApiKey,
        hasSecretKey: i.hasSecretKey,
        version: i.version,
      };
    })(),
    mayKeys: can(session.user.role, 'credentials.write', session.access),
    saved: ok === 'kapora' ? DEPOSIT_MESSAGES.saved : ok === 'iyzico' ? IYZICO_SAVED : null,
  };
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : undefined;
};

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'deposits.manage');
  const form = await requireFormData(request);
  const intent = form.get('intent');
  const actor = actorOf(session, context);
  const version = Number(text(form, 'version') ?? Number.NaN);
  if (intent === 'kapora') {
    const serviceIds = loadBookingCatalog(context.db).services.map((s) => s.id);
    const fields: DepositFormFields = {
      enabled: text(form, 'enabled'),
      amountKind: text(form, 'amountKind'),
      amountValue: text(form, 'amountValue'),
      audience: text(form, 'audience'),
      minimum: text(form, 'minimum'),
      holdMinutes: text(form, 'holdMinutes'),
      cardEnabled: text(form, 'cardEnabled'),
      transferEnabled: text(form, 'transferEnabled'),
      iban: text(form, 'iban'),
      accountName: text(form, 'accountName'),
      overrides: serviceIds.map((id) => ({
        serviceId: id,
        kind: text(form, `override.${id}.kind`),
        value: text(form, `override.${id}.value`),
      })),
    };
    const parsed = policyFromForm(fields);
    if (!parsed.ok)
      return data(
        {
          intent: 'kapora',
          lastResult: {
            status: 'error' as const,
            error: Object.fromEntries(Object.entries(parsed.fieldErrors).map(([k, v]) => [k, [v]])),
          },
        },
        { status: 400 },
      );
    const saved = writeSettings(
      context.db,
      actor,
      { depositPolicy: parsed.policy },
      Number.isInteger(version) ? { depositPolicy: version } : undefined,
    );
    if (!saved.ok)
      return data(
        { intent: 'kapora', lastResult: { status: 'error' as const, error: { '': [saved.message] } } },
        { status: 409 },
      );
    throw redirect('/admin/kapora?ok=kapora', 303);
  }
  if (intent === 'iyzico') {
    const baseUrl = text(form, 'baseUrl') === 'live' ? IYZICO_LIVE_URL : IYZICO_SANDBOX_URL;
    const mayKeys = can(session.user.role, 'credentials.write', session.access);
    const apiKey = mayKeys ? (text(form, 'apiKey') ?? '').trim().slice(0, 200) : '';
    const secretKey = mayKeys ? (text(form, 'secretKey') ?? '').trim().slice(0, 200) : '';
    const result = context.db.transaction(
      (tx) => {
        const before = readIyzicoSettings(tx);
        if (Number.isInteger(version) && version !== before.version) return false;
        const after = saveIyzicoSettings(tx, context.config.secretsKey, { baseUrl, apiKey, secretKey });
        recordChange(
          tx,
          actor,
          'setting',
          'iyzico',
          'updated',
          { baseUrl: before.baseUrl, apiKey: before.hasApiKey, secretKey: before.hasSecretKey },
          { baseUrl, apiKey: before.hasApiKey || !!apiKey, secretKey: before.hasSecretKey || !!secretKey },
          { version: after, meta: { keysChanged: !!(apiKey || secretKey) } },
        );
        return true;
      },
      { behavior: 'immediate' },
    );
    if (!result)
      return data(
        { intent: 'iyzico', lastResult: { status: 'error' as const, error: { '': [STALE_IYZICO] } } },
        { status: 409 },
      );
    throw redirect('/admin/kapora?ok=iyzico', 303);
  }
  return data(
    { intent: String(intent), lastResult: { status: 'error' as const, error: { '': ['Geçersiz işlem'] } } },
    { status: 400 },
  );
}

export const meta: Route.MetaFunction = () => adminMeta('Kapora');

const input =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100';
const label = 'block text-sm font-medium';

export default function KaporaSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { policy, version, services, iyzico, mayKeys, saved } = loaderData;
  const errors = (actionData?.lastResult.error ?? {}) as Record<string, string[] | null>;
  const err = (name: string) =>
    errors[name]?.[0] ? (
      <span className="mt-1 block text-sm text-red-300" role="alert">
        {errors[name]![0]}
      </span>
    ) : null;
  const overrides = new Map(policy.overrides.map((o) => [o.serviceId, o.amount]));
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <AdminPageHeader title="Kapora" />
      {saved ? (
        <p role="status" className="rounded-xl border border-emerald-400/60 bg-emerald-950/40 px-4 py-3">
          {saved}
        </p>
      ) : null}
      {errors['']?.[0] ? <FormAlert>{errors['']![0]}</FormAlert> : null}

      <Form method="post" className="space-y-4 rounded-2xl border border-line p-4" data-testid="kapora-form">
        <input type="hidden" name="intent" value="kapora" />
        <input type="hidden" name="version" value={version} />
        <label className="flex items-center gap-2 text-base font-semibold">
          <input type="checkbox" name="enabled" defaultChecked={policy.enabled} className="size-5" />
          Online randevularda kapora iste
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className={label}>
            Tutar türü
            <select name="amountKind" defaultValue={policy.amount.kind} className={input}>
              <option value="percent">{DEPOSIT_AMOUNT_KIND_LABELS.percent}</option>
              <option value="fixed">{DEPOSIT_AMOUNT_KIND_LABELS.fixed}</option>
            </select>
          </label>
          <label className={label}>
            Tutar (yüzde veya ₺)
            <input name="amountValue" inputMode="decimal" defaultValue={amountText(policy.amount)} className={input} />
            {err('amountValue')}
          </label>
          <label className={label}>
            Kimden
            <select name="audience" defaultValue={policy.audience} className={input}>
              {DEPOSIT_AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {DEPOSIT_AUDIENCE_LABELS[a]}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            En düşük randevu tutarı (₺)
            <input
              name="minimum"
              inputMode="decimal"
              defaultValue={policy.minimumKurus ? String(policy.minimumKurus / 100).replace('.', ',') : ''}
              className={input}
            />
            {err('minimum')}
          </label>
          <label className={label}>
            Ödenmemiş kapora yeri ne kadar tutar (dakika)
            <input name="holdMinutes" inputMode="numeric" defaultValue={String(policy.holdMinutes)} className={input} />
            <span className="mt-1 block text-xs text-stone-400">
              Hiçbir zaman randevunun çevrimiçi iptal süresini geçmez.
            </span>
            {err('holdMinutes')}
          </label>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Ödeme yolları</legend>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="cardEnabled" defaultChecked={policy.cardEnabled} className="size-5" />
            Kartla (iyzico ödeme sayfası)
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="transferEnabled" defaultChecked={policy.transferEnabled} className="size-5" />
            Havale / EFT
          </label>
          {err('cardEnabled')}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className={label}>
            IBAN
            <input
              name="iban"
              defaultValue={policy.iban ? ibanGroups(policy.iban) : ''}
              autoComplete="off"
              className={input}
            />
            {err('iban')}
          </label>
          <label className={label}>
            Hesap sahibi
            <input name="accountName" defaultValue={policy.accountName} className={input} />
          </label>
        </div>
        {services.length ? (
          <details>
            <summary className="cursor-pointer text-sm font-medium">
              Hizmete göre farklı tutar (boş: varsayılan)
            </summary>
            <table className="mt-2 w-full text-sm">
              <tbody>
                {services.map((s) => {
                  const o = overrides.get(s.id);
                  return (
                    <tr key={s.id} className="border-b border-line/60">
                      <td className="py-1.5 pr-2">{s.name}</td>
                      <td className="py-1.5 pr-2">
                        <select
                          name={`override.${s.id}.kind`}
                          defaultValue={o?.kind ?? 'percent'}
                          aria-label={`${s.name}: tutar türü`}
                          className={input}
                        >
                          <option value="percent">%</option>
                          <option value="fixed">₺</option>
                        </select>
                      </td>
                      <td className="py-1.5">
                        <input
                          name={`override.${s.id}.value`}
                          inputMode="decimal"
                          defaultValue={o ? amountText(o) : ''}
                          aria-label={`${s.name}: tutar`}
                          className={input}
                        />
                        {err(`override.${s.id}`)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </details>
        ) : null}
        <button type="submit" className="btn-primary">
          Kaydet
        </button>
      </Form>

      <Form method="post" className="space-y-4 rounded-2xl border border-line p-4" data-testid="iyzico-form">
        <h2 className="text-lg font-semibold">iyzico</h2>
        <input type="hidden" name="intent" value="iyzico" />
        <input type="hidden" name="version" value={iyzico.version} />
        <label className={label}>
          Ortam
          <select name="baseUrl" defaultValue={iyzico.live ? 'live' : 'sandbox'} className={input}>
            <option value="sandbox">Test (sandbox)</option>
            <option value="live">Canlı</option>
          </select>
        </label>
        {mayKeys ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <label className={label}>
              API anahtarı {iyzico.hasApiKey ? '(kayıtlı; değiştirmek için yazın)' : ''}
              <input name="apiKey" type="password" autoComplete="off" className={input} />
            </label>
            <label className={label}>
              Gizli anahtar {iyzico.hasSecretKey ? '(kayıtlı; değiştirmek için yazın)' : ''}
              <input name="secretKey" type="password" autoComplete="off" className={input} />
            </label>
          </div>
        ) : (
          <p className="text-sm text-stone-400">
            Anahtarlar {iyzico.hasApiKey && iyzico.hasSecretKey ? 'kayıtlı' : 'girilmemiş'}; yalnızca stüdyo sahibi
            değiştirebilir.
          </p>
        )}
        <button type="submit" className="btn-primary">
          Kaydet
        </button>
      </Form>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
