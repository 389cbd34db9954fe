import { packageSchema } from '~/domain/catalog-forms';
import { call, createCall, defineApi, savedFrom } from '~/http/api.server';
import { normalizePackageBody } from '~/http/api-shapes';
import { cachedJson } from '~/http/http.server';
import { packageJson } from '~/http/public-json';
import { listActivePackages } from '~/models/catalogue/active.server';
import { savePackage } from '~/models/catalogue/packages.server';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: "Active packages with their services' ids and names (cached).",
    response:
      '200 { packages: [{ id, name, description, services: [id], serviceNames, originalPrice, discountedPrice, price (lira), duration, isActive, displayOrder, ... }] }',
    handler: ({ request, context }) =>
      cachedJson(request, { packages: listActivePackages(context.db).map(packageJson) }),
  }),
  POST: createCall({
    permission: 'catalogue.write',
    summary: 'Creates a package.',
    body: packageSchema,
    defaults: { isActive: true, displayOrder: 0 },
    normalize: normalizePackageBody,
    save: (context, body) => savedFrom('pkg', savePackage(context.db, context.actor, undefined, body)),
    message: 'Paket oluşturuldu',
    key: 'package',
  }),
});
export const loader = api.loader;
export const action = api.action;
