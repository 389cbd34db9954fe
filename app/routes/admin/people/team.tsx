import type { Actor } from '~/domain/audit';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, redirect } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { ImageField, TextField, Thumb, inputClass } from '~/ui/admin/content-ui';
import {
  CrudPage,
  crudForm,
  numberColumn,
  replyError,
  toggleColumn,
  type Column,
  type CrudTexts,
} from '~/ui/admin/crud';
import { Dialog } from '~/ui/admin/dialog';
import {
  TEAM_DELETE_CONFIRM,
  TEAM_EMPTY_MESSAGE,
  teamCategorySchema,
  teamMemberSchema,
  NOT_FOUND_MESSAGES,
} from '~/domain/people-forms';
import { TEAM_IMAGE_ACCEPT } from '~/domain/uploads';
import { formId } from '~/http/admin-form.server';
import { crudDialogs, crudRouteAction, recordFromParam, type CrudConfig } from '~/http/crud.server';
import { replyWithError } from '~/http/form-answer.server';
import { PLACEHOLDER_AVATAR } from '~/utils/images';
import { requireAdmin } from '~/http/auth.server';
import { categoryOptions } from '~/models/catalogue/categories.server';
import {
  addTeamMemberCategory,
  getTeamMember,
  listTeamAdmin,
  removeTeamMember,
  removeTeamMemberCategory,
  saveTeamMember,
  setTeamMemberActive,
  teamMemberFormValues,
} from '~/models/people/team.server';
import type { Route } from './+types/team';

const tab = adminTab('/admin/team');
const CRUD: CrudConfig = {
  back: tab.path,
  missing: NOT_FOUND_MESSAGES.teamMember,
  readFailedPrefix: 'Ekip üyesi kaydedilemedi: ',
  notices: {
    created: 'Ekip üyesi eklendi',
    updated: 'Ekip üyesi güncellendi',
    toggled: 'Ekip üyesi durumu güncellendi',
    deleted: 'Ekip üyesi silindi',
    'category-added': 'Kategori eklendi',
    'category-removed': 'Kategori kaldırıldı',
  },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'team.write');
  const find = (id: number) => getTeamMember(context.db, id);
  const managing = recordFromParam(request, 'categories', find, CRUD.missing);
  const categories = categoryOptions(context.db);
  return {
    team: listTeamAdmin(context.db),
    dialogs: crudDialogs(
      request,
      CRUD,
      find,
      (m) => m.name,
      (m) => ({ imageUrl: m.imageUrl, values: teamMemberFormValues(m) }),
    ),
    managing: managing && {
      id: managing.id,
      name: managing.name,
      current: managing.teamMemberCategories.map((l) => ({
        categoryId: l.categoryId,
        displayName: l.category.displayName,
        icon: l.category.icon,
      })),
      available: categories.filter((c) => !managing.teamMemberCategories.some((l) => l.categoryId === c.id)),
    },
  };
}

/** The member's categories (?categories=): add or remove one, back to the same dialog. */
function changeCategory(context: Route.ActionArgs['context'] & { actor: Actor }, add: boolean) {
  return (form: FormData) => {
    const memberId = formId(form);
    const submission = parseWithZod(form, { schema: teamCategorySchema });
    if (submission.status !== 'success')
      return replyWithError('category', 'Kategori eklenemedi: Lütfen bir kategori seçin');
    const result = add
      ? addTeamMemberCategory(context.db, context.actor, memberId, submission.value.categoryId)
      : removeTeamMemberCategory(context.db, context.actor, memberId, submission.value.categoryId);
    if (!result.ok)
      return replyWithError(
        'category',
        `${add ? 'Kategori eklenemedi' : 'Kategori kaldırılamadı'}: ${result.message}`,
        result.status,
      );
    throw redirect(`${CRUD.back}?categories=${memberId}&ok=${add ? 'category-added' : 'category-removed'}`);
  };
}

export const action = crudRouteAction('team.write', CRUD, teamMemberSchema, (context) => ({
  save: (id, value, expectedVersion) => saveTeamMember(context, id, value, { expectedVersion }),
  currentValues: teamMemberFormValues,
  remove: (id) => removeTeamMember(context, id),
  toggles: { toggle: (id) => (setTeamMemberActive(context.db, context.actor, id) ? 'toggled' : null) },
  intents: { 'add-category': changeCategory(context, true), 'remove-category': changeCategory(context, false) },
}));

type Member = Route.ComponentProps['loaderData']['team'][number];

