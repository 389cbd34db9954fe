/**
 * /admin/sms: the SMS settings, one implementation with the other phone channel
 * (phone-channel.server.ts, phone-channel-fields.tsx; docs/decisions/0200-sms-and-whatsapp.md, 0403).
 */
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { PhoneChannelScreen } from '~/routes/admin/messaging/phone-channel-fields';
import { channelAction, channelLoader } from '~/routes/admin/messaging/phone-channel.server';
import type { Route } from './+types/sms';

export const loader = (args: Route.LoaderArgs) => channelLoader('sms', args);
export const action = (args: Route.ActionArgs) => channelAction('sms', args);
export const meta: Route.MetaFunction = () => adminMeta(adminTab('/admin/sms').label);
export default PhoneChannelScreen;
export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
