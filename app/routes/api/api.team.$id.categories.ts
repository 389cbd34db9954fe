import { actorOf } from '~/http/auth.server';
import { NOT_FOUND_MESSAGES, teamCategorySchema } from '~/domain/people-forms';
import { apiError, call, defineApi, idParams, ok } from '~/http/api.server';
import { VALIDATION_FAILED } from '~/http/api-doc-notes';
import { addTeamMemberCategory, getTeamMember } from '~/models/people/team.server';

const NOT_FOUND = NOT_FOUND_MESSAGES.teamMember;
const params = idParams(NOT_FOUND);

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'team.write',
    summary: 'The member with their categories.',
    params,
    response: '200 { success, teamMember }',
    errors: [[404, NOT_FOUND]],
    handler: ({ context, params }) => {
      const member = getTeamMember(context.db, params.id);
      return member ? ok({ teamMember: member }) : apiError(404, NOT_FOUND);
    },
  }),
  POST: call({
    auth: 'admin',
    permission: 'team.write',
    summary: 'Adds a category to the member.',
    params,
    body: teamCategorySchema,
    bodyFormat: 'form',
    response: "201 { success, message: 'Kategori eklendi', teamMember }",
    errors: [
      [404, NOT_FOUND],
      [400, VALIDATION_FAILED],
      [404, 'Kategori bulunamadı'],
      [409, 'Bu kategori zaten ekli'],
    ],
    handler: ({ context, params, body, session }) => {
      const result = addTeamMemberCategory(context.db, actorOf(session, context), params.id, body.categoryId);
      return result.ok
        ? ok({ message: 'Kategori eklendi', teamMember: result.member }, 201)
        : apiError(result.status, result.message);
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
