import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import type { Reader } from '@shared/ssr';
import { markLive } from '@/components/ui/use-hydrated';
import { ServerScreenProvider } from '@/components/ui/use-narrow-screen';
import { TimeZoneProvider } from '@/lib/time-zone';
import { giveBackTyped } from '@/lib/typed-before-live';

/**
 * Once the first page is live, hydrated or not: gives back what was typed into the server's
 * HTML before, then lets buttons be pressed (`markLive`) and marks the document
 * (`html[data-live]`). Buttons enabled at hydration would send a form before its typed
 * text is back in its state.
 */
function Live() {
  useEffect(() => {
    // After React's own last word on the fields it hydrated, which comes after effects.
    const later = setTimeout(() => {
      void giveBackTyped().then(() => {
        markLive();
        document.documentElement.dataset.live = '';
      });
    });
    return () => clearTimeout(later);
  }, []);
  return null;
}

/**
 * What holds the Inertia app on both sides. The server and the browser must build the
 * very same tree: React derives the ids that tie labels to fields from each component's
 * place in it, and a tree one sibling apart would hydrate ids that point at nothing.
 * The signed-in shells are lazy components: Suspense holds the page until its shell is
 * there (preloaded with the page, so no extra wait).
 */
export function Root({
  reader,
  words,
  children,
}: {
  /** The reader the server rendered for (lib/reader.ts); undefined: the browser renders. */
  reader: Reader | undefined;
  /** The words in the page's language (lib/i18n.ts), already loaded and active. */
  words: I18n;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={words}>
      <TimeZoneProvider zone={reader?.timeZone}>
        <ServerScreenProvider narrow={reader?.narrow ?? false}>
          <Suspense>
            {children}
            <Live />
          </Suspense>
        </ServerScreenProvider>
      </TimeZoneProvider>
    </I18nProvider>
  );
}
