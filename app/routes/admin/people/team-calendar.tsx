/**
 * /admin/team/{id}/calendar: a team member's private calendar link (issue 19 item 2). The
 * admin creates it, sees and copies it (a phone subscribes to it), renews it (the old link
 * stops at once) or closes it. Plain POST forms; the copy button comes with JavaScript.
 */
import { useState } from 'react';
import { Form, Link, redirect } from 'react-router';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/ui/admin/admin-ui';
import { inputClass } from '~/ui/admin/content-table';
import { formatTurkishDateTime } from '~/domain/clock';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from '~/domain/member-feed';
import { noticeFrom, notFound, readAdminForm } from '~/http/admin-form.server';
import { useHydrated } from '~/ui/use-hydrated';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { closeMemberFeed, feedPath, memberFeedLink, renewMemberFeed } from '~/models/people/calendar-feeds.server';
import type { Route } from './+types/team-calendar';
import { NOT_FOUND_MESSAGES } from '~/domain/people-forms';

const NOTICES = {
  created: 'Takvim bağlantısı oluşturuldu',
  renewed: 'Takvim bağlantısı yenilendi; eski bağlantı artık çalışmıyor',
  closed: 'Takvim bağlantısı kapatıldı',
};

function memberId(params: { id?: string }): number {
  const id = params.id && /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0;
  if (id <= 0) notFound(NOT_FOUND_MESSAGES.teamMember);
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'team.write');
  const link = memberFeedLink(context.db, context.config.secretsKey, memberId(params));
  if (!link) notFound(NOT_FOUND_MESSAGES.teamMember);
  const origin = context.config.publicUrl ?? new URL(request.url).origin;
  return {
    member: { id: link.memberId, name: link.name, isActive: link.isActive },
    url: link.token ? new URL(feedPath(link.token), origin).toString() : null,
    createdAt: link.createdAt && link.token ? formatTurkishDateTime(link.createdAt) : null,
    unreadable: link.unreadable,
    notice: noticeFrom(request, NOTICES),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = actorOf(await requireAdmin(request, context, 'team.write'), context);
  const id = memberId(params);
  const read = await readAdminForm(request);
  if (!read.ok) throw new Response(read.message, { status: read.status });
  const intent = String(read.form.get('intent') ?? '');
  const base = `/admin/team/${id}/calendar`;
  if (intent === 'renew' || intent === 'create') {
    if (!renewMemberFeed(context.db, actor, context.config.secretsKey, id, context.now()))
      notFound(NOT_FOUND_MESSAGES.teamMember);
    throw redirect(`${base}?ok=${intent === 'create' ? 'created' : 'renewed'}`);
  }
  if (intent === 'close') {
    closeMemberFeed(context.db, actor, id);
    throw redirect(`${base}?ok=closed`);
  }
  throw new Response('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`Takvim Bağlantısı${data?.member ? `: ${data.member.name}` : ''}`);

function CopyButton({ text }: { text: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className="btn-ghost"
      onClick={() => {
        navigator.clipboard?.writeText(text).then(
          () => setCopied('yes'),
          () => setCopied('no'),
        ) ?? setCopied('no');
      }}
    >
      {copied === 'yes' ? 'Kopyalandı' : 'Bağlantıyı Kopyala'}
      <span className="sr-only" role="status">
        {copied === 'yes' ? 'Bağlantı kopyalandı' : copied === 'no' ? 'Kopyalanamadı; bağlantıyı seçip kopyalayın' : ''}
      </span>
    </button>
  );
}

export default function MemberCalendar({ loaderData }: Route.ComponentProps) {
  const { member, url, createdAt, unreadable, notice } = loaderData;
  return (
    <section className="max-w-3xl">
      <AdminPageHeader title={`Takvim Bağlantısı: ${member.name}`}>
        <Link to="/admin/team" className="btn-ghost">
          Ekibe Dön
        </Link>
      </AdminPageHeader>
      <div className="mb-4">
        <SuccessNotice message={notice} />
      </div>
      <div className="space-y-4 rounded-2xl border border-line bg-stone-900 p-5">
        <p className="text-stone-300">
          Bu özel bağlantı {member.name} adlı üyenin bekleyen ve onaylı randevularını telefonunun takvimine getirir (son{' '}
          {FEED_DAYS_BACK} gün ve önümüzdeki {FEED_DAYS_AHEAD} gün). Telefonda “Takvim aboneliği ekle” ile bağlantıyı
          yapıştırın; değişiklikler takvim uygulamasının yenileme sıklığıyla görünür.
        </p>
        <p className="text-sm text-stone-400">
          Bağlantıyı yalnızca bu üyeyle paylaşın: bağlantıyı bilen herkes randevuları görebilir. Paylaşıldığından
          şüphelenirseniz yenileyin.
        </p>
        {url ? (
          <>
            <div>
              <label htmlFor="takvim-baglantisi" className="mb-1 block text-sm font-medium text-stone-300">
                Takvim bağlantısı
              </label>
              <input
                id="takvim-baglantisi"
                readOnly
                value={url}
                className={`${inputClass} font-mono text-xs`}
                onFocus={(e) => e.currentTarget.select()}
              />
              {createdAt ? <p className="mt-1 text-sm text-stone-400">Oluşturulma: {createdAt}</p> : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={url} />
              <a href={url.replace(/^https?:/, 'webcal:')} className="btn-ghost">
                Takvimde Aç
              </a>
              <Form method="post">
                <input type="hidden" name="intent" value="renew" />
                <button type="submit" className="btn-primary">
                  Bağlantıyı Yenile
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="close" />
                <button type="submit" className="btn-ghost">
                  Bağlantıyı Kapat
                </button>
              </Form>
            </div>
          </>
        ) : (
          <>
            {unreadable ? (
              <p role="alert" className="rounded-xl border border-red-900 bg-red-950/60 px-4 py-3 text-sm text-red-100">
                Kayıtlı bağlantı okunamadı (gizli anahtar değişmiş olabilir). Yeni bir bağlantı oluşturun.
              </p>
            ) : (
              <p className="text-stone-300">Bu üye için henüz takvim bağlantısı yok.</p>
            )}
            <Form method="post">
              <input type="hidden" name="intent" value={unreadable ? 'renew' : 'create'} />
              <button type="submit" className="btn-primary">
                Bağlantı Oluştur
              </button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
