/**
 * /davet/{token}: an invited person sets her own password (issue 26 item 1;
 * docs/decisions/0354, 0383). The link is single use and lasts 72 hours; an unknown link is a
 * 404 page, a used or expired one a Turkish page that says what to do. Setting the password
 * signs her in (the session records "davetle"). A plain form: works without JavaScript.
 */
import { getFormProps } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { data, Form, redirect, useNavigation } from 'react-router';
import { ACCOUNT_TEXTS, invitationAcceptSchema } from '~/domain/accounts';
import { MIN_PASSWORD_LENGTH } from '~/domain/admin-account';
import { formatTurkishDateTime } from '~/domain/clock';
import { assertSameOrigin, sessionClientOf, startCookieSession } from '~/http/auth.server';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { requireFormData } from '~/http/multipart.server';
import { replyError, replyFor } from '~/utils/form-reply';
import { acceptInvitation, findInvitation } from '~/models/auth/accounts.server';
import type { Route } from './+types/invitation';
import { FormAlert } from '~/ui/admin/form-alert';

/** The form's name in its answer (the page has one form; the passwords are never sent back). */
const INTENT = 'invitation';
const PASSWORD_FIELDS = ['password', 'confirmPassword'];

type Problem = { state: 'invalid' | 'used' | 'expired'; message: string };

function problemOf(state: 'invalid' | 'used' | 'expired'): Problem {
  return { state, message: state === 'expired' ? ACCOUNT_TEXTS.invitationExpired : ACCOUNT_TEXTS.invitationInvalid };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = findInvitation(context.db, params.token, context.now());
  if (!invitation) return data({ problem: problemOf('invalid'), invitation: null }, { status: 404 });
  if (invitation.state !== 'open')
    return data({ problem: problemOf(invitation.state), invitation: null }, { status: 410 });
  return {
    problem: null,
    invitation: {
      name: invitation.name,
      email: invitation.email,
      roleName: invitation.roleName,
      expiresAt: invitation.expiresAt.toISOString(),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await requireFormData(request);
  const submission = parseWithZod(form, { schema: invitationAcceptSchema });
  // the passwords are never sent back (conform's hideFields), as on Profilim
  if (submission.status !== 'success') return answerInvalid(INTENT, submission, 400, PASSWORD_FIELDS);
  const result = await acceptInvitation(context, params.token, submission.value, context.clientIp || null);
  if (!result.ok)
    return answerRefused(
      INTENT,
      submission,
      result.message,
      result.status,
      result.field === 'password' ? 'password' : undefined,
      PASSWORD_FIELDS,
    );
  // she is signed in at once with the password she chose
  const cookie = await startCookieSession(context, result.userId, {
    ...sessionClientOf(request, context),
    method: 'invitation',
  });
  throw redirect('/admin', { headers: { 'Set-Cookie': cookie } });
}

// same-origin, not no-referrer: with no-referrer Chromium posts the form with `Origin: null`,
// which the CSRF checks refuse; the token still never leaves for another site
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
});

export const meta: Route.MetaFunction = () => [
  { title: 'Davet | Sheva Nail Art Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 focus:border-accent aria-[invalid=true]:border-red-400';

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="grid min-h-screen place-items-center bg-stone-950 px-4 py-10 text-stone-100">
      <div className="w-full max-w-md rounded-2xl border border-line bg-stone-900 p-6 shadow-xl sm:p-8">
        <p className="text-center text-sm lowercase tracking-[0.3em] text-stone-400">sheva</p>
        <h1 className="mt-2 text-center text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const { problem, invitation } = loaderData;
  const [form, fields] = useServerForm<z.input<typeof invitationAcceptSchema>>({
    id: 'davet',
    lastResult: replyFor(actionData, INTENT),
  });
  if (problem || !invitation) {
    return (
      <Shell title={problem?.state === 'expired' ? 'Davetin süresi doldu' : 'Davet bağlantısı geçersiz'}>
        <p role="alert" className="mt-6 rounded-xl border border-amber-800/70 bg-amber-950/40 px-3 py-3 text-amber-50">
          {problem?.message ?? ACCOUNT_TEXTS.invitationInvalid}
        </p>
        <p className="mt-4 text-sm text-stone-300">
          Şifrenizi daha önce belirlediyseniz giriş sayfasından girebilirsiniz.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href="/admin/login" className="btn-primary">
            Giriş Sayfası
          </a>
          <a href="/" className="btn-ghost">
            Siteye dön
          </a>
        </div>
      </Shell>
    );
  }
  const errors = { password: fields.password.errors?.[0], confirmPassword: fields.confirmPassword.errors?.[0] };
  const message = replyError(actionData, INTENT);
  return (
    <Shell title="Şifrenizi belirleyin">
      <p className="mt-4 text-center text-stone-300">
        Merhaba {invitation.name}, Sheva Nail Art Studio yönetim paneline <strong>{invitation.roleName}</strong> olarak
        davet edildiniz.
      </p>
      <p className="mt-1 text-center text-xs text-stone-400">
        Bağlantı {formatTurkishDateTime(new Date(invitation.expiresAt))} tarihine kadar geçerli ve tek kullanımlıktır.
      </p>
      <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
        {message ? <FormAlert>{message}</FormAlert> : null}
        <div>
          <label htmlFor="davet-eposta" className="text-sm font-medium">
            E-posta
          </label>
          <input
            id="davet-eposta"
            type="email"
            value={invitation.email}
            readOnly
            autoComplete="username"
            className={`${inputClass} text-stone-400`}
          />
        </div>
        <div>
          <label htmlFor="davet-sifre" className="text-sm font-medium">
            Şifre
          </label>
          <input
            id="davet-sifre"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'davet-sifre-hata davet-sifre-ipucu' : 'davet-sifre-ipucu'}
            className={inputClass}
          />
          <p id="davet-sifre-ipucu" className="mt-1 text-xs text-stone-400">
            En az {MIN_PASSWORD_LENGTH} karakter.
          </p>
          {errors.password ? (
            <p id="davet-sifre-hata" className="mt-1 text-sm text-red-300">
              {errors.password}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="davet-sifre-tekrar" className="text-sm font-medium">
            Şifre (Tekrar)
          </label>
          <input
            id="davet-sifre-tekrar"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={errors.confirmPassword ? 'davet-sifre-tekrar-hata' : undefined}
            className={inputClass}
          />
          {errors.confirmPassword ? (
            <p id="davet-sifre-tekrar-hata" className="mt-1 text-sm text-red-300">
              {errors.confirmPassword}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? 'Kaydediliyor…' : 'Şifremi Kaydet ve Giriş Yap'}
        </button>
      </Form>
    </Shell>
  );
}
