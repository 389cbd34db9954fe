import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useRef, useState } from 'react';
import { data, Form, Link, redirect, useNavigation, useRevalidator } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/ui/admin/admin-ui';
import {
  Card,
  CheckboxField,
  ResultLine,
  TextField,
  inputClass,
  type TestSendReply,
} from '~/routes/admin/messaging/messaging-fields';
import { useHydrated } from '~/ui/use-hydrated';
import { asPosted, postedText } from '~/domain/form-fields';
import {
  bulkMailFormSchema,
  checkBulkMail,
  MESSAGES,
  SMTP_DEFAULTS,
  smtpSettingsSchema,
  testMailSchema,
} from '~/domain/messaging-settings';
import { answer, answerInvalid, answerRefused } from '~/http/form-answer.server';
import { replyError, replyFor, type FormReply } from '~/utils/form-reply';
import { actorOf, assertMay, mayDo, requireAdmin } from '~/http/auth.server';
import { CREDENTIALS_HINT } from '~/domain/permissions';
import { bulkMailStatus, mailableCustomers, queueBulkMail, sendTestMail } from '~/models/messaging/manual-sends.server';
import { outboxCounts } from '~/models/messaging/outbox.server';
import { getSmtpRow, publicSmtpSettings, saveSmtpSettings } from '~/models/messaging/smtp.server';
import type { Route } from './+types/mail';
import { requireFormData } from '~/http/multipart.server';
import { useTypedBeforeHydration } from '~/ui/typed-before-hydration';

/**
 * Mail settings: the SMTP form (the password is never sent to the browser: blank keeps it),
 * a test mail, and the bulk mail to selected customers. The bulk mail is queued in the
 * outbox and this page follows its progress (?toplu={batch}) until every mail is sent.
 */
const tab = adminTab('/admin/mail');

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'messaging.setup');
  const url = new URL(request.url);
  const batchId = url.searchParams.get('toplu');
  const bulk = batchId ? bulkMailStatus(context.db, batchId) : null;
  return {
    smtp: publicSmtpSettings(getSmtpRow(context.db)),
    mayWriteSecrets: mayDo(session, 'credentials.write'),
    customers: mailableCustomers(context.db),
    counts: outboxCounts(context.db),
    notice:
      url.searchParams.get('ok') === 'smtp'
        ? MESSAGES.smtpSaved
        : url.searchParams.get('ok') === 'smtp-sifre'
          ? `${MESSAGES.smtpSaved}. ${MESSAGES.smtpPasswordCleared}`
          : null,
    bulk,
  };
}

type Answer = FormReply | TestSendReply | undefined;

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'messaging.setup');
  const actor = actorOf(session, context);
  const form = await requireFormData(request);
  const intent = form.get('intent');

  if (intent === 'smtp') {
    const submission = parseWithZod(form, { schema: asPosted(smtpSettingsSchema), disableAutoCoercion: true });
    // the typed password never comes back in the answer
    if (submission.status !== 'success') return answerInvalid('smtp', submission, 400, ['password']);
    // a new stored password is the owner's (credentials.write); blank keeps the stored one
    if (submission.value.password) assertMay(session, 'credentials.write');
    const saved = saveSmtpSettings(context, actor, submission.value, context.config.secretsKey);
    throw redirect(saved?.passwordCleared ? '/admin/mail?ok=smtp-sifre' : '/admin/mail?ok=smtp');
  }

  if (intent === 'test') {
    const submission = parseWithZod(form, { schema: testMailSchema, disableAutoCoercion: true });
    const result = await sendTestMail(
      context.db,
      context.config.secretsKey,
      submission.status === 'success' ? (submission.value.testEmail ?? '') : '',
    );
    return answer('test', submission, { status: result.ok ? 200 : 400, extra: { result } });
  }

  if (intent === 'bulk') {
    const submission = parseWithZod(form, { schema: bulkMailFormSchema });
    if (submission.status !== 'success') return answerInvalid('bulk', submission);
    const { subject = '', content = '', selectAll = false, customerIds = [] } = submission.value;
    const customers = mailableCustomers(context.db);
    const selectedIds = new Set(customerIds.map(Number));
    const recipients = selectAll ? customers : customers.filter((c) => selectedIds.has(c.id));
    const check = checkBulkMail(subject, content, recipients.length);
    if (!check.ok) return answerRefused('bulk', submission, check.message);
    const queued = queueBulkMail(
      context,
      actor,
      { subject: check.subject, content: check.content, recipients },
      context.now(),
    );
    if (!queued.ok) return answerRefused('bulk', submission, queued.message);
    throw redirect(`/admin/mail?toplu=${queued.batchId}#toplu-mail`);
  }

  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

