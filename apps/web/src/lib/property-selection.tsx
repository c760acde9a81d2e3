import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import { useProperties, type Property } from './site-data';

/**
 * Which property the signed-in person is looking at. Kept for the browser tab (session
 * storage) so a reload stays on it; signing out forgets it. Staff opening a customer
 * dashboard from the back-office pass `?property={site_id}`.
 */
const STORAGE_KEY = 'selected_site_id';

interface SelectionContextValue {
  siteId: string | null;
  select: (siteId: string) => void;
  clear: () => void;
}

const SelectionContext = createContext<SelectionContextValue | null>(null);

const readStored = () => {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

export function PropertySelectionProvider({ children }: { children: ReactNode }) {
  const [siteId, setSiteId] = useState<string | null>(() => {
    const fromQuery = new URLSearchParams(window.location.search).get('property');
    return fromQuery ?? readStored();
  });
  const select = useCallback((next: string) => {
    sessionStorage.setItem(STORAGE_KEY, next);
    setSiteId(next);
  }, []);
  const clear = useCallback(() => {
    sessionStorage.removeItem(STORAGE_KEY);
    setSiteId(null);
  }, []);
  const value = useMemo(() => ({ siteId, select, clear }), [siteId, select, clear]);
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function usePropertySelection(): SelectionContextValue {
  const value = useContext(SelectionContext);
  if (!value)
    throw new Error('usePropertySelection must be used inside <PropertySelectionProvider>');
  return value;
}

/** Forget the selection (signing out). */
export const forgetPropertySelection = () => {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing to forget.
  }
};

/** The selected property with its data, once the properties have loaded. */
export function useSelectedProperty(): {
  siteId: string | null;
  property: Property | null;
  isLoading: boolean;
} {
  const { siteId } = usePropertySelection();
  const { data, isLoading } = useProperties();
  const property = siteId ? (data?.find((p) => p.site_id === siteId) ?? null) : null;
  return { siteId: property ? siteId : null, property, isLoading };
}
