import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the API says the signed-in user may see beyond their groups (GET /v1/capabilities). Not stored: asked per sign-in. */
export interface CapabilitiesState {
  /** The admins' usage page (ADMIN_GROUPS, decided on the server); null: not known yet. */
  usageAdmin: boolean | null;
  /** The registry components whose contact the user is (`feedback.components`, their e-mail claim the server's to match): their feedback is theirs to read. */
  feedbackContactOf: readonly string[];
  /** Whose answer it is (the user's subject), so another user's sign-in asks again. */
  subject: string | null;
}

const initialState: CapabilitiesState = { usageAdmin: null, feedbackContactOf: [], subject: null };

export const capabilitiesSlice = createSlice({
  name: 'capabilities',
  initialState,
  reducers: {
    /** The server answered (a server without a ledger, or a failed call: no admin page). */
    capabilitiesRead(_, action: PayloadAction<{ subject: string | null; usageAdmin: boolean; feedbackContactOf?: readonly string[] }>) {
      const { feedbackContactOf = [], ...read } = action.payload;
      return { ...read, feedbackContactOf };
    },
    /** Signed out, or another user: nothing is known of the next one. */
    capabilitiesForgotten() {
      return initialState;
    },
  },
  selectors: {
    selectCapabilities: (state) => state,
    /** Whether the user may read a registry component's feedback as its contact, as the server said. */
    selectIsFeedbackContact: (state, component: string) => state.feedbackContactOf.includes(component),
  },
});

export const { capabilitiesRead, capabilitiesForgotten } = capabilitiesSlice.actions;
export const { selectCapabilities, selectIsFeedbackContact } = capabilitiesSlice.selectors;
