import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEXTS,
  accountSchema,
  INVITATION_TTL_MS,
  invitationAcceptSchema,
  invitationState,
  leavesNoOwner,
} from './accounts';

describe('accounts', () => {
  it('takes { name, email, role, teamMemberId } from a form or JSON; an artist needs her team member', () => {
    expect(
      accountSchema.parse({ name: ' Elif ', email: 'Elif@Studio.test', role: 'member', teamMemberId: '3' }),
    ).toEqual({ name: 'Elif', email: 'elif@studio.test', role: 'member', teamMemberId: 3 });
    expect(
      accountSchema.parse({ name: 'Ece', email: 'ece@studio.test', role: 'reception', teamMemberId: null }),
    ).toMatchObject({ role: 'reception', teamMemberId: null });
    const noMember = accountSchema.safeParse({
      name: 'Elif',
      email: 'elif@studio.test',
      role: 'member',
      teamMemberId: '',
    });
    expect(noMember.success ? null : noMember.error.issues[0]!.message).toBe(ACCOUNT_TEXTS.memberNeedsTeamMember);
    const badRole = accountSchema.safeParse({ name: 'X', email: 'x@studio.test', role: 'admin' });
    expect(badRole.success ? null : badRole.error.issues[0]!.message).toBe(
      'Rol şunlardan biri olmalıdır: owner, manager, reception, member',
    );
  });

  it('an invitation is open for 72 hours and once', () => {
    const created = new Date('2026-11-24T10:00:00Z');
    const invitation = { expiresAt: new Date(created.getTime() + INVITATION_TTL_MS), usedAt: null };
    expect(invitationState(invitation, new Date(created.getTime() + INVITATION_TTL_MS - 1))).toBe('open');
    expect(invitationState(invitation, new Date(created.getTime() + INVITATION_TTL_MS))).toBe('expired');
    expect(invitationState({ ...invitation, usedAt: created }, created)).toBe('used');
    expect(invitationAcceptSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' }).success).toBe(false);
  });

  it('the last active owner stays an active owner', () => {
    expect(leavesNoOwner([1], { id: 1, role: 'manager', active: true })).toBe(true);
    expect(leavesNoOwner([1], { id: 1, role: 'owner', active: false })).toBe(true);
    expect(leavesNoOwner([1, 2], { id: 1, role: 'manager', active: true })).toBe(false);
    expect(leavesNoOwner([1], { id: 5, role: 'member', active: false })).toBe(false);
    // an owner who cannot sign in (invitation never accepted) does not count (issue 37)
    expect(leavesNoOwner([1], { id: 7, role: 'owner', active: true })).toBe(false);
    expect(leavesNoOwner([], { id: 7, role: 'owner', active: true })).toBe(true);
  });
});
