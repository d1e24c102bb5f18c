import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@platform/build-config';

export default createAppConfig({ appDir: path.dirname(fileURLToPath(import.meta.url)), role: 'host', devPort: 8080 });
