import { customerSchema, NOT_FOUND_MESSAGES } from '~/domain/people-forms';
import { apiError, call, defineApi, deleteCall, idParams, notFound, ok } from '~/http/api.server';
import { actorOf } from '~/http/auth.server';
import { MULTIPART_NOTE, VALIDATION_FAILED } from '~/http/api-doc-notes';
import { normalizeCustomerBody } from '~/http/api-shapes';
import { truthy } from '~/http/form-data';
import { customerFormValues, deleteCustomer, getCustomer, setCustomerActive, updateCustomer } from '~/models/people/customers.server';

const NOT_FOUND = NOT_FOUND_MESSAGES.customer;
const params = idParams(NOT_FOUND);

const api = defineApi({
  PUT: call({
    auth: 'admin',
    permission: 'customers.write',
    summary: 'Updates a customer (name, email, phone, notes, isActive); a JSON body with only `isActive` switches the status.',
    params,
    body: customerSchema,
    bodyFormat: 'form',
    bodyBase: ({ context, params }) => {
      const current = getCustomer(context.db, params.id);
      return current ? customerFormValues(current) : notFound(NOT_FOUND);
    },
    normalize: normalizeCustomerBody,
    bodyNote: MULTIPART_NOTE,
    response: "200 { success, message: 'Müşteri başarıyla güncellendi' | 'Müşteri aktif edildi' | 'Müşteri deaktif edildi', customer }",
    errors: [
      [404, NOT_FOUND],
      [400, VALIDATION_FAILED],
    ],
    handler: ({ request, context, params, body, values, session }) => {
      const isJson = !(request.headers.get('content-type') ?? '').includes('form');
      if (isJson && Object.keys(values).length === 1 && 'isActive' in values) {
        const customer = setCustomerActive(context.db, actorOf(session, context), params.id, truthy(values.isActive))!;
        return ok({ message: customer.isActive ? 'Müşteri aktif edildi' : 'Müşteri deaktif edildi', customer });
      }
      const saved = updateCustomer(context.db, actorOf(session, context), params.id, body);
      return saved.ok ? ok({ message: 'Müşteri başarıyla güncellendi', customer: saved.customer }) : apiError(saved.status, saved.status === 404 ? NOT_FOUND : saved.message);
    },
  }),
  DELETE: deleteCall({ permission: 'customers.erase', summary: "Deletes a customer (the customer's appointments stay).", notFound: NOT_FOUND, remove: (context, id) => deleteCustomer(context.db, context.actor, id), message: 'Müşteri başarıyla silindi' }),
});
export const action = api.action;
