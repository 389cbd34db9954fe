/**
 * /admin/kvkk — the privacy notice (KVKK Aydınlatma Metni): the current version, every older
 * version readable (?surum=N), and publishing a new version (a new row; old ones never
 * change, because bookings point at the version their customer accepted). A plain form.
 */
import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/ui/admin/admin-ui';
import { FormErrors, inputClass } from '~/ui/admin/content-ui';
import { KvkkText, noticeVersionLabel } from '~/ui/kvkk-text';
import { KVKK_MESSAGES, KVKK_PATH, NOTICE_MAX_LENGTH, publishNoticeSchema } from '~/domain/kvkk';
import { idParam, noticeFrom, readAdminForm } from '~/http/admin-form.server';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { erasureRetentionText } from '~/domain/replication';
import { currentNotice, getNotice, listNotices, publishNotice } from '~/models/content/kvkk.server';
import { answerInvalid, replyWithError } from '~/http/form-answer.server';
import { postedText } from '~/domain/form-fields';
import { replyFor, type FormReply } from '~/utils/form-reply';
import type { Route } from './+types/kvkk';

const tab = adminTab('/admin/kvkk');
const NOTICES = { published: KVKK_MESSAGES.published };

const serialize = (n: { version: number; body: string; publishedAt: Date }) => ({
  version: n.version,
  body: n.body,
  publishedAt: n.publishedAt.toISOString(),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'content.write');
  const current = currentNotice(context.db);
  const asked = idParam(request, 'surum');
  const shown = asked ? getNotice(context.db, asked) : current;
  if (asked && !shown) throw data('Sürüm bulunamadı', { status: 404 });
  return {
    current: current ? serialize(current) : null,
    shown: shown ? serialize(shown) : null,
    versions: listNotices(context.db)
      .map((v) => ({ version: v.version, publishedAt: v.publishedAt.toISOString() }))
      .reverse(),
    notice: noticeFrom(request, NOTICES),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'content.write');
  const read = await readAdminForm(request);
  if (!read.ok) return replyWithError('publish', read.message, read.status);
  const form = read.form;
  if (form.get('intent') !== 'publish') throw data('Bilinmeyen işlem', { status: 400 });
  const submission = parseWithZod(form, { schema: publishNoticeSchema(currentNotice(context.db)?.body ?? null) });
  if (submission.status !== 'success') return answerInvalid('publish', submission);
  const { body } = submission.value;
  context.db.transaction(
    (tx) => publishNotice(tx, actorOf(session, context), { body, now: context.now(), userId: session.user.id }),
    { behavior: 'immediate' },
  );
  throw redirect('/admin/kvkk?ok=published');
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export default function AdminKvkk({ loaderData, actionData }: Route.ComponentProps) {
  const { current, shown, versions, notice } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const lastResult = replyFor(actionData as FormReply | undefined, 'publish');
  const [form, fields] = useServerForm({ id: 'kvkk-publish', lastResult });
  // the body's first message, or the form's (a body that could not be read), above the text
  const error = fields.body?.errors?.[0] ?? form.errors?.[0];
  const typed = lastResult ? postedText(lastResult.initialValue).body : undefined;
  const isOld = shown && current && shown.version !== current.version;
  return (
    <section className="space-y-8">
      <AdminPageHeader title={tab.label}>
        <p className="text-sm text-stone-400">
          {current ? `Güncel: ${noticeVersionLabel(current)}` : 'Henüz yayınlanmış metin yok'}
        </p>
      </AdminPageHeader>
      <SuccessNotice message={notice} />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article aria-labelledby="kvkk-shown" className="rounded-2xl border border-line p-5">
          <h2 id="kvkk-shown" className="text-lg font-semibold">
            {shown ? `${isOld ? 'Eski sürüm' : 'Yayındaki metin'} — ${noticeVersionLabel(shown)}` : 'Metin yok'}
          </h2>
          {isOld ? (
            <p className="mt-1 text-sm text-amber-200">
              Bu sürüm artık yayında değil; bu sürümü onaylamış randevular için saklanır.
            </p>
          ) : null}
          {shown ? (
            <div className="mt-4">
              <KvkkText body={shown.body} />
            </div>
          ) : null}
        </article>
        <nav aria-label="Sürümler" className="rounded-2xl border border-line p-5 text-sm">
          <h2 className="font-semibold">Sürümler</h2>
          <ul className="mt-3 space-y-1">
            {versions.map((v) => (
              <li key={v.version}>
                <Link
                  to={v.version === current?.version ? '/admin/kvkk' : `/admin/kvkk?surum=${v.version}`}
                  aria-current={v.version === shown?.version ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:text-accent hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-accent"
                >
                  {noticeVersionLabel(v)}
                </Link>
              </li>
            ))}
          </ul>
          <a
            href={KVKK_PATH}
            target="_blank"
            rel="noopener"
            className="mt-4 inline-flex min-h-11 items-center underline underline-offset-4 hover:text-accent"
          >
            Sitede görüntüle<span className="sr-only"> (yeni sekmede açılır)</span>
          </a>
        </nav>
      </div>

      <Form method="post" className="space-y-4 rounded-2xl border border-line p-5" id={form.id}>
        <h2 className="text-lg font-semibold">Yeni Sürüm Yayınla</h2>
        <p id="kvkk-body-hint" className="text-sm text-stone-400">
          Yayınlanan metin yeni bir sürüm olur; randevu formu bundan sonra bu sürümün onayını ister. Eski sürümler
          değişmez. Biçim: boş satır yeni paragraf, “# ” ile başlayan satır başlık, “- ” ile başlayan satır madde.
        </p>
        <p className="text-sm text-stone-400">
          Yedekler: {erasureRetentionText()} Metnin “Saklama süresi” bölümü bunu söylemeli.
        </p>
        <FormErrors errors={error ? [error] : undefined} id="kvkk-body-error" />
        <input type="hidden" name="intent" value="publish" />
        <div>
          <label htmlFor="kvkk-body" className="text-sm font-medium">
            Metin
          </label>
          <textarea
            id="kvkk-body"
            name="body"
            rows={18}
            maxLength={NOTICE_MAX_LENGTH}
            defaultValue={typed || current?.body || ''}
            aria-describedby={error ? 'kvkk-body-hint kvkk-body-error' : 'kvkk-body-hint'}
            aria-invalid={error ? true : undefined}
            className={`${inputClass} font-mono text-sm`}
          />
        </div>
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Yayınlanıyor...' : 'Yeni Sürümü Yayınla'}
          </button>
        </div>
      </Form>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
