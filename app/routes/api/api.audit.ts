import { AUDIT_ENTITIES, AUDIT_KINDS, describeEntry, maskEntryContact, type AuditEntry } from '~/domain/audit';
import { auditFilterOf, auditQuerySchema } from '~/domain/audit-query';
import { seesContact } from '~/domain/permissions';
import { call, defineApi, ok, PRIVATE_NO_STORE } from '~/http/api.server';
import { cursorFromText, cursorText, entityHistory, listAudit } from '~/models/audit/history.server';

/** An entry as the API answers it: the row's facts and the sentence the "Geçmiş" panel shows. */
function entryJson(entry: AuditEntry) {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: { kind: entry.actor.kind, userId: entry.actor.userId, name: entry.actor.name, ip: entry.actor.ip },
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    kind: entry.kind,
    changes: entry.changes,
    meta: entry.meta,
    version: entry.version,
    text: describeEntry(entry),
  };
}

/**
 * GET /api/audit (issue 26 item 3; docs/decisions/0392): one record's history
 * (`?entity=appointment&entityId=12`, oldest first, the whole of it), or the "Kayıtlar" pages
 * (newest first, `next` is the following page's `before`), with the screen's filters.
 */
const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'audit.read',
    summary: `The history ("Geçmiş" / "Kayıtlar"). With \`entity\` and \`entityId\`: that record's entries, oldest first. Otherwise a page of entries, newest first, filtered by \`person\` (\`account-{id}\`, \`customer\`, \`system\`, \`visitor\`), \`from\`/\`to\` (YYYY-MM-DD, Istanbul, inclusive), \`kind\` (${AUDIT_KINDS.join(', ')}) and \`entity\` (${AUDIT_ENTITIES.join(', ')}); \`before\` is the \`next\` of the previous page. Customer e-mail and phone inside entries are masked for an account without \`customers.contact.read\`.`,
    query: auditQuerySchema,
    response:
      '200 { success, entries: [{ id, at, actor: { kind, userId, name, ip }, entity, entityId, action, kind, changes: [{ field, before, after }], meta, version, text }], next }',
    handler: ({ context, query, session }) => {
      const mayRead = seesContact({ role: session.user.role, options: session.access });
      const shown = (entries: AuditEntry[]) => entries.map((e) => entryJson(maskEntryContact(e, mayRead)));
      if (query.entity && query.entityId)
        return ok(
          { entries: shown(entityHistory(context.db, query.entity, query.entityId)), next: null },
          200,
          PRIVATE_NO_STORE,
        );
      const page = listAudit(context.db, auditFilterOf(query), { before: cursorFromText(query.before) });
      return ok(
        { entries: shown(page.entries), next: page.next ? cursorText(page.next) : null },
        200,
        PRIVATE_NO_STORE,
      );
    },
  }),
});
export const loader = api.loader;
