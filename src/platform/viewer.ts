import { useMemo } from 'react';
import type { Viewer } from '../access/access';
import { useAuth } from './auth-context';
import { useOrigin } from './platform';

/** Who is looking, as the access rules need it. */
export function useViewer(): Viewer {
  const { config, origin } = useOrigin();
  const { user, authDisabled } = useAuth();
  return useMemo(
    () => ({ config, origin, authDisabled, groups: user ? user.groups : null }),
    [config, origin, authDisabled, user],
  );
}
