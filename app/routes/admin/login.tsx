import { getFormProps, getInputProps } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { Form, redirect, useNavigation } from 'react-router';
import { safeAdminRedirect, type signInSchema } from '~/domain/admin-account';
import {
  assertSameOrigin,
  authenticateSignInForm,
  getAdmin,
  sessionClientOf,
  startCookieSession,
} from '~/http/auth.server';
import { answer, answerInvalid } from '~/http/form-answer.server';
import type { RouteHandle } from '~/root';
import { passkeysSupported, signInWithPasskey } from '~/ui/passkey-client';
import type { Route } from './+types/login';
import { FormAlert } from '~/ui/admin/form-alert';

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeAdminRedirect(new URL(request.url).searchParams.get('redirectTo'));
  if (await getAdmin(request, context)) throw redirect(redirectTo);
  return { redirectTo };
}

/** The form's name in its answer (the page's one form; the password is never sent back). */
const INTENT = 'login';
const PASSWORD_FIELDS = ['password'];

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const { submission, check } = await authenticateSignInForm(request, context);
  if (!check) return answerInvalid(INTENT, submission, 400, PASSWORD_FIELDS);
  if (!check.ok) {
    const headers: HeadersInit = check.retryAfterMs
      ? { 'Retry-After': String(Math.ceil(check.retryAfterMs / 1000)) }
      : {};
    return answer(INTENT, submission, {
      status: check.status,
      headers,
      formErrors: [check.message],
      hideFields: PASSWORD_FIELDS,
    });
  }
  const redirectTo = safeAdminRedirect(submission.payload.redirectTo);
  throw redirect(redirectTo, {
    headers: { 'Set-Cookie': await startCookieSession(context, check.user.id, sessionClientOf(request, context)) },
  });
}

export const handle: RouteHandle = { hydrate: true };

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

export const meta: Route.MetaFunction = () => [
  { title: 'Admin Girişi | Sheva Nail Art Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 placeholder:text-stone-500 focus:border-accent aria-[invalid=true]:border-red-400';

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const [form, fields] = useServerForm<z.input<typeof signInSchema>>({
    lastResult: actionData?.lastResult,
  });
  const [hydrated, setHydrated] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [passkey, setPasskey] = useState<{ supported: boolean; busy: boolean; message: string | null }>({
    supported: false,
    busy: false,
    message: null,
  });
  useEffect(() => {
    setHydrated(true);
    setPasskey((p) => ({ ...p, supported: passkeysSupported() }));
  }, []);
  // the passkey ceremony needs JavaScript (docs/decisions/0384); the password form does not
  async function passkeySignIn() {
    setPasskey((p) => ({ ...p, busy: true, message: null }));
    const result = await signInWithPasskey(loaderData.redirectTo);
    if (result.ok) window.location.assign(result.value.redirectTo);
    else setPasskey((p) => ({ ...p, busy: false, message: result.message }));
  }

  return (
    <main className="grid min-h-screen place-items-center bg-stone-950 px-4 py-10 text-stone-100">
      <div className="w-full max-w-sm rounded-2xl border border-line bg-stone-900 p-6 shadow-xl sm:p-8">
        <p className="text-center text-sm lowercase tracking-[0.3em] text-stone-400">sheva</p>
        <h1 className="mt-2 text-center text-2xl font-semibold">Admin Girişi</h1>
        <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {form.errors?.length ? <FormAlert id={form.errorId}>{form.errors.join(' ')}</FormAlert> : null}
          <div>
            <label htmlFor={fields.email.id} className="text-sm font-medium">
              E-posta
            </label>
            <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="username" className={inputClass} />
            {fields.email.errors ? (
              <p id={fields.email.errorId} className="mt-1 text-sm text-red-300">
                {fields.email.errors.join(' ')}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={fields.password.id} className="text-sm font-medium">
              Şifre
            </label>
            <div className="relative">
              <input
                {...getInputProps(fields.password, { type: showPassword ? 'text' : 'password' })}
                autoComplete="current-password"
                className={`${inputClass} ${hydrated ? 'pr-24' : ''}`}
              />
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => setShowPassword((v) => !v)}
                  aria-pressed={showPassword}
                  aria-label={showPassword ? 'Şifreyi gizle' : 'Şifreyi göster'}
                  aria-controls={fields.password.id}
                  className="absolute inset-y-0 right-1 my-auto inline-flex min-h-11 items-center rounded-lg px-3 text-sm text-accent"
                >
                  {showPassword ? 'Gizle' : 'Göster'}
                </button>
              ) : null}
            </div>
            {fields.password.errors ? (
              <p id={fields.password.errorId} className="mt-1 text-sm text-red-300">
                {fields.password.errors.join(' ')}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? 'Giriş yapılıyor…' : 'Giriş Yap'}
          </button>
        </Form>
        {hydrated && passkey.supported ? (
          <div className="mt-4 border-t border-line pt-4">
            {passkey.message ? <FormAlert className="mb-3">{passkey.message}</FormAlert> : null}
            <button
              type="button"
              className="btn-ghost w-full"
              disabled={passkey.busy}
              onClick={() => void passkeySignIn()}
            >
              {passkey.busy ? 'Geçiş anahtarı bekleniyor…' : 'Geçiş Anahtarı Kullan'}
            </button>
            <p className="mt-2 text-center text-xs text-stone-400">
              Geçiş anahtarı eklenmiş hesaplar şifreyle değil, bu düğmeyle girer.
            </p>
          </div>
        ) : (
          <noscript>
            <p className="mt-4 text-center text-xs text-stone-400">
              Geçiş anahtarıyla (passkey) giriş için JavaScript gerekir; şifreyle giriş JavaScript olmadan çalışır.
            </p>
          </noscript>
        )}
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-stone-400 underline-offset-4 hover:text-accent hover:underline">
            Siteye dön
          </a>
        </p>
      </div>
    </main>
  );
}
