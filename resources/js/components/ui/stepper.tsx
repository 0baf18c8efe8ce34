import clsx from 'clsx';
import { CheckIcon } from '@/components/icons';

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
  finished: 'completed',
  current: 'current step',
  waiting: 'not started',
};

/**
 * The wizard's step bar: a vertical list in a sidebar from 768 px, a horizontal bar below
 * (where only the current step's label shows, the others as numbered dots).
 */
export function Stepper({ steps, label = 'Progress', className }: StepperProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex items-start gap-2 md:flex-col md:gap-0">
        {steps.map((step, index) => {
          const lastStep = index === steps.length - 1;
          return (
            <li
              key={step.label}
              aria-current={step.state === 'current' ? 'step' : undefined}
              className={clsx(
                'relative flex min-w-0 items-center gap-3 md:items-start md:pb-8',
                step.state === 'current' ? 'flex-1 md:flex-none' : 'shrink-0',
                lastStep && 'md:pb-0',
              )}
            >
              {/* The line to the next step (vertical layout only). */}
              {!lastStep && (
                <span
                  aria-hidden="true"
                  className={clsx(
                    'absolute top-9 bottom-1 left-4 hidden w-0.5 -translate-x-1/2 md:block',
                    step.state === 'finished' ? 'bg-brand-700' : 'bg-gray-200',
                  )}
                />
              )}
              <span
                aria-hidden="true"
                className={clsx(
                  'relative flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  step.state === 'finished' && 'bg-brand-700 text-white',
                  step.state === 'current' && 'border-2 border-brand-700 bg-white text-brand-800',
                  step.state === 'waiting' && 'border-2 border-gray-300 bg-white text-gray-600',
                )}
              >
                {step.state === 'finished' ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span
                className={clsx(
                  'min-w-0 text-sm md:block md:pt-1.5',
                  step.state === 'current'
                    ? 'font-semibold text-gray-900'
                    : 'sr-only text-gray-700 md:not-sr-only',
                )}
              >
                {step.label}
                <span className="sr-only"> ({STATE_TEXT[step.state]})</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
