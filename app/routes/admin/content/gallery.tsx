import { getFormProps } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { Dialog } from '~/ui/admin/dialog';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect } from 'react';
import { data, Form, redirect, useFetcher, useRevalidator } from 'react-router';
import type { z } from 'zod';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice, useAdminUi } from '~/ui/admin/admin-ui';
import {
  ConfirmDelete,
  EmptyState,
  FormButtons,
  FormErrors,
  ImageField,
  TextAreaField,
  TextField,
  useBusy,
} from '~/ui/admin/content-ui';
import { GalleryGrid } from '~/routes/admin/content/gallery-grid';
import {
  galleryEditSchema,
  galleryMoveSchema,
  galleryOrderFormSchema,
  galleryUploadSchema,
} from '~/domain/content-forms';
import { IMAGE_ACCEPT } from '~/domain/uploads';
import { formId, idParam, noticeFrom, notFound, readAdminForm } from '~/http/admin-form.server';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { answer, answerFieldErrors, answerInvalid, replyWithError } from '~/http/form-answer.server';
import { replyError, replyFor, type FormReply } from '~/utils/form-reply';
import {
  editGalleryImage,
  getGalleryImage,
  listGallery,
  moveGalleryImage,
  removeGalleryImage,
  reorderGallery,
  serializeGalleryImage,
  uploadGalleryImage,
} from '~/models/content/gallery.server';
import type { Route } from './+types/gallery';

const tab = adminTab('/admin/gallery');
const BASE = '/admin/gallery';
const NOTICES = {
  uploaded: 'Resim yüklendi',
  updated: 'Resim güncellendi',
  deleted: 'Resim silindi',
  moved: 'Sıralama güncellendi',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'content.write');
  const editId = idParam(request, 'edit');
  const deleteId = idParam(request, 'delete');
  const editing = editId ? getGalleryImage(context.db, editId) : undefined;
  if (editId && !editing) notFound('Resim bulunamadı');
  const deleting = deleteId ? getGalleryImage(context.db, deleteId) : undefined;
  return {
    images: listGallery(context.db),
    editing: editing ? serializeGalleryImage(editing) : null,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
    notice: noticeFrom(request, NOTICES),
  };
}

