import { createContext, useContext, type ReactNode } from 'react';
import type { OriginKey, OriginSettings, RuntimeConfig } from '../config/runtime-config';

interface OriginValue {
  config: RuntimeConfig;
  origin: OriginKey;
  settings: OriginSettings;
}

const OriginContext = createContext<OriginValue | null>(null);

export function OriginProvider({ value, children }: { value: OriginValue; children: ReactNode }) {
  return <OriginContext.Provider value={value}>{children}</OriginContext.Provider>;
}

export function useOrigin(): OriginValue {
  const value = useContext(OriginContext);
  if (!value) throw new Error('useOrigin needs an <OriginProvider>');
  return value;
}
