import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/ui/admin/admin-ui';
import { CHANNEL_LABELS, topicLabel } from '~/domain/message-topics';
import { OUTBOX_MAX_ATTEMPTS, OUTBOX_STATUS_LABELS, retryMessageSchema } from '~/domain/outbox';
import { formatTurkishDateTime } from '~/domain/clock';
import { actorOf, requireAdmin } from '~/http/auth.server';
import {
  listMessages,
  outboxCounts,
  retryAllFailed,
  retryMessage,
  type OutboxRow,
} from '~/models/messaging/outbox.server';
import type { Route } from './+types/outbox';
import { requireFormData } from '~/http/multipart.server';

/**
 * The outbox as the admin sees it: what waits, what went out, what failed and why, with a
 * "send again" for failed messages (one or all). Linked from the mail and Telegram screens.
 */
const FILTERS = {
  failed: 'Başarısız',
  pending: 'Bekleyen',
  waiting: OUTBOX_STATUS_LABELS.waiting,
  sent: 'Gönderilen',
  expired: OUTBOX_STATUS_LABELS.expired,
  refused: 'Reddedilen',
  all: 'Tümü',
} as const;
type Filter = keyof typeof FILTERS;
const STATUS_TEXT: Record<OutboxRow['status'], { label: string; className: string }> = {
  pending: { label: OUTBOX_STATUS_LABELS.pending, className: 'border-yellow-500/50 bg-yellow-400/15 text-yellow-200' },
  sent: { label: OUTBOX_STATUS_LABELS.sent, className: 'border-emerald-500/50 bg-emerald-400/15 text-emerald-200' },
  failed: { label: OUTBOX_STATUS_LABELS.failed, className: 'border-red-500/50 bg-red-400/15 text-red-200' },
  waiting: { label: OUTBOX_STATUS_LABELS.waiting, className: 'border-sky-500/50 bg-sky-400/15 text-sky-200' },
  expired: { label: OUTBOX_STATUS_LABELS.expired, className: 'border-stone-500/50 bg-stone-400/15 text-stone-200' },
  // never sent by a rule (daily cap, opt-out, stale code): the reason beside it (docs/decisions/0331)
  refused: { label: OUTBOX_STATUS_LABELS.refused, className: 'border-stone-500/60 bg-stone-400/15 text-stone-200' },
};

function isFilter(value: string | null): value is Filter {
  return value !== null && Object.hasOwn(FILTERS, value);
}

