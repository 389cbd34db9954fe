import { customerSchema, NOT_FOUND_MESSAGES } from '~/domain/people-forms';
import { apiError, call, defineApi, deleteCall, idParams, notFound, okVersioned, staleAnswer } from '~/http/api.server';
import { actorOf, mayDo } from '~/http/auth.server';
import { maskContact } from '~/domain/permissions';
import { MULTIPART_NOTE, VALIDATION_FAILED } from '~/http/api-doc-notes';
import { normalizeCustomerBody } from '~/http/api-shapes';
import { truthy } from '~/http/form-data';
import {
  customerFormValues,
  deleteCustomer,
  getCustomer,
  setCustomerActive,
  updateCustomer,
} from '~/models/people/customers.server';

const NOT_FOUND = NOT_FOUND_MESSAGES.customer;
const params = idParams(NOT_FOUND);

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'customers.read',
    summary: 'One customer, with her version as the ETag; contact details masked without `customers.contact.read`.',
    params,
    etag: true,
    response: '200 { success, customer }',
    errors: [[404, NOT_FOUND]],
    handler: ({ context, params, session }) => {
      const customer = getCustomer(context.db, params.id);
      return customer
        ? okVersioned({ customer: maskContact(customer, mayDo(session, 'customers.contact.read')) }, customer.version)
        : apiError(404, NOT_FOUND);
    },
  }),
  PUT: call({
    auth: 'admin',
    permission: 'customers.write',
    summary:
      'Updates a customer (name, email, phone, notes, isActive); a JSON body with only `isActive` switches the status.',
    params,
    etag: true,
    ifMatch: true,
    body: customerSchema,
    bodyFormat: 'form',
    bodyBase: ({ context, params }) => {
      const current = getCustomer(context.db, params.id);
      return current ? customerFormValues(current) : notFound(NOT_FOUND);
    },
    normalize: normalizeCustomerBody,
    bodyNote: MULTIPART_NOTE,
    response:
      "200 { success, message: 'Müşteri başarıyla güncellendi' | 'Müşteri aktif edildi' | 'Müşteri deaktif edildi', customer }",
    errors: [
      [404, NOT_FOUND],
      [400, VALIDATION_FAILED],
      [409, '{ message, current, currentVersion, meanwhile } when If-Match names an older version'],
    ],
    handler: ({ request, context, params, body, values, session, expectedVersion }) => {
      const isJson = !(request.headers.get('content-type') ?? '').includes('form');
      if (isJson && Object.keys(values).length === 1 && 'isActive' in values) {
        const customer = setCustomerActive(context.db, actorOf(session, context), params.id, truthy(values.isActive))!;
        return okVersioned(
          { message: customer.isActive ? 'Müşteri aktif edildi' : 'Müşteri deaktif edildi', customer },
          customer.version,
        );
      }
      const saved = updateCustomer(context.db, actorOf(session, context), params.id, body, { expectedVersion });
      if (saved.ok)
        return okVersioned(
          { message: 'Müşteri başarıyla güncellendi', customer: saved.customer },
          saved.customer.version,
        );
      return saved.kind === 'stale' ? staleAnswer(saved, saved.current) : apiError(saved.status, NOT_FOUND);
    },
  }),
  DELETE: deleteCall({
    versioned: 'customers',
    permission: 'customers.erase',
    summary: "Deletes a customer (the customer's appointments stay).",
    notFound: NOT_FOUND,
    remove: (context, id) => deleteCustomer(context.db, context.actor, id),
    message: 'Müşteri başarıyla silindi',
  }),
});
export const loader = api.loader;
export const action = api.action;
