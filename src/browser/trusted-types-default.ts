/**
 * The Trusted Types `default` policy: it lets exactly one string through an HTML sink, the empty
 * one. react-aria's live announcer clears its regions with `innerHTML = ''` (number fields,
 * combo boxes and others announce through it); every other string assigned to a sink is refused
 * and reported, as `require-trusted-types-for 'script'` wants. Markdown goes through its own
 * policy (src/markdown/render-markdown.ts).
 */
export function installDefaultTrustedTypesPolicy(trustedTypes = window.trustedTypes) {
  if (!trustedTypes || trustedTypes.defaultPolicy) return;
  trustedTypes.createPolicy('default', {
    createHTML: (html: string) => (html === '' ? '' : undefined),
  } as TrustedTypePolicyOptions);
}
