// Runs remotes' prerender bundles (server/prerender.cjs of a published version) off the site
// server's event loop: a slow or broken page can time out here without holding up other requests.
// Plain JavaScript so it runs as a worker whatever started the site server.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
/** A published version never changes: each bundle is loaded once. */
const bundles = new Map();

function load(bundle) {
  let module = bundles.get(bundle);
  if (!module) {
    module = require(bundle);
    bundles.set(bundle, module);
  }
  return module;
}

parentPort.on('message', async ({ id, bundle, input, warm }) => {
  if (warm) {
    for (const file of warm) {
      try {
        load(file);
      } catch {
        // reported when a page asks for it
      }
    }
    return;
  }
  try {
    const module = load(bundle);
    parentPort.postMessage({ id, result: await module.render(input) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
