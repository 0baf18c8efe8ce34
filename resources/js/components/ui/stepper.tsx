import clsx from 'clsx';
import { CheckIcon } from '@/components/icons';
import { useWords } from './use-words';

/** spec §4: a wizard step is pending (waiting), in progress (current) or finished. */
export type StepState = 'finished' | 'current' | 'waiting';

export interface Step {
  label: string;
  state: StepState;
}

export interface StepperProps {
  steps: readonly Step[];
  /** Names the list. */
  label?: string;
  className?: string;
}

const STATE_TEXT: Record<StepState, string> = {
  finished: /*i18n*/ 'completed',
  current: /*i18n*/ 'current step',
  waiting: /*i18n*/ 'not started',
};

/**
 * The wizard's step bar: a vertical list in a sidebar from 768 px; below, a horizontal bar
 * of numbered dots joined by lines, with the current step's label under it.
 */
export function Stepper({ steps, label, className }: StepperProps) {
  const i18n = useWords();
  const currentIndex = steps.findIndex((s) => s.state === 'current');
  const current = steps[currentIndex];
  return (
    <nav aria-label={label ?? i18n._('Progress')} className={className}>
      <ol className="flex items-center md:flex-col md:items-stretch">
        {steps.map((step, index) => {
          const lastStep = index === steps.length - 1;
          return (
            <li
              key={step.label}
              aria-current={step.state === 'current' ? 'step' : undefined}
              className={clsx(
                'relative flex items-center gap-2 md:items-start md:gap-3',
                // One bottom space per step but the last (two would leave the order to the CSS).
                lastStep ? 'md:pb-0' : 'flex-1 md:flex-none md:pb-8',
              )}
            >
              {/* The line to the next step: beside the dot below 768 px, under it from 768. */}
              {!lastStep && (
                <span
                  aria-hidden="true"
                  className={clsx(
                    'order-last h-0.5 flex-1 rounded-full md:absolute md:top-9 md:bottom-1 md:inset-s-4 md:order-none md:h-auto md:w-0.5 md:-translate-x-1/2 md:rtl:translate-x-1/2',
                    step.state === 'finished' ? 'bg-brand-700' : 'bg-gray-200',
                  )}
                />
              )}
              <span
                aria-hidden="true"
                className={clsx(
                  'relative flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  step.state === 'finished' && 'bg-brand-700 text-white',
                  step.state === 'current' &&
                    'border-2 border-brand-700 bg-white text-brand-800 ring-4 ring-brand-100',
                  step.state === 'waiting' && 'border-2 border-gray-300 bg-white text-gray-600',
                )}
              >
                {step.state === 'finished' ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span
                className={clsx(
                  'sr-only text-sm md:not-sr-only md:block md:pt-1.5',
                  step.state === 'current' ? 'font-semibold text-gray-900' : 'text-gray-700',
                )}
              >
                {step.label}
                <span className="sr-only"> ({i18n._(STATE_TEXT[step.state])})</span>
              </span>
            </li>
          );
        })}
      </ol>
      {current && (
        // Phones: the bar has no room for labels; the current one is written under it.
        <p aria-hidden="true" className="mt-3 text-sm md:hidden">
          <span className="text-gray-600">
            {i18n._('Step {step} of {steps}:', {
              step: currentIndex + 1,
              steps: steps.length,
            })}{' '}
          </span>
          <span className="font-semibold text-gray-900">{current.label}</span>
        </p>
      )}
    </nav>
  );
}
