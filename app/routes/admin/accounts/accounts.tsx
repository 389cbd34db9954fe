/**
 * /admin/hesaplar ('Hesaplar', the owner only: accounts.manage; issue 26 item 1,
 * docs/decisions/0354, 0383): the studio's people with their role, invite someone (a one-time
 * link to copy, also e-mailed through the outbox), change a role, name, e-mail or team member,
 * a new link, deactivate (every session, token, open websocket and calendar feed ends at once)
 * and reactivate; and the owner's switch "Uzman müşteri iletişim bilgilerini görebilir".
 * Every form is a plain POST (works without JavaScript); copying the link uses the clipboard
 * when there is JavaScript, else the link is selectable text.
 */
import { getInputProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { Form, Link, redirect } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { ConfirmForm, FieldErrors, SelectField, TextField, useBusy } from '~/ui/admin/content-ui';
import { CrudPage, crudForm, replyError, replyFor, type Column, type CrudTexts } from '~/ui/admin/crud';
import { Dialog } from '~/ui/admin/dialog';
import { useHydrated } from '~/ui/use-hydrated';
import { formatTurkishDateTime } from '~/domain/clock';
import { ACCOUNT_TEXTS, accountSchema } from '~/domain/accounts';
import { MEMBER_CONTACT_SETTING_LABEL, ROLE_DESCRIPTIONS, ROLE_NAMES, ROLES } from '~/domain/permissions';
import { formId, idParam } from '~/http/admin-form.server';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { crudAction, crudDialogs, type CrudConfig } from '~/http/crud.server';
import { answerInvalid, replyWithError } from '~/http/form-answer.server';
import {
  createAccount,
  deactivateAccount,
  listAccounts,
  openInvitationLink,
  reactivateAccount,
  reinviteAccount,
  updateAccount,
  type AccountItem,
} from '~/models/auth/accounts.server';
import { listPasskeys, removePasskey } from '~/models/auth/passkeys.server';
import { PasskeyList, passkeyRows } from './passkey-list';
import { PASSKEY_TEXTS, passkeyRemoveFormSchema } from '~/domain/passkeys';
import { listTeamAdmin } from '~/models/people/team.server';
import { readSetting, writeSetting } from '~/models/settings/registry.server';
import { memberContactFormSchema } from '~/domain/settings';
import type { Route } from './+types/accounts';

const tab = adminTab('/admin/hesaplar');
const BASE = '/admin/hesaplar';
const NOTICES = {
  created: ACCOUNT_TEXTS.created,
  updated: ACCOUNT_TEXTS.updated,
  deactivated: ACCOUNT_TEXTS.deactivated,
  reactivated: 'Hesap yeniden etkinleştirildi; kendi şifresiyle giriş yapabilir.',
  'reactivated-invite': ACCOUNT_TEXTS.reactivated,
  reinvited: ACCOUNT_TEXTS.reinvited,
  'reinvited-passkeys': `${ACCOUNT_TEXTS.reinvited}. Hesabın ${ACCOUNT_TEXTS.passkeysRemoved}`,
  'deactivated-passkeys': `${ACCOUNT_TEXTS.deactivated}. Hesabın ${ACCOUNT_TEXTS.passkeysRemoved}`,
  'invitation-renewed': ACCOUNT_TEXTS.invitationRenewed,
  'passkey-removed': PASSKEY_TEXTS.removedByOwner,
  contact: 'Uzmanların müşteri iletişim bilgisi ayarı kaydedildi.',
};
const CRUD: CrudConfig = {
  back: BASE,
  missing: ACCOUNT_TEXTS.notFound,
  notices: NOTICES,
  readFailedPrefix: 'Hesap kaydedilemedi: ',
};

/** The full invitation link: PUBLIC_URL, else this request's own origin. */
const absolute = (request: Request, publicUrl: string | undefined, path: string) =>
  new URL(path, publicUrl ?? request.url).href;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'accounts.manage');
  const now = context.now();
  const accounts = listAccounts(context.db, now);
  const find = (id: number) => accounts.find((a) => a.id === id);
  const dialogs = crudDialogs(
    request,
    CRUD,
    find,
    (a) => a.name,
    (a) => ({
      values: {
        name: a.name,
        email: a.email,
        role: a.role,
        teamMemberId: a.teamMemberId === null ? '' : String(a.teamMemberId),
      },
    }),
  );
  const inviteId = idParam(request, 'davet');
  const inviting = inviteId === null ? null : (find(inviteId) ?? null);
  const link = inviting ? openInvitationLink(context.db, inviting.id, context.config.secretsKey, now) : null;
  const statusId = idParam(request, 'durum');
  const keysId = idParam(request, 'anahtarlar');
  const keysOf = keysId === null ? null : (find(keysId) ?? null);
  const taken = new Map(
    accounts.filter((a) => a.active && a.teamMemberId !== null).map((a) => [a.teamMemberId!, a.name]),
  );
  return {
    selfId: session.user.id,
    accounts,
    dialogs,
    invitation: inviting && {
      account: { id: inviting.id, name: inviting.name, email: inviting.email, active: inviting.active },
      link: link && { url: absolute(request, context.config.publicUrl, link.path), expiresAt: link.expiresAt },
    },
    status: statusId === null ? null : (find(statusId) ?? null),
    // the owner sees and removes any account's passkeys (issue 37)
    passkeys: keysOf && {
      account: { id: keysOf.id, name: keysOf.name, hasPassword: keysOf.hasPassword },
      list: passkeyRows(listPasskeys(context.db, keysOf.id)),
    },
    members: listTeamAdmin(context.db).map((m) => ({
      id: m.id,
      name: m.name,
      isActive: m.isActive,
      takenBy: taken.get(m.id) ?? null,
    })),
    memberSeesContact: readSetting(context.db, 'memberSeesContact'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'accounts.manage');
  const actor = actorOf(session, context);
  const done = (query: string): never => {
    throw redirect(`${BASE}?${query}`);
  };
  return crudAction(request, CRUD, accountSchema, {
    save: (id, value) => {
      if (id === undefined) {
        const created = createAccount(context, actor, value);
        if (!created.ok) return { ok: false, fieldErrors: { [created.field ?? '']: [created.message] } };
        return done(`ok=created&davet=${created.account.id}`);
      }
      const updated = updateAccount(context, actor, id, value);
      if (updated.ok && updated.invitationRenewed) return done(`ok=invitation-renewed&davet=${id}`);
      if (updated.ok) return { ok: true };
      return updated.status === 404
        ? { ok: false, notFound: true }
        : { ok: false, fieldErrors: { [updated.field ?? '']: [updated.message] } };
    },
    intents: {
      reinvite: (form) => {
        const id = formId(form);
        const result = reinviteAccount(context, actor, id);
        if (!result.ok) return replyWithError('reinvite', result.message, result.status);
        return done(`ok=${result.passkeysRemoved ? 'reinvited-passkeys' : 'reinvited'}&davet=${id}`);
      },
      deactivate: (form) => {
        const result = deactivateAccount(context, actor, formId(form));
        if (!result.ok) return replyWithError('status', result.message, result.status);
        return done(result.passkeysRemoved ? 'ok=deactivated-passkeys' : 'ok=deactivated');
      },
      reactivate: (form) => {
        const id = formId(form);
        const result = reactivateAccount(context, actor, id);
        if (!result.ok) return replyWithError('status', result.message, result.status);
        // never accepted an invitation: she needs a new link to set her password
        if (!result.account.hasPassword) {
          const again = reinviteAccount(context, actor, id);
          if (again.ok) return done(`ok=reactivated-invite&davet=${id}`);
        }
        return done('ok=reactivated');
      },
      'passkey-remove': (form) => {
        const id = formId(form);
        const submission = parseWithZod(form, { schema: passkeyRemoveFormSchema });
        const passkeyId = submission.status === 'success' ? submission.value.passkeyId : '';
        const result = removePasskey(context.db, actor, id, passkeyId, context.now());
        if (!result.ok) return replyWithError('passkey-remove', result.message, result.status);
        return done(`ok=passkey-removed&anahtarlar=${id}`);
      },
      contact: (form) => {
        const submission = parseWithZod(form, { schema: memberContactFormSchema });
        if (submission.status !== 'success') return answerInvalid('contact', submission);
        writeSetting(context.db, actor, 'memberSeesContact', submission.value.memberSeesContact);
        return done('ok=contact');
      },
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

type Row = Route.ComponentProps['loaderData']['accounts'][number];

function StateBadge({ account: a }: { account: Pick<AccountItem, 'active' | 'hasPassword' | 'invitation'> }) {
  const [text, look] = !a.active
    ? ['Devre dışı', 'border-stone-600 bg-stone-800 text-stone-300']
    : a.hasPassword
      ? ['Etkin', 'border-emerald-700 bg-emerald-950 text-emerald-200']
      : a.invitation?.state === 'open'
        ? ['Davet bekliyor', 'border-amber-700 bg-amber-950 text-amber-100']
        : ['Davet süresi doldu', 'border-red-800 bg-red-950 text-red-100'];
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${look}`}
    >
      {text}
    </span>
  );
}

const COLUMNS: Column<Row>[] = [
  {
    header: 'Kişi',
    cell: (a) => (
      <>
        <span className="block font-medium">{a.name}</span>
        <span className="block text-xs break-all text-stone-400">{a.email}</span>
      </>
    ),
  },
  {
    header: 'Rol',
    cell: (a) => (
      <>
        <span className="block">{a.roleName}</span>
        {a.teamMemberName ? <span className="block text-xs text-stone-400">Ekip üyesi: {a.teamMemberName}</span> : null}
      </>
    ),
  },
  {
    header: 'Durum',
    cell: (a) => (
      <>
        <StateBadge account={a} />
        {a.passkeys > 0 ? (
          <Link
            to={`${BASE}?anahtarlar=${a.id}`}
            preventScrollReset
            className="mt-1 block text-xs text-stone-300 underline underline-offset-4"
            aria-label={`${a.name}: ${a.passkeys} geçiş anahtarı (gör, sil)`}
          >
            {a.passkeys} geçiş anahtarı
          </Link>
        ) : null}
      </>
    ),
  },
];

const TEXTS: CrudTexts = {
  add: 'Kişi Davet Et',
  table: 'Hesaplar',
  empty: { title: 'Henüz hesap yok', hint: 'Ekibinizi davet edin: her kişi kendi şifresini belirler.' },
  create: 'Kişi Davet Et',
  edit: 'Hesabı Düzenle',
  submit: ['Davet Et', 'Kaydet'],
};

type Members = Route.ComponentProps['loaderData']['members'];

/** The role as four choices, each with what it opens (ROLE_DESCRIPTIONS). */
function RoleField({ meta }: { meta: FieldMetadata<string> }) {
  return (
    <fieldset aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="text-sm font-medium">
        Rol <span aria-hidden="true">*</span>
      </legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {ROLES.map((role) => (
          <label
            key={role}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-stone-950 p-3 has-[:checked]:border-accent"
          >
            <input
              {...getInputProps(meta, { type: 'radio', value: role })}
              key={`${meta.key}-${role}`}
              className="mt-1 size-5 shrink-0 accent-[var(--color-accent)]"
            />
            <span>
              <span className="block font-semibold">{ROLE_NAMES[role]}</span>
              <span className="block text-xs text-stone-400">{ROLE_DESCRIPTIONS[role]}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldErrors meta={meta} />
    </fieldset>
  );
}

function AccountFields({
  fields,
  members,
  editingId,
  accounts,
}: {
  fields: Record<string, FieldMetadata<unknown>>;
  members: Members;
  editingId: number | null;
  accounts: Row[];
}) {
  const self = accounts.find((a) => a.id === editingId);
  return (
    <>
      <TextField meta={fields.name!} label="Ad Soyad" required autoComplete="off" />
      <TextField
        meta={fields.email!}
        label="E-posta"
        type="email"
        required
        autoComplete="off"
        hint="Kişi bu adresle giriş yapar; davet bağlantısı da buraya gönderilir."
      />
      <RoleField meta={fields.role as FieldMetadata<string>} />
      <SelectField
        meta={fields.teamMemberId!}
        label="Ekip üyesi (Uzman için)"
        placeholder="Seçin"
        options={members.map((m) => ({
          value: String(m.id),
          label: `${m.name}${m.isActive ? '' : ' (pasif)'}${m.takenBy && m.takenBy !== self?.name ? ` · ${m.takenBy} hesabına bağlı` : ''}`,
        }))}
      />
      <p className="-mt-2 text-xs text-stone-400">
        Uzman rolündeki kişi yalnızca bu ekip üyesinin randevularını görür.
      </p>
    </>
  );
}

/** The one-time link to copy (for a studio without mail set up), and a new one. */
function InvitationDialog({
  invitation,
  error,
}: {
  invitation: NonNullable<Route.ComponentProps['loaderData']['invitation']>;
  error: string | null;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the 'copied' mark resets when a new link is shown
  useEffect(() => setCopied(false), [invitation.link?.url]);
  const { account, link } = invitation;
  return (
    <Dialog title={`Davet Bağlantısı: ${account.name}`} closeTo={BASE}>
      {link ? (
        <div className="space-y-3">
          <p className="text-sm text-stone-300">
            Bu bağlantıyı {account.name} ile paylaşın ({account.email}). Bağlantı tek kullanımlıktır ve{' '}
            <strong>{formatTurkishDateTime(new Date(link.expiresAt))}</strong> tarihine kadar geçerlidir (72 saat).
            E-posta ayarları açıksa bağlantı kişiye e-postayla da gönderildi.
          </p>
          <label htmlFor="davet-baglantisi" className="text-sm font-medium">
            Davet bağlantısı
          </label>
          <input
            id="davet-baglantisi"
            readOnly
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
            className="block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 font-mono text-sm text-stone-100"
            data-testid="invite-link"
          />
          {hydrated ? (
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                void navigator.clipboard?.writeText(link.url).then(
                  () => setCopied(true),
                  () => setCopied(false),
                );
              }}
            >
              {copied ? 'Kopyalandı ✓' : 'Bağlantıyı Kopyala'}
            </button>
          ) : (
            <p className="text-xs text-stone-400">Bağlantıyı seçip kopyalayın.</p>
          )}
          <p role="status" className="sr-only">
            {copied ? 'Bağlantı panoya kopyalandı' : ''}
          </p>
        </div>
      ) : (
        <p className="text-sm text-stone-300">
          {account.active
            ? 'Açık bir davet bağlantısı yok (kullanılmış ya da süresi dolmuş). Yeni bir bağlantı oluşturabilirsiniz.'
            : ACCOUNT_TEXTS.deactivatedAccount}
        </p>
      )}
      {account.active && link ? (
        // the link just shown is the point: regenerating it is a small, confirmed step (issue 37)
        <details open={!!error} className="mt-6 rounded-xl border border-line px-3 py-2 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 text-stone-300">Bağlantıyı yenile…</summary>
          <p className="text-xs text-stone-400">
            Yeni bağlantı oluşturulunca yukarıdaki bağlantı çalışmaz. Yalnızca bağlantı yanlış kişiye gittiyse veya
            kaybolduysa yenileyin.
          </p>
          <ReinviteForm id={account.id} error={error} submit="Evet, yeni bağlantı oluştur" small />
        </details>
      ) : account.active ? (
        <ReinviteForm id={account.id} error={error} submit="Davet Bağlantısı Oluştur" />
      ) : null}
    </Dialog>
  );
}

/** The re-invitation form: the main action when there is no link, a small confirmed one when a link is shown. */
function ReinviteForm({
  id,
  error,
  submit,
  small = false,
}: {
  id: number;
  error: string | null;
  submit: string;
  small?: boolean;
}) {
  const busy = useBusy('reinvite');
  return (
    <>
      {error ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-900 bg-red-950/60 px-4 py-3 text-sm text-red-100">
          {error}
        </p>
      ) : null}
      <Form method="post" preventScrollReset className="mt-3 flex flex-wrap justify-end gap-2">
        <input type="hidden" name="intent" value="reinvite" />
        <input type="hidden" name="recordId" value={id} />
        <button type="submit" className={small ? 'btn-ghost min-h-11 text-sm' : 'btn-primary'} disabled={busy}>
          {busy ? 'Oluşturuluyor...' : submit}
        </button>
      </Form>
    </>
  );
}

/** The owner's view of one account's passkeys: each with a remove form (issue 37). */
function PasskeysDialog({
  passkeys,
  error,
}: {
  passkeys: NonNullable<Route.ComponentProps['loaderData']['passkeys']>;
  error: string | null;
}) {
  const busy = useBusy('passkey-remove');
  const { account, list } = passkeys;
  return (
    <Dialog title={`Geçiş Anahtarları: ${account.name}`} closeTo={BASE}>
      <p className="text-sm text-stone-300">
        Tanımadığınız bir anahtarı silin: silinince {account.name} o cihazla giriş yapamaz; hiç anahtarı kalmazsa
        şifresiyle giriş yapar.
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-900 bg-red-950/60 px-4 py-3 text-sm text-red-100">
          {error}
        </p>
      ) : null}
      {list.length === 0 ? (
        <p className="mt-4 text-sm text-stone-400">Bu hesabın geçiş anahtarı yok.</p>
      ) : (
        <PasskeyList passkeys={list} label="Geçiş anahtarları" busy={busy} fields={{ recordId: account.id }} />
      )}
    </Dialog>
  );
}

/** Deactivate (with what it ends) or reactivate one account. */
function StatusDialog({ account, selfId, error }: { account: Row; selfId: number; error: string | null }) {
  if (account.id === selfId) {
    return (
      <Dialog title="Hesap Durumu" closeTo={BASE}>
        <p className="text-stone-300">{ACCOUNT_TEXTS.selfDeactivate}</p>
      </Dialog>
    );
  }
  return account.active ? (
    <Dialog title={`Devre Dışı Bırak: ${account.name}`} closeTo={BASE}>
      <p className="text-stone-200">
        {account.name} artık giriş yapamaz. Açık oturumları, API anahtarları, canlı bağlantısı, geçiş anahtarları
        (passkey) ve (uzmansa) takvim bağlantısı hemen kapanır.
      </p>
      <p className="mt-2 text-sm text-stone-400">
        Kayıtları ve geçmişi silinmez; hesabı sonra yeniden etkinleştirebilirsiniz.
      </p>
      <ConfirmForm intent="deactivate" id={account.id} closeTo={BASE} error={error} submit="Devre Dışı Bırak" />
    </Dialog>
  ) : (
    <Dialog title={`Yeniden Etkinleştir: ${account.name}`} closeTo={BASE}>
      <p className="text-stone-200">
        {account.hasPassword
          ? `${account.name} eski şifresiyle yeniden giriş yapabilir.`
          : `${account.name} henüz şifre belirlemedi: yeni bir davet bağlantısı oluşturulur.`}
      </p>
      <ConfirmForm intent="reactivate" id={account.id} closeTo={BASE} error={error} submit="Yeniden Etkinleştir" />
    </Dialog>
  );
}

/** "Uzman müşteri iletişim bilgilerini görebilir": the owner's switch (masked e-mail and phone otherwise). */
function ContactSwitch({ on, lastResult }: { on: boolean; lastResult: SubmissionResult<string[]> | undefined }) {
  const busy = useBusy('contact');
  const errors = lastResult?.error?.memberSeesContact;
  return (
    <Form
      method="post"
      className="mt-6 rounded-2xl border border-line bg-stone-900 p-5"
      aria-labelledby="iletisim-baslik"
    >
      <input type="hidden" name="intent" value="contact" />
      <h3 id="iletisim-baslik" className="text-lg font-semibold">
        Uzmanların gördükleri
      </h3>
      <label className="mt-3 flex min-h-11 cursor-pointer items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="memberSeesContact"
          defaultChecked={on}
          key={String(on)}
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-accent)]"
        />
        <span>
          <span className="block font-medium">{MEMBER_CONTACT_SETTING_LABEL}</span>
          <span className="block text-stone-400">
            Kapalıyken uzmanlar kendi randevularında müşterinin e-posta ve telefonunu maskeli görür (ör. a***@g***.com,
            *** *** ** 67).
          </span>
        </span>
      </label>
      {errors?.length ? (
        <p role="alert" className="mt-1 text-sm text-red-300">
          {errors.join(' ')}
        </p>
      ) : null}
      <button type="submit" className="btn-primary mt-3" disabled={busy}>
        {busy ? 'Kaydediliyor...' : 'Kaydet'}
      </button>
    </Form>
  );
}

export default function AdminAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { selfId, accounts, dialogs, invitation, status, passkeys, members, memberSeesContact } = loaderData;
  const active = accounts.filter((a) => a.active && a.hasPassword).length;
  const pending = accounts.filter((a) => a.active && !a.hasPassword).length;
  return (
    <>
      <CrudPage
        base={BASE}
        title={tab.label}
        headerExtra={
          <p className="text-sm text-stone-400" data-testid="account-counts">
            {active} etkin hesap{pending > 0 ? ` · ${pending} davet bekliyor` : ''}
          </p>
        }
        texts={TEXTS}
        intro={
          <p className="mb-4 max-w-3xl text-sm text-stone-300">
            Her kişi kendi e-postası ve şifresiyle giriş yapar; rolü neyi görüp değiştirebileceğini belirler. Rol
            değişikliği kişinin bir sonraki isteğinde geçerli olur.
          </p>
        }
        rows={accounts}
        columns={COLUMNS}
        name={(a) => a.name}
        links={[
          (a) => ({ param: 'davet', text: 'Davet bağlantısı', label: `${a.name}: davet bağlantısı` }),
          // nobody deactivates herself: her own row offers no such link
          (a) =>
            a.id === selfId
              ? null
              : {
                  param: 'durum',
                  text: a.active ? 'Devre dışı bırak' : 'Etkinleştir',
                  label: `${a.name}: ${a.active ? 'devre dışı bırak' : 'yeniden etkinleştir'}`,
                  danger: a.active,
                },
        ]}
        rowActions={{ edit: true, remove: false }}
        dialogs={dialogs}
        reply={actionData}
        form={crudForm<typeof accountSchema>({
          id: 'account',
          defaults: { role: 'reception', teamMemberId: '' },
          wide: true,
        })}
        remove={() => ''}
        fields={(fields, _form, editing) => (
          <AccountFields
            fields={fields as never}
            members={members}
            editingId={editing?.id ?? null}
            accounts={accounts}
          />
        )}
      >
        {invitation ? <InvitationDialog invitation={invitation} error={replyError(actionData, 'reinvite')} /> : null}
        {status ? <StatusDialog account={status} selfId={selfId} error={replyError(actionData, 'status')} /> : null}
        {passkeys ? <PasskeysDialog passkeys={passkeys} error={replyError(actionData, 'passkey-remove')} /> : null}
      </CrudPage>
      <ContactSwitch on={memberSeesContact} lastResult={replyFor(actionData, 'contact')} />
      <p className="mt-4 text-sm text-stone-400">
        Kendi şifreniz, oturumlarınız ve geçiş anahtarlarınız için:{' '}
        <Link to="/admin/profil" className="text-accent underline-offset-4 hover:underline">
          Profilim
        </Link>
      </p>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
