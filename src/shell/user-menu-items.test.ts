import { describe, expect, it } from 'vitest';
import { localConfig } from '../../test/fixtures/runtime-config';
import { userMenuItems } from './user-menu-items';

const config = localConfig();

describe('user menu items', () => {
  it('internal home route, trial-group user, dev provider: everything', () => {
    expect(userMenuItems({ config, origin: 'development', pathname: '/', groups: ['studio-trial'] })).toEqual([
      'colorScheme', 'usage', 'handbook', 'releaseNotes', 'idpSwitch', 'takeAlong', 'logout',
    ]);
  });

  it('release notes only on the home route', () => {
    expect(userMenuItems({ config, origin: 'development', pathname: '/vox', groups: [] })).toEqual([
      'colorScheme', 'usage', 'handbook', 'takeAlong', 'logout',
    ]);
  });

  it('the trial variant has no handbook and no release notes', () => {
    expect(userMenuItems({ config, origin: 'trial', pathname: '/', groups: ['studio-trial'] })).toEqual([
      'colorScheme', 'usage', 'idpSwitch', 'takeAlong', 'logout',
    ]);
  });

  it('no provider switch with the prod setting or without the trial group', () => {
    const prod = { ...config, idpSetting: 'prod' as const };
    expect(userMenuItems({ config: prod, origin: 'development', pathname: '/x', groups: ['studio-trial'] })).not.toContain('idpSwitch');
    expect(userMenuItems({ config, origin: 'development', pathname: '/x', groups: ['studio-chat'] })).not.toContain('idpSwitch');
  });

  it('no release-notes item when the button is switched off', () => {
    const off = { ...config, releaseNotesButton: false };
    expect(userMenuItems({ config: off, origin: 'development', pathname: '/', groups: [] })).not.toContain('releaseNotes');
  });
});
