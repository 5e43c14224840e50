/**
 * platform.md §4 and tools.md §8: a 401 from a call means the session expired. The API client has
 * already told the session, whose handling tells the user (the session-expired page); a tool
 * shows no toast or notice of its own for it, and drops what the call was for.
 */
export const sessionExpiredStatus = 401;

/** Whether a failure's HTTP status (null or undefined: it had none) says the session expired. */
export const isSessionExpired = (status: number | null | undefined): boolean => status === sessionExpiredStatus;
