import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the API says the signed-in user may see beyond their groups (GET /v1/capabilities). Not stored: asked per sign-in. */
export interface CapabilitiesState {
  /** The admins' usage page (ADMIN_GROUPS, decided on the server); null: not known yet. */
  usageAdmin: boolean | null;
  /** Whose answer it is (the user's subject), so another user's sign-in asks again. */
  subject: string | null;
}

const initialState: CapabilitiesState = { usageAdmin: null, subject: null };

export const capabilitiesSlice = createSlice({
  name: 'capabilities',
  initialState,
  reducers: {
    /** The server answered (a server without a ledger, or a failed call: no admin page). */
    capabilitiesRead(_, action: PayloadAction<{ subject: string | null; usageAdmin: boolean }>) {
      return action.payload;
    },
    /** Signed out, or another user: nothing is known of the next one. */
    capabilitiesForgotten() {
      return initialState;
    },
  },
  selectors: { selectCapabilities: (state) => state },
});

export const { capabilitiesRead, capabilitiesForgotten } = capabilitiesSlice.actions;
export const { selectCapabilities } = capabilitiesSlice.selectors;
