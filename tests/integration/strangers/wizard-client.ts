/**
 * The issue 24 tests' customer on the wizard's step 3 (the client: tests/helpers/wizard-client.ts).
 */
import type * as contact from '../../../app/routes/booking/wizard/route';
import { PERSON_STEP_FIELDS } from './wizard-fields';
import type { TestContext } from '../../helpers/test-db';
import { wizardClient } from '../../helpers/wizard-client';

/** Steps 1 and 2 (the member or 'any'), then step 3's date: the client stands on step 3. */
export async function toStep3(
  context: TestContext,
  choice: {
    personal: { customerName: string; customerEmail: string; customerPhone: string };
    serviceIds: number[];
    member: number | 'any';
    date: string;
  },
) {
  const c = wizardClient(context);
  const one = await c.post({ ...PERSON_STEP_FIELDS, ...choice.personal });
  if (one.location !== '/contact?adim=2') throw new Error(`step 1: ${JSON.stringify(one)}`);
  const two = await c.post({
    step: '2',
    intent: 'selection',
    serviceIds: choice.serviceIds.map(String),
    teamMemberId: String(choice.member),
  });
  if (two.location !== '/contact?adim=3') throw new Error(`step 2: ${JSON.stringify(two)}`);
  const three = await c.post({ step: '3', intent: 'change-date', date: choice.date });
  if (three.location !== '/contact?adim=3') throw new Error(`step 3: ${JSON.stringify(three)}`);
  const page = (await c.get('?adim=3')).data as contact.WizardData;
  return { client: c, token: page.slotStep!.token, page };
}
