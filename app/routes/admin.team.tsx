import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Dialog } from '~/components/admin/dialog';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, redirect } from 'react-router';
import type { z } from 'zod';
import { adminMeta, adminTab } from '~/components/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/components/admin/admin-ui';
import {
  ActionLink,
  ConfirmDelete,
  EmptyState,
  FormButtons,
  FormErrors,
  ImageField,
  TableFrame,
  TextField,
  Thumb,
  ToggleButton,
  inputClass,
  tdClass,
  thClass,
  useBusy,
} from '~/components/admin/content-ui';
import { TEAM_DELETE_CONFIRM, TEAM_EMPTY_MESSAGE, teamCategorySchema, teamMemberSchema } from '~/domain/people-forms';
import { TEAM_IMAGE_ACCEPT } from '~/domain/uploads';
import { formId, hasParam, idParam, noticeFrom, notFound, readAdminForm } from '~/lib/admin-form.server';
import { PLACEHOLDER_AVATAR } from '~/lib/images';
import { requireAdmin } from '~/models/auth.server';
import { categoryOptions } from '~/models/categories.server';
import {
  addTeamMemberCategory,
  getTeamMember,
  listTeamAdmin,
  removeTeamMember,
  removeTeamMemberCategory,
  saveTeamMember,
  setTeamMemberActive,
  teamMemberFormValues,
} from '~/models/team.server';
import type { Route } from './+types/admin.team';

const tab = adminTab('/admin/team');
const BASE = '/admin/team';
const NOTICES = {
  created: 'Ekip üyesi eklendi',
  updated: 'Ekip üyesi güncellendi',
  toggled: 'Ekip üyesi durumu güncellendi',
  deleted: 'Ekip üyesi silindi',
  'category-added': 'Kategori eklendi',
  'category-removed': 'Kategori kaldırıldı',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const editId = idParam(request, 'edit');
  const deleteId = idParam(request, 'delete');
  const categoriesId = idParam(request, 'categories');
  const editing = editId ? getTeamMember(context.db, editId) : undefined;
  if (editId && !editing) notFound('Ekip üyesi bulunamadı');
  const managing = categoriesId ? getTeamMember(context.db, categoriesId) : undefined;
  if (categoriesId && !managing) notFound('Ekip üyesi bulunamadı');
  const deleting = deleteId ? getTeamMember(context.db, deleteId) : undefined;
  const categories = categoryOptions(context.db);
  return {
    team: listTeamAdmin(context.db),
    creating: hasParam(request, 'new'),
    editing: editing ? { id: editing.id, name: editing.name, imageUrl: editing.imageUrl, values: teamMemberFormValues(editing) } : null,
    managing: managing
      ? {
          id: managing.id,
          name: managing.name,
          current: managing.teamMemberCategories.map((l) => ({ categoryId: l.categoryId, displayName: l.category.displayName, icon: l.category.icon })),
          available: categories.filter((c) => !managing.teamMemberCategories.some((l) => l.categoryId === c.id)),
        }
      : null,
    deleting: deleting ? { id: deleting.id, name: deleting.name } : null,
    notice: noticeFrom(request, NOTICES),
  };
}

