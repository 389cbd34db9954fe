import { actorOf } from '~/http/auth.server';
import { z } from 'zod';
import { apiError, call, defineApi, idParam, ok } from '~/http/api.server';
import { removeTeamMemberCategory } from '~/models/people/team.server';
import { NOT_FOUND_MESSAGES } from '~/domain/people-forms';

const api = defineApi({
  DELETE: call({
    auth: 'admin',
    permission: 'team.write',
    summary: 'Removes a category from the member.',
    params: z.object({ id: idParam(NOT_FOUND_MESSAGES.teamMember), categoryId: idParam('Kategori bulunamadı') }),
    response: "200 { success, message: 'Kategori kaldırıldı', teamMember }",
    errors: [
      [404, NOT_FOUND_MESSAGES.teamMember],
      [404, 'Kategori bulunamadı'],
      [404, 'Bu kategori üyeye ekli değil'],
    ],
    handler: ({ context, params, session }) => {
      const result = removeTeamMemberCategory(context.db, actorOf(session, context), params.id, params.categoryId);
      return result.ok
        ? ok({ message: 'Kategori kaldırıldı', teamMember: result.member })
        : apiError(result.status, result.message);
    },
  }),
});
export const action = api.action;
