import type { ReactNode } from 'react';
import { ProfileDropdown, ProfileSideMenu } from '@/components/profile-menu';

/**
 * spec §2.3 profile layout, inside the signed-in shell: its own menu, and the page right
 * beside it (left-aligned, never centred away from the menu).
 */
export default function ProfileLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start md:gap-6">
      <ProfileSideMenu />
      <ProfileDropdown />
      <div data-profile-content className="min-w-0 flex-1">
        {children}
      </div>
    </div>
  );
}
