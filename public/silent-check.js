// The end of the studio's silent session check: hand the provider's answer to the studio that
// framed this page (same origin only), which reads `code`, `error` and `state` from it.
if (window.parent !== window) {
  window.parent.postMessage({ source: 'studio-silent-check', url: window.location.href }, window.location.origin);
}
