// Subresource integrity for what the shell loads on a remote's behalf: remoteEntry.js, through a
// script whose integrity attribute the browser checks against release.json. The remote's own
// chunks carry integrity from its build (in that remoteEntry.js), so the whole chain hangs off
// release.json, which is served fresh and same-origin. The federation manifest is not in the chain:
// remotes are registered by their remoteEntry.js (remotes.ts), so the browser never fetches it.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ReleaseManifest } from '@platform/shared';

function integrityIndex(release: ReleaseManifest): Map<string, string> {
  const index = new Map<string, string>();
  for (const remote of Object.values(release.remotes)) {
    // release.json names each file by its path relative to the version's manifest.
    const base = new URL(remote.manifestUrl, window.location.href);
    for (const [file, hash] of Object.entries(remote.integrity)) index.set(new URL(file, base).href, hash);
  }
  return index;
}

export function createIntegrityPlugin(release: ReleaseManifest): ModuleFederationRuntimePlugin {
  const index = integrityIndex(release);
  return {
    name: 'release-integrity',
    createScript({ url }: { url: string }) {
      const expected = index.get(new URL(url, window.location.href).href);
      if (!expected) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = expected;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
