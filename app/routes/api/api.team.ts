import { z } from 'zod';
import { teamMemberSchema } from '~/domain/people-forms';
import { call, createCall, defineApi } from '~/http/api.server';
import { normalizeTeamBody } from '~/http/api-shapes';
import { cachedJson } from '~/http/http.server';
import { teamMemberJson } from '~/http/public-json';
import { intQueryField } from '~/http/query';
import { listActiveTeamMembers, saveTeamMember } from '~/models/people/team.server';

const BAD_CATEGORY = 'Geçersiz kategori: categoryId pozitif bir tam sayı olmalıdır.';
const teamQuerySchema = z.object({
  categoryId: intQueryField(BAD_CATEGORY).describe('only members active in this category'),
});

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: 'Active members, optionally those active in one category (cached).',
    query: teamQuerySchema,
    response: '200 { teamMembers: [{ id, name, specialization, imageUrl, displayOrder, isActive }] }',
    errors: [[400, BAD_CATEGORY]],
    handler: ({ request, context, query }) =>
      cachedJson(request, {
        teamMembers: listActiveTeamMembers(context.db, { categoryId: query.categoryId }).map(teamMemberJson),
      }),
  }),
  POST: createCall({
    permission: 'team.write',
    summary: 'Adds a member (optional image file).',
    body: teamMemberSchema,
    normalize: normalizeTeamBody,
    save: (context, body) => saveTeamMember(context, undefined, body),
    message: 'Ekip üyesi eklendi',
    key: 'teamMember',
  }),
});
export const loader = api.loader;
export const action = api.action;
