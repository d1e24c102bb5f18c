// What the shell's app.json says it provides is read from its build's provide modules.
import { describe, expect, it } from 'vitest';
import { providedShareName } from './federation';

describe('providedShareName', () => {
  it('reads the shared key of a provide module, scoped and subpath keys included', () => {
    expect(providedShareName('provide shared module (default) react@19.3.1 = /repo/node_modules/react/index.js')).toBe('react');
    expect(providedShareName('provide shared module (default) react-toastify/unstyled@11.2.0 = /repo/node_modules/react-toastify/dist/unstyled.mjs')).toBe(
      'react-toastify/unstyled',
    );
    expect(providedShareName('provide shared module (default) @platform/shared/api@1.0.0 = /repo/shared/src/api/index.ts')).toBe('@platform/shared/api');
  });

  it('is null for any other module', () => {
    expect(providedShareName('consume shared module (default) react@^19.2.0 (singleton) (fallback: /repo/node_modules/react/index.js)')).toBeNull();
    expect(providedShareName('/repo/shell/src/bootstrap.tsx')).toBeNull();
  });
});
