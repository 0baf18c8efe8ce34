import type { FlashData, SharedProps } from '@shared/types';

/**
 * Types the Inertia client with this portal's shared props and flash data, so that
 * usePage().props.auth, page.flash.toasts and the router's flash event are checked.
 */
declare module '@inertiajs/core' {
  interface InertiaConfig {
    sharedPageProps: SharedProps;
    flashDataType: FlashData;
  }
}
