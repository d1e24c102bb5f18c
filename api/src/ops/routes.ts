// The operations console's own API (issue 30): staff identity (identity.ts), staff management
// (staff-accounts.ts), the audit log reader (audit-reader.ts), the dashboard (dashboard.ts) and,
// in development only, the reads the end-to-end suite needs (dev-tools.ts). The queues' own work
// lives in their domains; their dashboard summaries arrive as `queues` from app.ts.
import type { AuthLimits } from '../auth/limits.ts';
import type { EmailAdapter } from '../email/email.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { auditReaderRoutes } from './audit-reader.ts';
import { dashboardRoutes } from './dashboard.ts';
import { opsDevRoutes } from './dev-tools.ts';
import { identityRoutes } from './identity.ts';
import type { QueueProvider } from './queue-summary.ts';
import { staffAccountRoutes } from './staff-accounts.ts';

export interface OpsOptions {
  email: EmailAdapter;
  siteUrl: string;
  limits: AuthLimits;
  queues: readonly QueueProvider[];
}

export const opsPlugin = domainPlugin<OpsOptions>((app, ctx, options) => {
  identityRoutes(app, ctx, options);
  staffAccountRoutes(app, ctx);
  auditReaderRoutes(app, ctx);
  dashboardRoutes(app, ctx, options.queues);
  if (ctx.devTools) opsDevRoutes(app, ctx);
});
