import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppBuild } from '@platform/build-config';

export default createAppBuild({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  role: 'remote',
  exposes: { './routes': './src/app/routes.tsx' },
});