function SmtpForm({
  smtp,
  mayWriteSecrets,
  answer,
  busy,
}: {
  smtp: Route.ComponentProps['loaderData']['smtp'];
  mayWriteSecrets: boolean;
  answer: Answer;
  busy: boolean;
}) {
  const lastResult = replyFor(answer, 'smtp');
  const [form, fields] = useServerForm({ id: 'smtp-settings', lastResult });
  const v = lastResult ? postedText(lastResult.initialValue) : undefined;
  const e = Object.fromEntries(
    ['host', 'port', 'username', 'password', 'fromEmail', 'fromName'].map((name) => [name, fields[name]?.errors?.[0]]),
  );
  const value = (name: string, saved: string | number | null | undefined) => (v ? v[name] : saved) ?? '';
  const checked = (name: string, saved: boolean) => (v ? v[name] === 'on' : saved);
  return (
    <Form method="post" className="space-y-4" aria-label="SMTP ayarları" id={form.id}>
      <input type="hidden" name="intent" value="smtp" />
      {form.status === 'error' ? <ResultLine result={{ ok: false, message: MESSAGES.smtpNotSaved }} /> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField
          name="host"
          label="SMTP sunucusu"
          required
          placeholder="smtp.ornek.com"
          defaultValue={value('host', smtp?.host)}
          error={e.host}
          autoComplete="off"
        />
        <TextField
          name="port"
          label="Port"
          type="number"
          inputMode="numeric"
          defaultValue={value('port', smtp?.port ?? SMTP_DEFAULTS.port)}
          error={e.port}
        />
      </div>
      <CheckboxField
        name="secure"
        label="Güvenli bağlantı (TLS)"
        hint="465 numaralı portta doğrudan TLS, diğer portlarda STARTTLS kullanılır."
        defaultChecked={checked('secure', smtp?.secure ?? SMTP_DEFAULTS.secure)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="username"
          label="Kullanıcı adı"
          defaultValue={value('username', smtp?.username)}
          error={e.username}
          autoComplete="off"
        />
        <TextField
          name="password"
          label="Şifre"
          type="password"
          autoComplete="new-password"
          placeholder={smtp?.hasPassword ? '•••••••• (kayıtlı)' : ''}
          hint={
            !mayWriteSecrets
              ? CREDENTIALS_HINT
              : smtp?.hasPassword
                ? MESSAGES.smtpPasswordHint
                : 'Şifre şifrelenerek saklanır ve bir daha gösterilmez.'
          }
          disabled={!mayWriteSecrets}
          error={e.password}
        />
        <TextField
          name="fromEmail"
          label="Gönderen e-posta"
          type="email"
          required
          defaultValue={value('fromEmail', smtp?.fromEmail)}
          error={e.fromEmail}
          autoComplete="off"
        />
        <TextField
          name="fromName"
          label="Gönderen adı"
          placeholder="Sheva Nail Art Studio"
          defaultValue={value('fromName', smtp?.fromName)}
          error={e.fromName}
          autoComplete="off"
        />
      </div>
      <CheckboxField
        name="isActive"
        label="Aktif"
        hint="Kapalıyken müşterilere hiçbir e-posta gönderilmez."
        defaultChecked={checked('isActive', smtp?.isActive ?? SMTP_DEFAULTS.isActive)}
      />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Kaydediliyor...' : 'Kaydet'}
      </button>
    </Form>
  );
}

function TestMailForm({ answer, busy }: { answer: Answer; busy: boolean }) {
  const test = answer?.intent === 'test' && 'result' in answer ? answer : undefined;
  const [address, setAddress] = useState(test ? (postedText(test.lastResult.initialValue).testEmail ?? '') : '');
  const hydrated = useHydrated();
  // an address typed before the page hydrated stays (docs/decisions/0539)
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  return (
    <Form ref={formRef} method="post" className="space-y-4" aria-label="Test e-postası">
      <input type="hidden" name="intent" value="test" />
      <TextField
        name="testEmail"
        label="Test e-posta adresi"
        type="email"
        autoComplete="email"
        placeholder="ornek@eposta.com"
        value={address}
        onChange={setAddress}
      />
      <button type="submit" className="btn-ghost" disabled={busy || (hydrated && !address.trim())}>
        {busy ? 'Gönderiliyor...' : 'Test Maili Gönder'}
      </button>
      <ResultLine result={test?.result} />
    </Form>
  );
}

function BulkProgress({ bulk }: { bulk: NonNullable<Route.ComponentProps['loaderData']['bulk']> }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (bulk.done) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [bulk.done, revalidator]);
  const handled = bulk.sent + bulk.failed;
  return (
    <div className="space-y-2 rounded-xl border border-line bg-stone-950 p-4" data-testid="bulk-progress">
      {bulk.done ? null : (
        <noscript>
          <meta httpEquiv="refresh" content="2" />
        </noscript>
      )}
      <label htmlFor="bulk-progress-bar" className="text-sm text-stone-300">
        Toplu mail ilerlemesi
      </label>
      <progress
        id="bulk-progress-bar"
        max={bulk.total}
        value={handled}
        className="block h-3 w-full accent-[var(--color-accent)]"
      >
        {handled} / {bulk.total}
      </progress>
      <p
        role="status"
        aria-live="polite"
        className={
          bulk.done && bulk.failed === 0
            ? 'font-medium text-emerald-200'
            : bulk.failed > 0
              ? 'text-amber-200'
              : 'text-stone-200'
        }
      >
        {bulk.done && bulk.failed === 0 ? '✓ ' : ''}
        {bulk.message}
      </p>
      {bulk.failed > 0 ? (
        <Link
          to="/admin/outbox?durum=failed"
          className="inline-flex min-h-11 items-center text-sm text-accent underline-offset-4 hover:underline"
        >
          Gönderilemeyenleri gör ve tekrar dene →
        </Link>
      ) : null}
    </div>
  );
}

function BulkMailForm({
  customers,
  answer,
  busy,
}: {
  customers: Route.ComponentProps['loaderData']['customers'];
  answer: Answer;
  busy: boolean;
}) {
  // after a refused send (also without JavaScript) the texts and the ticked customers stay
  const posted = replyFor(answer, 'bulk')?.initialValue;
  const message = replyError(answer, 'bulk');
  const text = (name: 'subject' | 'content') => (typeof posted?.[name] === 'string' ? posted[name] : undefined);
  const [selected, setSelected] = useState<Set<number>>(() =>
    posted?.selectAll === 'on'
      ? new Set(customers.map((c) => c.id))
      : new Set([posted?.customerIds ?? []].flat().map(Number)),
  );
  const allSelected = customers.length > 0 && selected.size === customers.length;
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // customers ticked before the page hydrated stay ticked (docs/decisions/0539)
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  return (
    <Form ref={formRef} method="post" className="space-y-4" aria-label="Toplu mail">
      <input type="hidden" name="intent" value="bulk" />
      <TextField name="subject" label="Konu" defaultValue={text('subject')} autoComplete="off" />
      <div>
        <label htmlFor="f-content" className="text-sm font-medium">
          İçerik
        </label>
        <textarea id="f-content" name="content" rows={6} defaultValue={text('content')} className={inputClass} />
      </div>
      <fieldset className="rounded-xl border border-line p-3">
        <legend className="px-1 text-sm font-medium">Alıcılar</legend>
        {customers.length === 0 ? (
          <p className="text-sm text-stone-400">E-posta adresi olan müşteri yok.</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2">
              <label className="flex min-h-11 items-center gap-3 font-medium">
                <input
                  type="checkbox"
                  name="selectAll"
                  checked={allSelected}
                  onChange={(e) => setSelected(e.target.checked ? new Set(customers.map((c) => c.id)) : new Set())}
                  className="size-5 accent-[var(--color-accent)]"
                />
                Tümünü seç
              </label>
              <span className="text-sm text-stone-400" aria-live="polite">
                {selected.size} / {customers.length} seçili
              </span>
            </div>
            <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto pr-1" data-testid="bulk-customer-list">
              {customers.map((c) => (
                <li key={c.id}>
                  <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-stone-800">
                    <input
                      type="checkbox"
                      name="customerIds"
                      value={c.id}
                      checked={selected.has(c.id)}
                      onChange={(e) => toggle(c.id, e.target.checked)}
                      className="size-5 shrink-0 accent-[var(--color-accent)]"
                    />
                    <span className="min-w-0">
                      <span className="block truncate">{c.name}</span>
                      <span className="block truncate text-xs text-stone-400">{c.email}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
      </fieldset>
      <ResultLine result={message ? { ok: false, message } : null} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Sıraya alınıyor...' : 'Mail Gönder'}
      </button>
    </Form>
  );
}

export default function AdminMail({ loaderData, actionData }: Route.ComponentProps) {
  const { smtp, customers, counts, notice, bulk } = loaderData;
  const navigation = useNavigation();
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const answer = actionData as Answer;
  return (
    <section>
      <AdminPageHeader title={tab.label}>
        <Link to="/admin/outbox" className="btn-ghost px-4">
          Gönderim kuyruğu{counts.failed > 0 ? ` (${counts.failed} başarısız)` : ''}
          {counts.waiting > 0 ? ` (${counts.waiting} kanal bekliyor)` : ''}
        </Link>
      </AdminPageHeader>
      <div className="mb-6">
        <SuccessNotice message={notice} />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="space-y-6">
          <Card title="SMTP Ayarları" id="smtp">
            <SmtpForm
              key={smtp?.updatedAt.toString() ?? 'new'}
              smtp={smtp}
              mayWriteSecrets={loaderData.mayWriteSecrets}
              answer={answer}
              busy={busyIntent === 'smtp'}
            />
          </Card>
          <Card title="Test Maili" id="test-mail">
            <TestMailForm answer={answer} busy={busyIntent === 'test'} />
          </Card>
        </div>
        <div id="toplu-mail">
          <Card title="Toplu Mail" id="bulk">
            <div className="space-y-4">
              {bulk ? <BulkProgress bulk={bulk} /> : null}
              {!smtp?.isActive ? (
                <p className="text-sm text-amber-200">
                  Mail gönderebilmek için önce SMTP ayarlarını kaydedip aktif edin.
                </p>
              ) : null}
              <BulkMailForm customers={customers} answer={answer} busy={busyIntent === 'bulk'} />
            </div>
          </Card>
        </div>
      </div>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
