import { NARROW_SCREEN_QUERY, SCREEN_COOKIE } from '@shared/ui/layout-sizes';

/**
 * Tells the server whether the screen is narrow, for the next first load, now and as it
 * changes (a window resized, a tablet turned): it renders the page for that screen
 * (`useNarrowScreen`). A year, and no secret.
 */
export function rememberScreen(): void {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  const secure = location.protocol === 'https:' ? ';secure' : '';
  const remember = () => {
    const screen = query.matches ? 'narrow' : 'wide';
    document.cookie = `${SCREEN_COOKIE}=${screen};path=/;max-age=31536000;samesite=lax${secure}`;
  };
  remember();
  query.addEventListener('change', remember);
}
