/** The HTTP status a failed call's error carries (the clients' ApiError), or null for none (the network, a defect). */
export const statusOf = (error: unknown): number | null =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : null;
