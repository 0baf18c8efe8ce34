import { useState, type ReactNode } from 'react';
import { AccountSelector } from '@/components/account-selector';
import { MenuIcon } from '@/components/icons';
import { LogoLink } from '@/components/logo';
import { MobileDrawer } from '@/components/mobile-drawer';
import { SideMenu } from '@/components/side-menu';
import { useNarrowScreen } from '@/hooks/use-narrow-screen';

/**
 * spec §2.3 shell: top bar (logo, account selector), side menu with the user block, and
 * the page in <main>. Pages shown in it render no <main> of their own.
 */
export default function SignedInLayout({ children }: { children?: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const narrow = useNarrowScreen();

  return (
    <div className="min-h-screen bg-gray-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header className="sticky top-0 z-30 flex h-topbar items-center gap-3 border-b border-gray-200 bg-white px-4">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          className="-ml-2 rounded-md p-2 text-gray-700 hover:bg-gray-100 md:hidden"
        >
          <MenuIcon className="size-6" />
        </button>
        <LogoLink />
        <div className="ml-auto">
          <AccountSelector />
        </div>
      </header>
      <div className="flex">
        <aside className="sticky top-topbar hidden h-[calc(100vh-var(--spacing-topbar))] w-sidebar shrink-0 overflow-y-auto border-r border-gray-200 bg-white md:block">
          <SideMenu />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none md:p-6">
          <div className="mx-auto w-full max-w-page">{children}</div>
        </main>
      </div>
      {/* Open only on narrow screens: widening the window closes it (no trapped focus left). */}
      <MobileDrawer open={drawerOpen && narrow} onClose={() => setDrawerOpen(false)} />
    </div>
  );
}
