import { useEffect, useMemo, useRef, useState } from 'react';
import { latestOnly } from '@shared/rates/latest';
import { quoteOf } from '@shared/rates/marks';
import type { RateQuote } from '@shared/rates/types';
import { wizardRateAsk, type WizardRateAsk } from '@shared/rates/wizard-input';
import type { WizardValues } from '@shared/shipment-wizard/values';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import { fetchRates } from './requests';

/** A change settles once typing has paused this long; only then is it priced. */
export const RATE_DELAY_MS = 600;

export interface RatesState {
  /**
   * `idle`: nothing to price yet; `loading`: asked (the last quotes stay shown meanwhile);
   * `not-offered`: the provider has no rating call, and is not asked again.
   */
  status: 'idle' | 'loading' | 'quoted' | 'failed' | 'not-offered';
  /** The last quotes answered. */
  quotes: RateQuote[];
  /** Their prices are for the packages as entered (otherwise their delivery dates alone count). */
  priced: boolean;
  /** They answer the values as they are this moment: their quote ids can be booked. */
  current: boolean;
  /** Messages for fields whose value cannot be rated (nothing is sent meanwhile). */
  problems: Record<string, string> | null;
  retry: () => void;
  /** The quote id of `product` to book with: only when it prices the values as they are now. */
  quoteIdFor: (product: string) => string;
}

/** One string per distinct request: what settles, and what an answer is matched against. */
function keyOf(values: WizardValues): string {
  return JSON.stringify(wizardRateAsk(values));
}

/**
 * Prices and delivery dates of the wizard's values while `active` (from Service Selection
 * on): asked once a change has settled (never per keystroke), an older request aborted
 * when a newer one starts, and an answer taken only if it is the newest asked.
 */
export function useRates(values: WizardValues, draftId: string, active: boolean): RatesState {
  const key = useMemo(() => keyOf(values), [values]);
  const settled = useDebouncedValue(key, RATE_DELAY_MS);
  const asked = useMemo(() => JSON.parse(settled) as WizardRateAsk, [settled]);
  const latest = useRef(latestOnly());
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{
    request: string;
    key: string;
    state: 'quoted' | 'failed' | 'not-offered';
    quotes: RateQuote[];
    priced: boolean;
  } | null>(null);
  const notOffered = answer?.state === 'not-offered';
  // Each try of each settled request: answered once its answer carries it.
  const request = `${attempt}:${settled}`;
  const pending = answer?.request !== request;

  useEffect(() => {
    if (!active || notOffered || asked.kind !== 'ask') return;
    const n = latest.current.next();
    const controller = new AbortController();
    const body = { ...asked.input, draftId };
    fetchRates(body, controller.signal).then(
      (got) => {
        if (!latest.current.isLatest(n)) return;
        setAnswer((last) => ({
          request,
          key: settled,
          state: got.state,
          // A failure keeps the quotes last shown, with its message and retry beside them.
          quotes: got.state === 'quoted' ? got.quotes : (last?.quotes ?? []),
          priced: got.state === 'quoted' ? asked.priced : (last?.priced ?? false),
        }));
      },
      () => undefined,
    );
    return () => controller.abort();
    // `settled` stands for `asked`; the draft id names the same draft throughout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, active, attempt, notOffered]);

  const retry = () => setAttempt((a) => a + 1);
  const problems = asked.kind === 'blocked' && settled === key ? asked.problems : null;
  if (notOffered) {
    const none = { quotes: [], priced: false, current: false, quoteIdFor: () => '' };
    return { status: 'not-offered', ...none, problems, retry };
  }
  const current = !pending && answer?.state === 'quoted' && answer.key === key;
  const priced = answer?.priced ?? false;
  const status =
    !active || asked.kind !== 'ask' ? 'idle' : pending || !answer ? 'loading' : answer.state;
  return {
    status,
    quotes: answer?.quotes ?? [],
    priced,
    current,
    problems,
    retry,
    quoteIdFor: (product) => (current && priced && quoteOf(answer.quotes, product)?.quoteId) || '',
  };
}

/** Puts the messages of values that cannot be rated under their fields, once they settle. */
export function useProblemsUnderFields(
  problems: Record<string, string> | null,
  setError: (errors: Record<string, string>) => void,
) {
  useEffect(() => {
    if (problems) setError(problems);
    // Only a new set of problems is put; the setter is the form's own throughout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problems]);
}
