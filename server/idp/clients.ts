/** The studio's client ids at the two local providers, and the API audience of their access tokens. */
export const localClientIds = { corporate: 'studio-corporate', branded: 'studio-trial' } as const;
export const apiAudience = 'urn:studio:api';
