/**
 * /admin/profil ('Profilim', every role: profile.write; docs/decisions/0382): the signed-in
 * person's own account: her password, her sign-ins (browsers and API tokens) with an end
 * button each (an ended session's open websocket closes at once: `sessions-ended`), and for
 * the owner and managers (passkeys.own) her passkeys: add one (JavaScript: the WebAuthn
 * ceremony), remove one (a plain form). With a passkey added, a password alone no longer
 * signs the account in; the page says so.
 */
import { getFormProps } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { useState } from 'react';
import { data, Form, redirect, useNavigation, useRevalidator } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/ui/admin/admin-ui';
import { inputClass } from '~/ui/admin/content-table';
import { Field } from '~/ui/admin/field';
import { useHydrated } from '~/ui/use-hydrated';
import { replyFor } from '~/utils/form-reply';
import { addPasskey, passkeysSupported } from '~/ui/passkey-client';
import { MIN_PASSWORD_LENGTH, PASSWORD_CHANGED_MESSAGE, passwordChangeSchema } from '~/domain/admin-account';
import { ROLE_NAMES } from '~/domain/permissions';
import { SESSION_TEXTS, sessionEndFormSchema } from '~/domain/sessions';
import { noticeFrom } from '~/http/admin-form.server';
import { actorOf, mayDo, requireAdmin } from '~/http/auth.server';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { requireFormData } from '~/http/multipart.server';
import { clearSessionCookie } from '~/http/session-cookie.server';
import { changePassword } from '~/models/auth/account.server';
import { PASSKEY_TEXTS, passkeyRemoveFormSchema } from '~/domain/passkeys';
import { listPasskeys, removePasskey } from '~/models/auth/passkeys.server';
import { PasskeyList, passkeyRows } from './passkey-list';
import { endOtherSessions, endUserSession, listUserSessions } from '~/models/auth/sessions.server';
import { SESSION_INTENTS, SessionsCard } from './sessions-card';
import type { Route } from './+types/profile';

const tab = adminTab('/admin/profil');
const BASE = '/admin/profil';
const NOTICES = {
  password: PASSWORD_CHANGED_MESSAGE,
  [SESSION_INTENTS.end]: SESSION_TEXTS.ended,
  [SESSION_INTENTS.endOthers]: SESSION_TEXTS.othersEnded,
  'passkey-added': PASSKEY_TEXTS.added,
  'passkey-removed': PASSKEY_TEXTS.removed,
};
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

