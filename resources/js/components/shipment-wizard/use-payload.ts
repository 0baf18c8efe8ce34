import { useEffect, useState } from 'react';
import type { CreationPayload } from '@shared/shipment-wizard/products';
import { EMPTY_PAYLOAD, fetchPayload } from './requests';

export interface PayloadState {
  status: 'none' | 'loading' | 'ready' | 'failed';
  payload: CreationPayload;
  retry: () => void;
}

/**
 * The creation payload of the chosen consignee (spec §7): currencies, products, services.
 * While a new one loads, the last one answered stays shown.
 */
export function usePayload(customerId: string): PayloadState {
  const [answer, setAnswer] = useState<{ key: string; payload: CreationPayload | null }>({
    key: '',
    payload: null,
  });
  const [attempt, setAttempt] = useState(0);
  const key = `${customerId}:${attempt}`;
  const retry = () => setAttempt((a) => a + 1);

  useEffect(() => {
    if (!customerId) return;
    let live = true;
    void fetchPayload(customerId).then((payload) => {
      if (live) setAnswer({ key: `${customerId}:${attempt}`, payload });
    });
    return () => {
      live = false;
    };
  }, [customerId, attempt]);

  if (!customerId) return { status: 'none', payload: EMPTY_PAYLOAD, retry };
  if (answer.key !== key) {
    return { status: 'loading', payload: answer.payload ?? EMPTY_PAYLOAD, retry };
  }
  return answer.payload
    ? { status: 'ready', payload: answer.payload, retry }
    : { status: 'failed', payload: EMPTY_PAYLOAD, retry };
}
