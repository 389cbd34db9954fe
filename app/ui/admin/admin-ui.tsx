/**
 * Shared pieces of the back office shell: the error banner (any screen can raise it with
 * `useAdminUi().showError`), the global pending indicator, success notices that hide after
 * 3 seconds, the screen heading, and the admin error boundary that keeps the menu.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { isRouteErrorResponse, useFetchers, useNavigation, useRouteError } from 'react-router';
import { FORBIDDEN_MESSAGE, FORBIDDEN_TITLE } from '~/domain/permissions';

export const NOTICE_HIDE_MS = 3000;
export { NETWORK_ERROR_MESSAGE } from '~/ui/network-guard';

type AdminUi = { showError: (message: string) => void; clearError: () => void };
export const AdminUiContext = createContext<AdminUi>({ showError: () => {}, clearError: () => {} });

/** Raise or clear the shell's dismissible error banner from any admin screen. */
export function useAdminUi(): AdminUi {
  return useContext(AdminUiContext);
}

/** A dismissible error banner (role alert) with optional extra actions. */
export function ErrorBanner({
  message,
  onDismiss,
  children,
}: {
  message: string;
  onDismiss?: () => void;
  children?: React.ReactNode;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 border-b border-red-900 bg-red-950/90 px-4 py-2 text-sm text-red-100"
    >
      <span aria-hidden="true">⚠️</span>
      <p className="min-w-0 flex-1">{message}</p>
      {children}
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-lg text-red-100 hover:bg-red-900"
          aria-label="Uyarıyı kapat"
        >
          ✕
        </button>
      ) : null}
    </div>
  );
}

/** A thin bar at the top and an aria-live status while a navigation, submission or fetcher runs. */
export function PendingIndicator() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
  return (
    <>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-1 overflow-hidden transition-opacity ${busy ? 'opacity-100 delay-150' : 'opacity-0'}`}
      >
        <div className="h-full w-full animate-pulse bg-accent" />
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="admin-pending">
        {busy ? 'Yükleniyor…' : ''}
      </p>
    </>
  );
}

/** A success notice; with JavaScript it hides itself after 3 seconds. */
export function SuccessNotice({ message }: { message: string | null | undefined }) {
  const [visible, setVisible] = useState(Boolean(message));
  useEffect(() => {
    setVisible(Boolean(message));
    if (!message) return;
    const timer = setTimeout(() => setVisible(false), NOTICE_HIDE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  if (!message || !visible) return null;
  return (
    <p
      role="status"
      className="rounded-xl border border-emerald-800 bg-emerald-950/80 px-4 py-3 text-sm text-emerald-100"
    >
      ✓ {message}
    </p>
  );
}

/** The heading row of an admin screen. */
export function AdminPageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-2xl font-semibold">{title}</h2>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

/** Turkish text for an error caught by an admin route. */
export function adminErrorText(error: unknown): { title: string; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404)
      return { title: 'Kayıt bulunamadı', message: 'Aradığınız kayıt silinmiş ya da hiç var olmamış olabilir.' };
    if (error.status === 403)
      return {
        title: 'İşlem reddedildi',
        message: typeof error.data === 'string' && error.data ? error.data : 'Bu işlem için yetkiniz yok.',
      };
    if (error.status < 500)
      return {
        title: 'İstek işlenemedi',
        message:
          typeof error.data === 'string' && error.data
            ? error.data
            : 'Lütfen girdiğiniz bilgileri kontrol edip tekrar deneyin.',
      };
    if (error.status === 503 && typeof error.data === 'string' && error.data)
      return { title: 'Değişiklik kaydedilemedi', message: error.data };
  }
  return {
    title: 'Beklenmeyen bir hata oluştu',
    message: 'Bir şeyler ters gitti. Lütfen sayfayı yenileyin veya biraz sonra tekrar deneyin.',
  };
}

/** Whether an error is the permission refusal (a role without the screen's or the write's permission). */
export function isForbidden(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 403 && error.data === FORBIDDEN_MESSAGE;
}

/**
 * The 403 page inside the admin shell (docs/decisions/0380): 'Bu sayfaya erişim yetkiniz
 * yok', what to do, and the way back to the account's own start page (/admin: the dashboard,
 * or an artist's own day).
 */
export function ForbiddenNotice() {
  return (
    <section
      role="alert"
      aria-labelledby="yetki-yok"
      className="mx-auto max-w-xl rounded-2xl border border-amber-800/70 bg-stone-900 p-6 sm:p-8"
      data-testid="forbidden"
    >
      <p
        aria-hidden="true"
        className="grid size-12 place-items-center rounded-full bg-amber-950 text-2xl text-amber-200"
      >
        🔒
      </p>
      <p className="mt-4 text-sm font-semibold tracking-wide text-amber-200">403 · Yetki yok</p>
      <h2 id="yetki-yok" className="mt-1 text-2xl font-semibold text-stone-50">
        {FORBIDDEN_TITLE}
      </h2>
      <p className="mt-3 text-stone-300">{FORBIDDEN_MESSAGE}</p>
      <p className="mt-2 text-sm text-stone-400">Menüde yalnızca rolünüzün açabileceği sayfalar görünür.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href="/admin" className="btn-primary">
          Yönetim Paneline Dön
        </a>
        <a href="/admin/profil" className="btn-ghost">
          Profilim
        </a>
      </div>
    </section>
  );
}

/**
 * The error boundary of admin screens: export it from every admin child route
 * (`export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui'`)
 * so an error replaces only the screen, not the menu.
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  if (isForbidden(error)) return <ForbiddenNotice />;
  const { title, message } = adminErrorText(error);
  return (
    <section role="alert" className="rounded-2xl border border-red-900 bg-red-950/40 p-6">
      <h2 className="text-xl font-semibold text-red-100">{title}</h2>
      <p className="mt-2 text-red-100/90">{message}</p>
      {/* biome-ignore lint/a11y/useValidAnchor: an empty href reloads this page, with or without JavaScript */}
      <a href="" className="btn-ghost mt-4">
        Sayfayı Yenile
      </a>
    </section>
  );
}

/** A tab that another issue builds. */
export function AdminPlaceholder({ title }: { title: string }) {
  return (
    <section>
      <AdminPageHeader title={title} />
      <p className="rounded-2xl border border-line bg-stone-900/60 p-6 text-stone-300">Bu bölüm hazırlanıyor</p>
    </section>
  );
}
