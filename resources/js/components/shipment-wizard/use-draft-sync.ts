import { useEffect, useRef } from 'react';
import type { WizardValues } from '@shared/shipment-wizard/values';
import { saveDraft } from './requests';

/** Typing pauses this long before the values go to the session. */
const SAVE_DELAY_MS = 800;

/**
 * Keeps the session's draft in step with the wizard: the step at once when it changes, the
 * values once typing pauses, and whatever is pending when the page goes away. The draft
 * then survives a reload, another page, or a restart of the portal.
 */
export function useDraftSync(draftId: string, step: number, values: WizardValues, paused: boolean) {
  const latest = useRef({ step, values });
  // Declared first, so the saves below read this render's step and values.
  useEffect(() => {
    latest.current = { step, values };
  });
  const dirty = useRef(false);
  const first = useRef(true);

  useEffect(() => {
    if (first.current || paused) return;
    dirty.current = false;
    void saveDraft(draftId, step, latest.current.values);
    // Only a step change saves at once; values wait for the pause below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (paused) return;
    dirty.current = true;
    const timer = setTimeout(() => {
      dirty.current = false;
      void saveDraft(draftId, latest.current.step, latest.current.values);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftId, values, paused]);

  useEffect(() => {
    const flush = () => {
      if (!dirty.current) return;
      dirty.current = false;
      void saveDraft(draftId, latest.current.step, latest.current.values);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Leaving through the portal's own links unmounts the page: save what is pending.
      flush();
    };
  }, [draftId]);
}
