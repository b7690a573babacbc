import { persisted, updatePrefs, type PersistedState } from '@/lib/persisted-state.ts';
import { useStore } from '@/lib/store.ts';

export type DrawerSize = PersistedState['prefs']['drawerSize'];

export const DRAWER_SIZES: readonly DrawerSize[] = ['small', 'medium', 'large'];
export const DRAWER_SIZE_LABELS: Record<DrawerSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};
/** A§2.6: Small 1000px, Medium 75vw, Large 100%. */
export const DRAWER_WIDTHS: Record<DrawerSize, string> = {
  small: 'min(1000px, 100vw)',
  medium: '75vw',
  large: '100vw',
};
/** Below this viewport width every size is the full width. */
export const FULL_WIDTH_BELOW = 1000;

/** The editor size, remembered across visits in prefs.drawerSize. */
export function useDrawerSize(): [DrawerSize, (size: DrawerSize) => void] {
  const size = useStore(persisted, (state) => state.prefs.drawerSize);
  return [
    DRAWER_SIZES.includes(size) ? size : 'small',
    (drawerSize) => updatePrefs({ drawerSize }),
  ];
}
