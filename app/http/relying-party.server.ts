/**
 * The WebAuthn relying party of a request (docs/decisions/0355): the site's origin
 * (PUBLIC_URL when set, else the request's own) and its host name as the RP id. The model
 * (app/models/auth/passkeys.server.ts) never guesses it.
 */
import type { RelyingParty } from '../models/auth/passkeys.server';
import type { RequestContext } from '../infra/app-context';

export function relyingPartyOf(request: Request, context: Pick<RequestContext, 'config'>): RelyingParty {
  const origin = new URL(context.config.publicUrl ?? request.url).origin;
  return { id: new URL(origin).hostname, origin };
}
