import { customerSchema } from '~/domain/people-forms';
import { adminApi, apiFormData, ok, validate } from '~/lib/admin-api.server';
import { normalizeCustomerBody } from '~/lib/api-shapes';
import { truthy } from '~/lib/form-data';
import { apiError, parseId, readBody } from '~/lib/http.server';
import { customerFormValues, deleteCustomer, getCustomer, setCustomerActive, updateCustomer } from '~/models/people/customers.server';
import type { Route } from './+types/api.customers.$id';

const NOT_FOUND = 'Müşteri bulunamadı';

/**
 * PUT /api/customers/:id (admin; name, email, phone, notes, isActive — or only isActive),
 * DELETE /api/customers/:id (the customer's appointments stay).
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: async () => {
      const id = parseId(params.id, NOT_FOUND);
      const current = getCustomer(context.db, id);
      if (!current) return apiError(404, NOT_FOUND);
      const isJson = !(request.headers.get('content-type') ?? '').includes('form');
      const body = isJson ? await readBody(request.clone()) : null;
      if (body && Object.keys(body).length === 1 && 'isActive' in body) {
        const customer = setCustomerActive(context.db, id, truthy(body.isActive))!;
        return ok({ message: customer.isActive ? 'Müşteri aktif edildi' : 'Müşteri deaktif edildi', customer });
      }
      const form = await apiFormData(request, { base: customerFormValues(current), normalize: normalizeCustomerBody });
      const customer = updateCustomer(context.db, id, validate(form, customerSchema));
      return customer ? ok({ message: 'Müşteri başarıyla güncellendi', customer }) : apiError(404, NOT_FOUND);
    },
    DELETE: () => {
      if (!deleteCustomer(context.db, parseId(params.id, NOT_FOUND))) return apiError(404, NOT_FOUND);
      return ok({ message: 'Müşteri başarıyla silindi' });
    },
  });
}