/** The page's own words about passkeys. */
const PROFILE_TEXTS = {
  passwordAloneRefused:
    'Bu hesapta geçiş anahtarı var: şifre tek başına giriş yapmaz. Giriş sayfasında "Geçiş Anahtarı Kullan" düğmesini kullanın.',
  noPasskeys:
    'Henüz geçiş anahtarı yok. Eklediğinizde bu hesap yalnızca şifreyle giriş yapamaz; telefonunuzun veya bilgisayarınızın kilidiyle girersiniz.',
  needsScript: 'Geçiş anahtarı eklemek için tarayıcınızda JavaScript açık olmalıdır.',
  passwordHint: 'Son 5 dakika içinde giriş yaptıysanız boş bırakabilirsiniz.',
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'profile.write');
  const mayPasskeys = mayDo(session, 'passkeys.own');
  return {
    user: { name: session.user.name, email: session.user.email, roleName: ROLE_NAMES[session.user.role] },
    sessions: listUserSessions(context.db, session.user.id, context.now(), session.sessionId).map((s) => ({
      id: s.id,
      kind: s.kind,
      device: s.device,
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt?.toISOString() ?? null,
      current: s.current,
    })),
    // her own passkeys stay visible (and removable) after a demotion to a role without passkeys.own
    mayAddPasskeys: mayPasskeys,
    passkeys: ((list) => (mayPasskeys || list.length > 0 ? list : null))(
      passkeyRows(listPasskeys(context.db, session.user.id)),
    ),
    notice: noticeFrom(request, NOTICES),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'profile.write');
  const form = await requireFormData(request);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'password') {
    const submission = parseWithZod(form, { schema: passwordChangeSchema });
    if (submission.status !== 'success') return answerInvalid(intent, submission, 400, PASSWORD_FIELDS);
    const result = await changePassword(context, session, submission.value);
    if (!result.ok) return answerRefused(intent, submission, result.message, 400, result.field, PASSWORD_FIELDS);
    throw redirect(`${BASE}?ok=password`);
  }
  if (intent === SESSION_INTENTS.end) {
    const submission = parseWithZod(form, { schema: sessionEndFormSchema });
    const sessionId = submission.status === 'success' ? submission.value.sessionId : null;
    // its open websocket closes at once (the model tells it, docs/decisions/0356)
    if (sessionId === null || !endUserSession(context, session.user.id, sessionId))
      throw data(SESSION_TEXTS.notFound, { status: 404 });
    // ending this browser's own session is a sign-out
    if (sessionId === session.sessionId)
      throw redirect('/admin/login', { headers: { 'Set-Cookie': await clearSessionCookie(context.config) } });
    throw redirect(`${BASE}?ok=${SESSION_INTENTS.end}#oturumlar`);
  }
  if (intent === SESSION_INTENTS.endOthers) {
    endOtherSessions(context, session.user.id, session.sessionId);
    throw redirect(`${BASE}?ok=${SESSION_INTENTS.endOthers}#oturumlar`);
  }
  if (intent === 'passkey-remove') {
    // her own passkeys: profile.write is enough (a manager demoted to reception removes hers)
    const submission = parseWithZod(form, { schema: passkeyRemoveFormSchema });
    const passkeyId = submission.status === 'success' ? submission.value.passkeyId : '';
    const result = removePasskey(context.db, actorOf(session, context), session.user.id, passkeyId, context.now());
    if (!result.ok) throw data(result.message, { status: result.status });
    throw redirect(`${BASE}?ok=passkey-removed#gecis-anahtarlari`);
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

type Passkey = NonNullable<Route.ComponentProps['loaderData']['passkeys']>[number];

function PasskeysCard({ passkeys, mayAdd }: { passkeys: Passkey[]; mayAdd: boolean }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<{ busy: boolean; message: string | null; ok: boolean }>({
    busy: false,
    message: null,
    ok: false,
  });
  const removing = useNavigation().formData?.get('intent') === 'passkey-remove';
  async function add() {
    if (!name.trim()) {
      setState({ busy: false, ok: false, message: PASSKEY_TEXTS.nameRequired });
      return;
    }
    setState({ busy: true, ok: false, message: null });
    const result = await addPasskey(name.trim(), password);
    setState({ busy: false, ok: result.ok, message: result.ok ? result.value.message : result.message });
    setPassword('');
    if (result.ok) {
      setName('');
      void revalidator.revalidate();
    }
  }
  return (
    <div id="gecis-anahtarlari" className="rounded-2xl border border-line bg-stone-900 p-5">
      <h3 className="text-lg font-semibold">Geçiş Anahtarları (Passkey)</h3>
      {passkeys.length > 0 ? (
        <p
          className="mt-1 rounded-xl border border-amber-800/70 bg-amber-950/40 px-3 py-2 text-sm text-amber-100"
          data-testid="password-alone-refused"
        >
          {PROFILE_TEXTS.passwordAloneRefused}
        </p>
      ) : (
        <p className="mt-1 text-sm text-stone-400">{PROFILE_TEXTS.noPasskeys}</p>
      )}
      {passkeys.length > 0 ? <PasskeyList passkeys={passkeys} label="Geçiş anahtarlarınız" busy={removing} /> : null}
      {!mayAdd ? null : hydrated && passkeysSupported() ? (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div className="min-w-[12rem] flex-1">
            <label htmlFor="passkey-name" className="text-sm font-medium">
              Geçiş anahtarının adı
            </label>
            <input
              id="passkey-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={60}
              placeholder="ör. iPhone, Resepsiyon tableti"
              className={inputClass}
              autoComplete="off"
            />
          </div>
          <div className="min-w-[12rem] flex-1">
            <label htmlFor="passkey-password" className="text-sm font-medium">
              Mevcut şifreniz
            </label>
            <input
              id="passkey-password"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              maxLength={200}
              className={inputClass}
              autoComplete="current-password"
              aria-describedby="passkey-password-hint"
            />
            <p id="passkey-password-hint" className="mt-1 text-xs text-stone-400">
              {PROFILE_TEXTS.passwordHint}
            </p>
          </div>
          <button type="button" className="btn-primary" disabled={state.busy} onClick={() => void add()}>
            {state.busy ? 'Bekleniyor…' : 'Geçiş Anahtarı Ekle'}
          </button>
        </div>
      ) : hydrated ? (
        <p className="mt-4 text-sm text-stone-400">Bu tarayıcı geçiş anahtarlarını desteklemiyor.</p>
      ) : (
        <p className="mt-4 text-sm text-stone-400">{PROFILE_TEXTS.needsScript}</p>
      )}
      {state.message ? (
        <p
          role={state.ok ? 'status' : 'alert'}
          className={`mt-3 rounded-xl border px-3 py-2 text-sm ${state.ok ? 'border-emerald-800 bg-emerald-950/80 text-emerald-100' : 'border-red-900 bg-red-950/60 text-red-100'}`}
        >
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, sessions, passkeys, mayAddPasskeys, notice } = loaderData;
  const busy = useNavigation().formData?.get('intent') === 'password';
  const [form, fields] = useServerForm<z.input<typeof passwordChangeSchema>>({
    id: 'password-form',
    lastResult: replyFor(actionData, 'password'),
  });
  return (
    <section>
      <AdminPageHeader title={tab.label} />
      <div className="mb-6">
        <SuccessNotice message={notice} />
      </div>
      <p className="mb-6 text-stone-300">
        <span className="font-semibold text-stone-100">{user.name}</span> · {user.email} ·{' '}
        <span data-testid="profile-role">{user.roleName}</span>
      </p>
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="rounded-2xl border border-line bg-stone-900 p-5">
          <h3 className="text-lg font-semibold">Şifre Değiştir</h3>
          <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="password" />
            <Field type="password" label="Mevcut Şifre" meta={fields.currentPassword} autoComplete="current-password" />
            <Field
              type="password"
              label="Yeni Şifre"
              meta={fields.newPassword}
              autoComplete="new-password"
              hint={`En az ${MIN_PASSWORD_LENGTH} karakter; çok yaygın şifreler kabul edilmez. Diğer oturumlarınız kapanır.`}
            />
            <Field
              type="password"
              label="Yeni Şifre (Tekrar)"
              meta={fields.confirmPassword}
              autoComplete="new-password"
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Kaydediliyor...' : 'Şifreyi Değiştir'}
            </button>
          </Form>
        </div>
        {passkeys ? <PasskeysCard passkeys={passkeys} mayAdd={mayAddPasskeys} /> : null}
        <div className="xl:col-span-2">
          <SessionsCard sessions={sessions} />
        </div>
      </div>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
