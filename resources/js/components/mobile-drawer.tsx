import { useRef } from 'react';
import { Drawer } from './ui/drawer';
import { SideMenu } from './side-menu';
import { useWords } from '@/lib/i18n';

/**
 * spec §2.3: below 768 px the side menu slides in from the left, in the kit's Drawer (a
 * modal dialog: focus trapped, Escape or the backdrop closes it, focus returns to the
 * burger). Focus starts on the first menu item, where the user will most likely go.
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const i18n = useWords();
  const firstItem = useRef<HTMLAnchorElement>(null);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={i18n._('Menu')}
      closeLabel={i18n._('Close menu')}
      side="start"
      widthClassName="w-sidebar max-w-[85vw]"
      initialFocus={firstItem}
      className="md:hidden"
    >
      <SideMenu onNavigate={onClose} firstItemRef={firstItem} />
    </Drawer>
  );
}
