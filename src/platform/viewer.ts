import { useMemo } from 'react';
import { selectCapabilities } from '../../store/capabilities.slice';
import type { Viewer } from '../access/access';
import { useAuth } from './auth-context';
import { useOrigin } from './platform';
import { useAppSelector } from './store-hooks';

/** Who is looking, as the access rules need it. */
export function useViewer(): Viewer {
  const { config, origin } = useOrigin();
  const { user, authDisabled } = useAuth();
  const { usageAdmin } = useAppSelector(selectCapabilities);
  return useMemo(
    () => ({ config, origin, authDisabled, groups: user ? user.groups : null, capabilities: { usageAdmin } }),
    [config, origin, authDisabled, user, usageAdmin],
  );
}
