// One domain folder, one Fastify plugin: `api/src/<domain>/routes.ts` exports what `domainPlugin`
// makes, and app.ts registers it with `app.register(plugin, { ctx, ...options })`. The plugin is
// encapsulated (its hooks stay inside); what another domain needs from it is a function it
// exports, never a decoration. See docs/architecture.md, "The API".
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';

export type DomainPluginOptions<O extends object> = O & { ctx: AppContext };

export function domainPlugin<O extends object = object>(
  register: (app: FastifyInstance, ctx: AppContext, options: O) => void | Promise<void>,
): FastifyPluginAsync<DomainPluginOptions<O>> {
  return async (app, { ctx, ...options }) => {
    await register(app, ctx, options as unknown as O);
  };
}
