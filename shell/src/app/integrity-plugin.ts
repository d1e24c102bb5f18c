// Subresource integrity for what the shell fetches on a remote's behalf: the federation manifest
// (checked here, byte for byte) and remoteEntry.js (checked by the browser through the script's
// integrity attribute). The remote's own chunks carry integrity from its build, so the whole chain
// hangs off release.json, which is served fresh and same-origin.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ReleaseManifest } from '@platform/shared';

const FETCH_TIMEOUT_MS = 15_000;

function integrityIndex(release: ReleaseManifest): Map<string, string> {
  const index = new Map<string, string>();
  for (const remote of Object.values(release.remotes)) {
    const base = new URL(remote.manifestUrl, window.location.href);
    for (const [file, hash] of Object.entries(remote.integrity)) index.set(new URL(file, base).href, hash);
  }
  return index;
}

async function sha384(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

export function createIntegrityPlugin(release: ReleaseManifest): ModuleFederationRuntimePlugin {
  const index = integrityIndex(release);
  const expectedFor = (url: string) => index.get(new URL(url, window.location.href).href);
  return {
    name: 'release-integrity',
    async fetch(url: string, init: RequestInit) {
      const expected = expectedFor(url);
      // With the integrity on the request too, the browser checks it and can use the copy the site
      // server preloaded for this page (a preload is only reused by a request with the same integrity).
      const response = await fetch(url, { ...init, ...(expected ? { integrity: expected } : {}), signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      // crypto.subtle exists only in secure contexts (https, localhost); elsewhere the browser's
      // script integrity checks still hold for remoteEntry and chunks.
      if (expected && globalThis.crypto?.subtle) {
        const actual = await sha384(await response.clone().arrayBuffer());
        if (actual !== expected) throw new Error(`${url} does not match the integrity in release.json`);
      }
      return response;
    },
    createScript({ url }: { url: string }) {
      const expected = expectedFor(url);
      if (!expected) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = expected;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