function recipientOf(row: OutboxRow): string {
  const p = row.payload as { to?: unknown; customerName?: unknown; name?: unknown };
  const who = typeof p.customerName === 'string' ? p.customerName : typeof p.name === 'string' ? p.name : null;
  if (row.channel !== 'email') return who ? `${CHANNEL_LABELS[row.channel]} · ${who}` : CHANNEL_LABELS[row.channel];
  const to = typeof p.to === 'string' ? p.to : null;
  return [who, to].filter(Boolean).join(' · ') || 'E-posta';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'messaging.setup');
  const url = new URL(request.url);
  const param = url.searchParams.get('durum');
  const counts = outboxCounts(context.db);
  const filter: Filter = isFilter(param) ? param : counts.failed > 0 ? 'failed' : 'all';
  const rows = listMessages(context.db, { status: filter === 'all' ? undefined : filter, limit: 100 });
  const ok = url.searchParams.get('ok');
  return {
    counts,
    filter,
    notice: ok ? `${ok} mesaj yeniden gönderim için sıraya alındı` : null,
    messages: rows.map((r) => ({
      id: r.id,
      status: r.status,
      topic: topicLabel(r.topic, r.channel),
      recipient: recipientOf(r),
      attempts: r.attempts,
      lastError: r.lastError,
      refusalReason: r.refusalReason,
      createdText: formatTurkishDateTime(r.createdAt),
      sentText: r.sentAt ? formatTurkishDateTime(r.sentAt) : null,
      nextText: r.status === 'pending' ? formatTurkishDateTime(r.nextAttemptAt) : null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireAdmin(request, context, 'messaging.setup'), context);
  const form = await requireFormData(request);
  const intent = form.get('intent');
  const now = new Date(); // the worker's clock: "due now" must be real time
  let count = 0;
  if (intent === 'retry') {
    const submission = parseWithZod(form, { schema: retryMessageSchema });
    count = submission.status === 'success' && retryMessage(context, actor, submission.value.id, now) ? 1 : 0;
  } else if (intent === 'retry-all') count = retryAllFailed(context, actor, now);
  else throw data('Bilinmeyen işlem', { status: 400 });
  throw redirect(`/admin/outbox?durum=${count > 0 ? 'pending' : 'failed'}&ok=${count}`);
}

export const meta: Route.MetaFunction = () => adminMeta('Gönderim Kuyruğu');

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { counts, filter, messages, notice } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <section>
      <AdminPageHeader title="Gönderim Kuyruğu">
        <Link to="/admin/mail" className="btn-ghost px-4">
          Mail Ayarları
        </Link>
        <Link to="/admin/telegram" className="btn-ghost px-4">
          Telegram Bot
        </Link>
      </AdminPageHeader>
      <p className="mb-4 max-w-3xl text-sm text-stone-400">
        E-postalar ve Telegram bildirimleri buradan sırayla gönderilir. Gönderilemeyen bir mesaj artan aralıklarla{' '}
        {OUTBOX_MAX_ATTEMPTS} kez denenir; yine gönderilemezse “Başarısız” olur ve buradan tekrar gönderilebilir.
        Müşteriye gidecek bir mesajın kanalı (ör. mail ayarları) henüz kurulu değilse mesaj “Kanal bekliyor” olarak
        saklanır ve kanal açılınca, hâlâ anlamlıysa gönderilir; anlamını yitirenler (geçmiş bir randevunun onayı gibi)
        “Süresi doldu” olur. Bir kural yüzünden hiç gönderilmeyen mesajlar (günlük sınır, bildirim iptali) nedenleriyle
        “Reddedilen” altında görünür.
      </p>
      <div className="mb-4">
        <SuccessNotice message={notice} />
      </div>
      <nav aria-label="Durum filtresi" className="mb-4 flex flex-wrap gap-2">
        {(Object.keys(FILTERS) as Filter[]).map((f) => (
          <Link
            key={f}
            to={`/admin/outbox?durum=${f}`}
            aria-current={f === filter ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${f === filter ? 'border-accent bg-accent text-ink' : 'border-line text-stone-200 hover:border-accent'}`}
          >
            {FILTERS[f]}
            {f !== 'all' ? <span className="ml-2 tabular-nums">({counts[f]})</span> : null}
          </Link>
        ))}
        {counts.failed > 0 ? (
          <Form method="post" className="ml-auto">
            <input type="hidden" name="intent" value="retry-all" />
            <button type="submit" className="btn-primary px-4" disabled={busy}>
              Tüm başarısızları tekrar gönder
            </button>
          </Form>
        ) : null}
      </nav>
      {messages.length === 0 ? (
        <p className="rounded-2xl border border-line bg-stone-900 p-6 text-center text-stone-400">
          Bu durumda mesaj yok.
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-stone-900" aria-label="Mesajlar">
          {messages.map((m) => (
            <li
              key={m.id}
              className="flex flex-wrap items-start justify-between gap-3 px-5 py-4"
              data-testid="outbox-message"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {m.topic} <span className="text-stone-400">→ {m.recipient}</span>
                </p>
                <p className="text-sm text-stone-400">
                  Oluşturuldu: {m.createdText}
                  {m.sentText ? ` · Gönderildi: ${m.sentText}` : ''}
                  {m.nextText && m.attempts > 0 ? ` · Sonraki deneme: ${m.nextText}` : ''} · Deneme: {m.attempts}
                </p>
                {m.lastError && m.status !== 'sent' && m.status !== 'refused' ? (
                  <p
                    className={`mt-1 break-words text-sm ${m.status === 'waiting' || m.status === 'expired' ? 'text-stone-300' : 'text-red-300'}`}
                  >
                    {m.status === 'waiting' || m.status === 'expired' ? 'Not' : 'Hata'}: {m.lastError}
                  </p>
                ) : null}
                {m.status === 'refused' && m.refusalReason ? (
                  <p className="mt-1 break-words text-sm text-stone-300" data-testid="refusal-reason">
                    Neden: {m.refusalReason}
                  </p>
                ) : null}
              </div>
              <div className="flex items-center gap-3">
                <span
                  className={`inline-flex items-center rounded-full border px-2.5 py-1 text-xs font-semibold ${STATUS_TEXT[m.status].className}`}
                >
                  {STATUS_TEXT[m.status].label}
                </span>
                {m.status === 'failed' ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="id" value={m.id} />
                    <button
                      type="submit"
                      className="btn-ghost px-4"
                      disabled={busy}
                      aria-label={`Tekrar gönder: ${m.topic} → ${m.recipient}`}
                    >
                      Tekrar gönder
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
