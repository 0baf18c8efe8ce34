import { useState, type ReactNode } from 'react';
import { AccountSelector } from '@/components/account-selector';
import { MenuIcon } from '@/components/icons';
import { LogoLink } from '@/components/logo';
import { MobileDrawer } from '@/components/mobile-drawer';
import { SideMenu } from '@/components/side-menu';
import { IconButton } from '@/components/ui';
import { useNarrowScreen } from '@/components/ui/use-narrow-screen';
import { useWords } from '@/lib/i18n';

/**
 * spec §2.3 shell: top bar (logo, account selector), side menu with the user block, and
 * the page in <main>. Pages shown in it render no <main> of their own. Nothing in it is
 * wider than the screen, down to 320 px (WCAG 1.4.10): the selector takes what is left.
 */
export default function SignedInLayout({ children }: { children?: ReactNode }) {
  const i18n = useWords();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const narrow = useNarrowScreen();

  return (
    <div className="min-h-screen bg-gray-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-white px-4 py-2 text-sm font-medium text-brand-800 shadow-raised focus:not-sr-only focus:fixed focus:top-2 focus:inset-s-2"
      >
        {i18n._('Skip to main content')}
      </a>
      <header className="sticky top-0 z-30 flex h-topbar items-center gap-2 border-b border-gray-200 bg-white/95 px-3 backdrop-blur sm:gap-3 sm:px-4 md:px-6">
        <IconButton
          label={i18n._('Open menu')}
          icon={<MenuIcon className="size-6" />}
          onClick={() => setDrawerOpen(true)}
          aria-expanded={drawerOpen}
          className="-ms-1 md:hidden"
        />
        <LogoLink />
        <div className="ms-auto flex min-w-0 flex-1 justify-end">
          <div className="w-full max-w-72 min-w-0 md:w-72">
            <AccountSelector />
          </div>
        </div>
      </header>
      <div className="flex">
        <aside className="sticky top-topbar hidden h-[calc(100vh-var(--spacing-topbar))] w-sidebar shrink-0 overflow-y-auto border-e border-gray-200 bg-white md:block">
          <SideMenu />
        </aside>
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-5 focus:outline-none sm:px-6 md:py-8 lg:px-8"
        >
          <div className="mx-auto w-full max-w-page">{children}</div>
        </main>
      </div>
      {/* Open only on narrow screens: widening the window closes it (no trapped focus left). */}
      <MobileDrawer open={drawerOpen && narrow} onClose={() => setDrawerOpen(false)} />
    </div>
  );
}
