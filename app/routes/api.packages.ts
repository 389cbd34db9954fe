import { packageSchema } from '~/domain/catalog-forms';
import { call, defineApi, fieldErrorResponse, ok } from '~/lib/api.server';
import { MULTIPART_NOTE, VALIDATION_FAILED } from '~/lib/api-doc-notes';
import { normalizePackageBody } from '~/lib/api-shapes';
import { cachedJson } from '~/lib/http.server';
import { packageJson } from '~/lib/public-json';
import { listActivePackages } from '~/models/catalogue.server';
import { savePackage } from '~/models/packages.server';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: "Active packages with their services' ids and names (cached).",
    response: '200 { packages: [{ id, name, description, services: [id], serviceNames, originalPrice, discountedPrice, price (lira), duration, isActive, displayOrder, ... }] }',
    handler: ({ request, context }) => cachedJson(request, { packages: listActivePackages(context.db).map(packageJson) }),
  }),
  POST: call({
    auth: 'admin',
    summary: 'Creates a package.',
    body: packageSchema,
    bodyFormat: 'form',
    bodyBase: () => ({ isActive: true, displayOrder: 0 }),
    normalize: normalizePackageBody,
    bodyNote: MULTIPART_NOTE,
    response: "201 { success, message: 'Paket oluşturuldu', package }",
    errors: [[400, VALIDATION_FAILED]],
    handler: ({ context, body }) => {
      const result = savePackage(context.db, undefined, body);
      if (!result.ok) return fieldErrorResponse('field' in result ? { [result.field]: [result.message] } : {});
      return ok({ message: 'Paket oluşturuldu', package: result.pkg }, 201);
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
