import { HttpError } from '../http/errors';
import type { Tenant } from './issuers';
import type { Identity } from './token-verifier';

/**
 * Which tenants may call a route. platform.md §1: the trial variant shows only Home and Vision
 * Studio, so a trial token reaches exactly what those two need (chat, its kept answers, upload,
 * summarisation, images, capabilities: the paths of docs/openapi/trial.yaml) and nothing else,
 * whatever groups it claims. Every other route is the corporate tenant's alone.
 */
export type RouteTenants = readonly Tenant[];

export const corporateOnly: RouteTenants = ['corporate'];
export const bothTenants: RouteTenants = ['corporate', 'trial'];

/** 403 unless the caller's tenant is one of the route's. */
export function requireTenant(identity: Identity, routeTenants: RouteTenants | undefined) {
  if (!(routeTenants ?? corporateOnly).includes(identity.tenant)) {
    throw new HttpError(403, 'This is not available on the trial.');
  }
}
