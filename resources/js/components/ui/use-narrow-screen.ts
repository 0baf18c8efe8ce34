import { NARROW_SCREEN_QUERY } from '@shared/ui/layout-sizes';
import { useMediaQuery } from './use-media-query';

/** True below the 768 px mobile breakpoint (spec §9). */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY);
}
