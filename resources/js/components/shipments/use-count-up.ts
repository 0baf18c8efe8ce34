import { useEffect, useState } from 'react';
import { COUNT_UP_MS, COUNT_UP_STEPS, countUpValue } from '@shared/shipments/count-up';
import { useMediaQuery } from '@/components/ui/use-media-query';

/**
 * A number counting up from 0 to `target` over 1000 ms in 30 steps (spec §9); the final
 * value at once for readers who asked for less motion.
 */
export function useCountUp(target: number): number {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [run, setRun] = useState({ target, step: 0 });
  if (run.target !== target) setRun({ target, step: 0 });

  useEffect(() => {
    if (reduced) return;
    const timer = setInterval(() => {
      setRun((current) => {
        if (current.step + 1 >= COUNT_UP_STEPS) clearInterval(timer);
        return { ...current, step: Math.min(COUNT_UP_STEPS, current.step + 1) };
      });
    }, COUNT_UP_MS / COUNT_UP_STEPS);
    return () => clearInterval(timer);
  }, [target, reduced]);

  return reduced ? target : countUpValue(target, run.step);
}