type ActionResult = { intent: string; lastResult: SubmissionResult<string[]> | null; formError: string | null };

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const read = await readAdminForm(request);
  if (!read.ok) return data<ActionResult>({ intent: 'save', lastResult: null, formError: `Ekip üyesi kaydedilemedi: ${read.message}` }, { status: read.status });
  const form = read.form;
  const intent = String(form.get('intent') ?? '');
  switch (intent) {
    case 'create':
    case 'update': {
      const submission = parseWithZod(form, { schema: teamMemberSchema });
      if (submission.status !== 'success') return data<ActionResult>({ intent: 'save', lastResult: submission.reply(), formError: null }, { status: 400 });
      const result = await saveTeamMember(context, intent === 'create' ? undefined : formId(form), submission.value);
      if (!result.ok) {
        if ('notFound' in result) notFound('Ekip üyesi bulunamadı');
        return data<ActionResult>({ intent: 'save', lastResult: submission.reply({ fieldErrors: result.fieldErrors }), formError: null }, { status: 400 });
      }
      throw redirect(`${BASE}?ok=${intent === 'create' ? 'created' : 'updated'}`);
    }
    case 'toggle': {
      if (!setTeamMemberActive(context.db, formId(form))) notFound('Ekip üyesi bulunamadı');
      throw redirect(`${BASE}?ok=toggled`);
    }
    case 'delete': {
      if (!(await removeTeamMember(context, formId(form)))) notFound('Ekip üyesi bulunamadı');
      throw redirect(`${BASE}?ok=deleted`);
    }
    case 'add-category':
    case 'remove-category': {
      const memberId = formId(form);
      const submission = parseWithZod(form, { schema: teamCategorySchema });
      if (submission.status !== 'success') return data<ActionResult>({ intent: 'category', lastResult: null, formError: 'Kategori eklenemedi: Lütfen bir kategori seçin' }, { status: 400 });
      const result =
        intent === 'add-category'
          ? addTeamMemberCategory(context.db, memberId, submission.value.categoryId)
          : removeTeamMemberCategory(context.db, memberId, submission.value.categoryId);
      if (!result.ok) {
        const prefix = intent === 'add-category' ? 'Kategori eklenemedi' : 'Kategori kaldırılamadı';
        return data<ActionResult>({ intent: 'category', lastResult: null, formError: `${prefix}: ${result.message}` }, { status: result.status });
      }
      throw redirect(`${BASE}?categories=${memberId}&ok=${intent === 'add-category' ? 'category-added' : 'category-removed'}`);
    }
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

function MemberForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const editing = loaderData.editing;
  const intent = editing ? 'update' : 'create';
  const busy = useBusy(intent);
  const [form, fields] = useForm<z.input<typeof teamMemberSchema>>({
    id: `team-form-${editing?.id ?? 'new'}`,
    lastResult: actionData?.intent === 'save' ? actionData.lastResult : undefined,
    defaultValue: editing?.values ?? { displayOrder: 0 },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: teamMemberSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Dialog title={editing ? `Ekip Üyesini Düzenle: ${editing.name}` : 'Yeni Ekip Üyesi'} closeTo={BASE}>
      <Form method="post" encType="multipart/form-data" preventScrollReset className="space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="recordId" value={editing.id} /> : null}
        <FormErrors errors={[...(actionData?.intent === 'save' && actionData.formError ? [actionData.formError] : []), ...(form.errors ?? [])]} id={form.errorId} />
        <TextField meta={fields.name} label="Ad Soyad" required />
        <TextField meta={fields.specialization} label="Uzmanlık" required />
        <TextField meta={fields.displayOrder} label="Sıra" type="number" min="0" step="1" />
        <ImageField
          meta={fields.image}
          removeMeta={fields.removeImage}
          label="Fotoğraf"
          accept={TEAM_IMAGE_ACCEPT}
          currentUrl={editing?.imageUrl}
          hint="JPEG, JPG, PNG veya WEBP; en fazla 5MB"
          round
        />
        <FormButtons closeTo={BASE} busy={busy} label={editing ? 'Güncelle' : 'Ekle'} />
      </Form>
    </Dialog>
  );
}

function CategoriesDialog({ managing, error }: { managing: NonNullable<Route.ComponentProps['loaderData']['managing']>; error: string | null }) {
  return (
    <Dialog title={`Kategoriler: ${managing.name}`} closeTo={BASE}>
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
            <li key={c.categoryId} className="flex items-center justify-between gap-3 rounded-xl border border-line px-3 py-1">
              <span>
                <span aria-hidden="true">{c.icon} </span>
                {c.displayName}
              </span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove-category" />
                <input type="hidden" name="recordId" value={managing.id} />
                <input type="hidden" name="categoryId" value={c.categoryId} />
                <button type="submit" className="inline-flex min-h-11 items-center rounded-full px-3 text-sm text-red-200 hover:bg-red-950" aria-label={`${c.displayName} kategorisini kaldır`}>
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
        <Link to={BASE} className="btn-ghost">
          Kapat
        </Link>
      </div>
    </Dialog>
  );
}

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { team, creating, editing, managing, deleting, notice } = loaderData;
  return (
    <section>
      <AdminPageHeader title={tab.label}>
        <Link to="?new" preventScrollReset className="btn-primary">
          + Yeni Ekip Üyesi
        </Link>
      </AdminPageHeader>
      <div className="mb-4">
        <SuccessNotice message={notice} />
      </div>
      {team.length === 0 ? (
        <EmptyState title={TEAM_EMPTY_MESSAGE} hint="Randevu formunda seçilebilmeleri için ekip üyelerini ekleyin." />
      ) : (
        <TableFrame label="Ekip üyeleri">
          <thead>
            <tr>
              <th className={thClass}>Fotoğraf</th>
              <th className={thClass}>Ad Soyad</th>
              <th className={thClass}>Uzmanlık</th>
              <th className={thClass}>Kategoriler</th>
              <th className={thClass}>Sıra</th>
              <th className={thClass}>Durum</th>
              <th className={thClass}>İşlemler</th>
            </tr>
          </thead>
          <tbody>
            {team.map((m) => (
              <tr key={m.id}>
                <td className={tdClass}>
                  <Thumb url={m.imageUrl ?? PLACEHOLDER_AVATAR} alt={`${m.name} fotoğrafı`} className="h-12 w-12" round />
                </td>
                <td className={`${tdClass} font-medium`}>{m.name}</td>
                <td className={tdClass}>{m.specialization}</td>
                <td className={`${tdClass} max-w-[14rem] text-xs text-stone-300`}>{m.teamMemberCategories.map((l) => l.category.displayName).join(', ') || '—'}</td>
                <td className={`${tdClass} tabular-nums`}>{m.displayOrder}</td>
                <td className={tdClass}>
                  <ToggleButton id={m.id} intent="toggle" on={m.isActive} label={m.name} />
                </td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-2">
                    <ActionLink to={`?edit=${m.id}`} label={`${m.name} düzenle`}>
                      Düzenle
                    </ActionLink>
                    <ActionLink to={`?categories=${m.id}`} label={`Kategoriler: ${m.name}`}>
                      Kategoriler
                    </ActionLink>
                    <ActionLink to={`?delete=${m.id}`} label={`${m.name} sil`} danger>
                      Sil
                    </ActionLink>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {creating || editing ? <MemberForm loaderData={loaderData} actionData={actionData} /> : null}
      {managing ? <CategoriesDialog managing={managing} error={actionData?.intent === 'category' ? actionData.formError : null} /> : null}
      {deleting ? <ConfirmDelete id={deleting.id} closeTo={BASE} message={TEAM_DELETE_CONFIRM} title={`Sil: ${deleting.name}`} /> : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-ui';
