/** Loopback ports of the reference stack. `npm start` and the end-to-end run use separate sets. */
export interface StackPorts {
  app: number;
  api: number;
  corporateIdp: number;
  brandedIdp: number;
}

export const startPorts: StackPorts = { app: 5173, api: 4000, corporateIdp: 4001, brandedIdp: 4002 };
export const e2ePorts: StackPorts = { app: 4173, api: 4100, corporateIdp: 4101, brandedIdp: 4102 };

/**
 * Chromium resolves *.localhost to loopback, so both origins can be tried on one machine.
 * `127.0.0.1` is the development fallback on another site than the providers' `localhost`: a
 * studio whose provider is cross-site (test/e2e/session-cross-site.spec.ts).
 */
export const appOrigins = (ports: StackPorts) => [
  `http://localhost:${ports.app}`,
  `http://trial.localhost:${ports.app}`,
  `http://127.0.0.1:${ports.app}`,
];
