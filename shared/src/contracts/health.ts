// Handler: api/src/health/routes.ts. The liveness check a load balancer or a deploy script reads.
import { mixed, object } from 'yup';
import { defineContract } from './contract';
import { successResponse } from './envelope';

export const checkHealth = defineContract({
  operationId: 'checkHealth',
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database check',
  tag: 'ops',
  callers: ['anyone'],
  response: successResponse(
    object({
      database: mixed<'pglite' | 'postgres'>().oneOf(['pglite', 'postgres']).defined(),
    }),
  ),
  errors: [],
  samples: [{ name: 'Up, on PostgreSQL', response: { success: true, message: 'ok', database: 'postgres' } }],
});

export const HEALTH_CONTRACTS = [checkHealth] as const;