export async function action({ request, context: base }: Route.ActionArgs) {
  // the writes get who writes (the history's actor, docs/decisions/0351) with the context
  const context = { ...base, actor: actorOf(await requireAdmin(request, base, 'content.write'), base) };
  const read = await readAdminForm(request);
  if (!read.ok) return replyWithError('upload', `Resim yüklenemedi: ${read.message}`, read.status);
  const form = read.form;
  const intent = String(form.get('intent') ?? '');
  switch (intent) {
    case 'upload': {
      const submission = parseWithZod(form, { schema: galleryUploadSchema });
      if (submission.status !== 'success') return answerInvalid('upload', submission);
      const result = await uploadGalleryImage(context, submission.value);
      if (!result.ok) return answerFieldErrors('upload', submission, 'fieldErrors' in result ? result.fieldErrors : {});
      throw redirect(`${BASE}?ok=uploaded`);
    }
    case 'edit': {
      const submission = parseWithZod(form, { schema: galleryEditSchema });
      if (submission.status !== 'success') return answerInvalid('edit', submission);
      const result = await editGalleryImage(context, formId(form), submission.value);
      if (!result.ok) {
        if ('notFound' in result) notFound('Resim bulunamadı');
        return answerFieldErrors('edit', submission, 'fieldErrors' in result ? result.fieldErrors : {});
      }
      throw redirect(`${BASE}?ok=updated`);
    }
    case 'move': {
      const submission = parseWithZod(form, { schema: galleryMoveSchema, disableAutoCoercion: true });
      const direction = submission.status === 'success' ? submission.value.direction : 'up';
      if (!moveGalleryImage(context.db, context.actor, formId(form), direction)) notFound('Resim bulunamadı');
      throw redirect(`${BASE}?ok=moved`);
    }
    case 'reorder': {
      // sent by the drag-and-drop fetcher: `order` is the ids in their new order
      const submission = parseWithZod(form, { schema: galleryOrderFormSchema, disableAutoCoercion: true });
      const result =
        submission.status === 'success'
          ? reorderGallery(context.db, context.actor, submission.value.items)
          : { ok: false as const, message: 'Geçersiz sıralama' };
      if (!result.ok) return replyWithError('reorder', `Sıralama güncellenemedi: ${result.message}`);
      return answer('reorder', submission, { status: 200 });
    }
    case 'delete': {
      if (!(await removeGalleryImage(context, formId(form)))) notFound('Resim bulunamadı');
      throw redirect(`${BASE}?ok=deleted`);
    }
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

function UploadForm({ actionData, generation }: { actionData: FormReply | undefined; generation: number }) {
  const busy = useBusy('upload');
  // a new form after each upload (`generation`: the newest photo's id)
  const [form, fields] = useServerForm<z.input<typeof galleryUploadSchema>>({
    id: `gallery-upload-${generation}`,
    lastResult: replyFor(actionData, 'upload'),
  });
  return (
    <div className="mb-6 rounded-2xl border border-line bg-stone-900 p-5">
      <h3 className="text-lg font-semibold">Yeni Resim Yükle</h3>
      <Form
        key={form.id}
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        className="mt-4 grid gap-4 lg:grid-cols-2"
        {...getFormProps(form)}
      >
        <input type="hidden" name="intent" value="upload" />
        <div className="lg:col-span-2">
          <FormErrors errors={form.errors} id={form.errorId} />
        </div>
        <ImageField
          meta={fields.image}
          label="Resim"
          accept={IMAGE_ACCEPT}
          hint="JPG, PNG, WEBP veya GIF; en fazla 5MB"
          required
        />
        <div className="space-y-4">
          <TextField meta={fields.title} label="Başlık" required />
          <TextAreaField meta={fields.description} label="Açıklama (isteğe bağlı)" rows={2} />
        </div>
        <div className="lg:col-span-2 flex justify-end">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Yükleniyor...' : 'Resmi Yükle'}
          </button>
        </div>
      </Form>
    </div>
  );
}

function EditDialog({
  image,
  actionData,
}: {
  image: NonNullable<Route.ComponentProps['loaderData']['editing']>;
  actionData: FormReply | undefined;
}) {
  const busy = useBusy('edit');
  const [form, fields] = useServerForm<z.input<typeof galleryEditSchema>>({
    id: `gallery-edit-${image.id}`,
    lastResult: replyFor(actionData, 'edit'),
    defaultValue: { title: image.title, description: image.description ?? '' },
  });
  return (
    <Dialog title={`Resmi Düzenle: ${image.title}`} closeTo={BASE}>
      <Form
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        className="space-y-4"
        {...getFormProps(form)}
      >
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="recordId" value={image.id} />
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField meta={fields.title} label="Başlık" required />
        <TextAreaField meta={fields.description} label="Açıklama" rows={2} />
        <ImageField
          meta={fields.image}
          label="Resmi değiştir (isteğe bağlı)"
          accept={IMAGE_ACCEPT}
          currentUrl={image.imageUrl}
        />
        <FormButtons closeTo={BASE} busy={busy} />
      </Form>
    </Dialog>
  );
}

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { images, editing, deleting, notice } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const revalidator = useRevalidator();
  const { showError } = useAdminUi();
  const reorderError = fetcher.state === 'idle' ? replyError(fetcher.data, 'reorder') : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer of the reorder fetcher
  useEffect(() => {
    if (!reorderError) return;
    showError(reorderError);
    revalidator.revalidate();
  }, [fetcher.data]);

  return (
    <section>
      <AdminPageHeader title={tab.label}>
        <p className="text-sm text-stone-400">{images.length} resim</p>
      </AdminPageHeader>
      <div className="mb-4">
        <SuccessNotice message={notice} />
      </div>
      <UploadForm actionData={actionData} generation={images.reduce((max, i) => Math.max(max, i.id), 0)} />
      {images.length === 0 ? (
        <EmptyState title="Henüz galeri resmi yok" hint="Yüklediğiniz resimler galeri sayfasında bu sırayla görünür." />
      ) : (
        <>
          <p id="gallery-order-hint" className="mb-3 text-sm text-stone-400">
            Sıralamayı değiştirmek için resimleri tutamaçtan (⠿) sürükleyin ya da ↑ ↓ düğmelerini kullanın. Resimler
            galeri sayfasında bu sırayla görünür.
          </p>
          <GalleryGrid
            items={images}
            onReorder={(ids) => fetcher.submit({ intent: 'reorder', order: ids.join(',') }, { method: 'post' })}
          />
        </>
      )}
      {editing ? <EditDialog image={editing} actionData={actionData} /> : null}
      {deleting ? (
        <ConfirmDelete
          id={deleting.id}
          closeTo={BASE}
          message={`"${deleting.title}" resmini silmek istediğinizden emin misiniz?`}
        />
      ) : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
