import { packageSchema } from '~/domain/catalog-forms';
import { defineApi, deleteCall, savedFrom, updateCall } from '~/http/api.server';
import { normalizePackageBody } from '~/http/api-shapes';
import { deletePackage, getPackage, packageFormValues, savePackage } from '~/models/catalogue/packages.server';

const NOT_FOUND = 'Paket bulunamadı';

const api = defineApi({
  PUT: updateCall({
    permission: 'catalogue.write',
    summary: 'Updates a package.',
    notFound: NOT_FOUND,
    body: packageSchema,
    current: getPackage,
    formValues: packageFormValues,
    normalize: normalizePackageBody,
    save: (context, id, body, expectedVersion) =>
      savedFrom('pkg', savePackage(context.db, context.actor, id, body, { expectedVersion })),
    versioned: true,
    message: 'Paket güncellendi',
    key: 'package',
  }),
  DELETE: deleteCall({
    versioned: 'packages',
    permission: 'catalogue.write',
    summary: 'Deletes a package.',
    notFound: NOT_FOUND,
    remove: (context, id) => deletePackage(context.db, context.actor, id),
    message: 'Paket silindi',
  }),
});
export const action = api.action;
