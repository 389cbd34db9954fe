import { galleryEditSchema } from '~/domain/content-forms';
import { defineApi, deleteCall, updateCall } from '~/http/api.server';
import { editGalleryImage, getGalleryImage, removeGalleryImage } from '~/models/content/gallery.server';

const NOT_FOUND = 'Resim bulunamadı';

const api = defineApi({
  PUT: updateCall({
    permission: 'content.write',
    summary: 'Title, description, optional new image.',
    notFound: NOT_FOUND,
    body: galleryEditSchema,
    current: getGalleryImage,
    formValues: (row) => ({ title: row.title, description: row.description ?? '' }),
    normalize: ({ imageUrl: _ignored, ...values }) => values,
    save: (context, id, body) => editGalleryImage(context, id, body),
    message: 'Resim güncellendi',
    key: 'image',
  }),
  DELETE: deleteCall({
    permission: 'content.write',
    summary: 'Deletes the picture and its files.',
    notFound: NOT_FOUND,
    remove: removeGalleryImage,
    message: 'Resim silindi',
  }),
});
export const action = api.action;
