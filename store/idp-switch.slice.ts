import { createSlice } from '@reduxjs/toolkit';

/**
 * The identity-provider test switch (platform.md §2): in a non-prod setting a trial-group user
 * can try the branded provider from an internal address and back. null: the address decides.
 */
export type ProviderChoice = 'dev' | 'branded' | null;

export const idpSwitchSlice = createSlice({
  name: 'idpSwitch',
  initialState: { choice: null as ProviderChoice },
  reducers: {
    /** `current` is the provider in use now; the switch flips to the other one. */
    providerToggled: {
      reducer(state, action: { payload: 'dev' | 'branded' }) {
        state.choice = action.payload === 'branded' ? 'dev' : 'branded';
      },
      prepare: (current: 'dev' | 'branded') => ({ payload: current }),
    },
  },
  selectors: { selectProviderChoice: (state) => state.choice },
});

export const { providerToggled } = idpSwitchSlice.actions;
export const { selectProviderChoice } = idpSwitchSlice.selectors;
