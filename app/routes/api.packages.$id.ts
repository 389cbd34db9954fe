import { packageSchema } from '~/domain/catalog-forms';
import { apiError, call, defineApi, fieldErrorResponse, idParams, ok } from '~/lib/api.server';
import { MULTIPART_NOTE, VALIDATION_FAILED } from '~/lib/api-doc-notes';
import { normalizePackageBody } from '~/lib/api-shapes';
import { deletePackage, getPackage, packageFormValues, savePackage } from '~/models/packages.server';

const NOT_FOUND = 'Paket bulunamadı';
const params = idParams(NOT_FOUND);

const api = defineApi({
  PUT: call({
    auth: 'admin',
    summary: 'Updates a package.',
    params,
    body: packageSchema,
    bodyFormat: 'form',
    bodyBase: ({ context, params }) => {
      const current = getPackage(context.db, params.id);
      if (!current) throw apiError(404, NOT_FOUND);
      return packageFormValues(current);
    },
    normalize: normalizePackageBody,
    bodyNote: MULTIPART_NOTE,
    response: "200 { success, message: 'Paket güncellendi', package }",
    errors: [[404, NOT_FOUND], [400, VALIDATION_FAILED]],
    handler: ({ context, params, body }) => {
      const result = savePackage(context.db, params.id, body);
      if (!result.ok) return 'field' in result ? fieldErrorResponse({ [result.field]: [result.message] }) : apiError(404, NOT_FOUND);
      return ok({ message: 'Paket güncellendi', package: result.pkg });
    },
  }),
  DELETE: call({
    auth: 'admin',
    summary: 'Deletes a package.',
    params,
    response: "200 { success, message: 'Paket silindi' }",
    errors: [[404, NOT_FOUND]],
    handler: ({ context, params }) => (deletePackage(context.db, params.id) ? ok({ message: 'Paket silindi' }) : apiError(404, NOT_FOUND)),
  }),
});
export const action = api.action;