const COLUMNS: Column<Member>[] = [
  {
    header: 'Fotoğraf',
    cell: (m) => (
      <Thumb url={m.imageUrl ?? PLACEHOLDER_AVATAR} alt={`${m.name} fotoğrafı`} className="h-12 w-12" round />
    ),
  },
  { header: 'Ad Soyad', cell: (m) => m.name, className: 'font-medium' },
  { header: 'Uzmanlık', cell: (m) => m.specialization },
  {
    header: 'Kategoriler',
    cell: (m) => m.teamMemberCategories.map((l) => l.category.displayName).join(', ') || '—',
    className: 'max-w-[14rem] text-xs text-stone-300',
  },
  numberColumn('Sıra', (m) => m.displayOrder),
  toggleColumn('Durum', { on: (m) => m.isActive, label: (m) => m.name }),
];

const TEXTS: CrudTexts = {
  add: 'Yeni Ekip Üyesi',
  table: 'Ekip üyeleri',
  empty: { title: TEAM_EMPTY_MESSAGE, hint: 'Randevu formunda seçilebilmeleri için ekip üyelerini ekleyin.' },
  create: 'Yeni Ekip Üyesi',
  submit: ['Ekle', 'Güncelle'],
  edit: 'Ekip Üyesini Düzenle',
};

function CategoriesDialog({
  managing,
  error,
}: {
  managing: NonNullable<Route.ComponentProps['loaderData']['managing']>;
  error: string | null;
}) {
  return (
    <Dialog title={`Kategoriler: ${managing.name}`} closeTo={CRUD.back}>
      {error ? (
        <p role="alert" className="mb-4 rounded-xl border border-red-900 bg-red-950/60 px-4 py-3 text-sm text-red-100">
          {error}
        </p>
      ) : null}
      <h4 className="text-sm font-semibold text-stone-300">Mevcut Kategoriler</h4>
      {managing.current.length === 0 ? (
        <p className="mt-2 text-sm text-stone-400">Bu üyeye henüz kategori eklenmemiş.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {managing.current.map((c) => (
            <li
              key={c.categoryId}
              className="flex items-center justify-between gap-3 rounded-xl border border-line px-3 py-1"
            >
              <span>
                <span aria-hidden="true">{c.icon} </span>
                {c.displayName}
              </span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove-category" />
                <input type="hidden" name="recordId" value={managing.id} />
                <input type="hidden" name="categoryId" value={c.categoryId} />
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center rounded-full px-3 text-sm text-red-200 hover:bg-red-950"
                  aria-label={`${c.displayName} kategorisini kaldır`}
                >
                  Kaldır
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <h4 className="mt-6 text-sm font-semibold text-stone-300">Kategori Ekle</h4>
      {managing.available.length === 0 ? (
        <p className="mt-2 text-sm text-stone-400">Eklenebilecek başka kategori yok.</p>
      ) : (
        <Form method="post" preventScrollReset className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="add-category" />
          <input type="hidden" name="recordId" value={managing.id} />
          <div className="min-w-0 flex-1">
            <label htmlFor="add-category" className="sr-only">
              Eklenecek kategori
            </label>
            <select id="add-category" name="categoryId" className={inputClass} required defaultValue="">
              <option value="" disabled>
                Kategori seçin
              </option>
              {managing.available.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.displayName}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-primary">
            Ekle
          </button>
        </Form>
      )}
      <div className="mt-6 flex justify-end">
        <Link to={CRUD.back} className="btn-ghost">
          Kapat
        </Link>
      </div>
    </Dialog>
  );
}

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { dialogs, managing } = loaderData;
  return (
    <CrudPage
      base={CRUD.back}
      title={tab.label}
      texts={TEXTS}
      columns={COLUMNS}
      name={(m) => m.name}
      rows={loaderData.team}
      links={[
        (m) => ({ param: 'categories', text: 'Kategoriler', label: `Kategoriler: ${m.name}` }),
        (m) => ({
          param: 'calendar',
          text: 'Takvim',
          label: `Takvim bağlantısı: ${m.name}`,
          to: `/admin/team/${m.id}/calendar`,
        }),
      ]}
      dialogs={dialogs}
      reply={actionData}
      form={crudForm<typeof teamMemberSchema>({ id: 'team', defaults: { displayOrder: 0 }, multipart: true })}
      remove={() => TEAM_DELETE_CONFIRM}
      removeTitle
      fields={(fields) => (
        <>
          <TextField meta={fields.name} label="Ad Soyad" required />
          <TextField meta={fields.specialization} label="Uzmanlık" required />
          <TextField meta={fields.displayOrder} label="Sıra" type="number" min="0" step="1" />
          <ImageField
            meta={fields.image}
            removeMeta={fields.removeImage}
            label="Fotoğraf"
            accept={TEAM_IMAGE_ACCEPT}
            currentUrl={dialogs.editing?.imageUrl}
            hint="JPEG, JPG, PNG veya WEBP; en fazla 5MB"
            round
          />
        </>
      )}
    >
      {managing ? <CategoriesDialog managing={managing} error={replyError(actionData, 'category')} /> : null}
    </CrudPage>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
