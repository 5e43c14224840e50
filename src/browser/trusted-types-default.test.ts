import { describe, expect, it } from 'vitest';
import { installDefaultTrustedTypesPolicy } from './trusted-types-default';

describe('the default Trusted Types policy', () => {
  function fakeTrustedTypes() {
    const made: Array<{ name: string; createHTML: (html: string) => string | undefined }> = [];
    return {
      made,
      factory: {
        defaultPolicy: null,
        createPolicy: (name: string, options: { createHTML: (html: string) => string | undefined }) => {
          made.push({ name, createHTML: options.createHTML });
          return {};
        },
      } as unknown as TrustedTypePolicyFactory,
    };
  }

  it('lets only the empty string into an HTML sink (a live region cleared); anything else is refused', () => {
    const { made, factory } = fakeTrustedTypes();
    installDefaultTrustedTypesPolicy(factory);
    expect(made.map((policy) => policy.name)).toEqual(['default']);
    expect(made[0]!.createHTML('')).toBe('');
    expect(made[0]!.createHTML('<img src=x onerror=alert(1)>')).toBeUndefined();
    expect(made[0]!.createHTML(' ')).toBeUndefined();
  });

  it('without Trusted Types in the browser, nothing to do', () => {
    expect(() => installDefaultTrustedTypesPolicy(undefined)).not.toThrow();
  });
});
