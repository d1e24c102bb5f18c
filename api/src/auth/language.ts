// The language a request comes from, and keeping it as the person's (docs/decisions/053). The
// site's one API client names the page's language in `Accept-Language` on every call (a single
// tag, `hi`); a caller outside the site sends the browser's own list, whose first tag is read
// the same way. The `lang` cookie (decision 051) answers when the header names none of ours: the
// site server sets it, and it reaches the API when both are served from one host.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse } from 'cookie';
import { isAccountLanguage, setAccountLanguage, type AccountLanguage } from '@platform/shared/contracts';
import type { AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { keepPreferredLanguage } from '../users.ts';

const LANGUAGE_COOKIE = 'lang';

/** The language the request's page is in, or null when it names none we write in. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): AccountLanguage | null {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  const primary = first?.split('-')[0];
  if (isAccountLanguage(primary)) return primary;
  const cookie = request.headers.cookie ? parse(request.headers.cookie)[LANGUAGE_COOKIE] : undefined;
  return isAccountLanguage(cookie) ? cookie : null;
}

/** PUT /auth/language: the signed-in person switched language on the site. */
export function languageRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerContract(app, ctx, setAccountLanguage, async ({ body, user }) => {
    await keepPreferredLanguage(ctx.db, user.id, body.language, ctx.clock.now());
    return { success: true, message: 'Language saved', language: body.language };
  });
}
