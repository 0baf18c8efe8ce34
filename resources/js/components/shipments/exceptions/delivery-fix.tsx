import { useState, type FormEvent } from 'react';
import type { Branch, ExceptionView } from '@shared/exceptions/types';
import {
  holdAtBranchForm,
  rescheduleForm,
  BRANCH_LABEL,
  RESCHEDULE_LABEL,
} from '@shared/forms/exception';
import { Button, RadioCards, Select } from '@/components/ui';
import { useFormatLocale } from '@/components/dates';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { FIX_ERROR_BAG, FIX_VISIT, fixUrl, type ExceptionTarget } from './fix-route';

type Way = 'reschedule' | 'hold_at_branch';

/**
 * delivery_attempted: another day from the next business days offered, or a branch to
 * collect it from (branches listed by city, the destination's first when it has any).
 */
export function DeliveryFix({
  exception,
  target,
  branches,
}: {
  exception: ExceptionView;
  target: ExceptionTarget;
  branches: readonly Branch[];
}) {
  const i18n = useWords();
  const [way, setWay] = useState<Way>('reschedule');
  const ways = [
    { value: 'reschedule', label: i18n._('Deliver on another day') },
    ...(branches.length
      ? [{ value: 'hold_at_branch', label: i18n._('Hold at a branch for collection') }]
      : []),
  ];
  return (
    <div className="space-y-4">
      {ways.length > 1 && (
        <RadioCards
          legend={i18n._('What should the courier do?')}
          options={ways}
          value={way}
          onChange={(value) => setWay(value as Way)}
        />
      )}
      {way === 'reschedule' ? (
        <Reschedule dates={exception.rescheduleDates} target={target} />
      ) : (
        <HoldAtBranch branches={branches} target={target} />
      )}
    </div>
  );
}

function Reschedule({ dates, target }: { dates: readonly string[]; target: ExceptionTarget }) {
  const i18n = useWords();
  const locale = useFormatLocale();
  const form = useSchemaForm(rescheduleForm, { date: '' }, { errorBag: FIX_ERROR_BAG });
  // A calendar day, written for the reader: the same day wherever they are.
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const options = dates.map((date) => ({
    value: date,
    label: day.format(new Date(`${date}T00:00:00Z`)),
  }));
  return (
    <form
      onSubmit={form.onSubmit('post', fixUrl(target, 'reschedule'), FIX_VISIT)}
      noValidate
      className="space-y-3"
    >
      <Select
        label={i18n._(RESCHEDULE_LABEL)}
        placeholder={i18n._('Choose a day')}
        options={options}
        required
        {...form.field('date')}
      />
      <Button type="submit" busy={form.processing} busyText={i18n._('Sending...')}>
        {i18n._('Reschedule delivery')}
      </Button>
    </form>
  );
}

function HoldAtBranch({
  branches,
  target,
}: {
  branches: readonly Branch[];
  target: ExceptionTarget;
}) {
  const i18n = useWords();
  const cities = [...new Set(branches.map((branch) => branch.city))];
  const [city, setCity] = useState(cities[0] ?? '');
  const form = useSchemaForm(holdAtBranchForm, { branchId: '' }, { errorBag: FIX_ERROR_BAG });
  const inCity = branches.filter((branch) => branch.city === city);
  const chooseCity = (next: string) => {
    setCity(next);
    form.set('branchId', '');
  };
  const submit = (event: FormEvent) =>
    form.onSubmit('post', fixUrl(target, 'hold_at_branch'), FIX_VISIT)(event);
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Select
        label={i18n._('City')}
        options={cities.map((name) => ({ value: name, label: name }))}
        value={city}
        onChange={chooseCity}
      />
      <RadioCards
        legend={i18n._(BRANCH_LABEL)}
        required
        columns={1}
        options={inCity.map((branch) => ({
          value: branch.id,
          label: branch.name,
          description: `${branch.address} · ${branch.hours}`,
        }))}
        value={form.data.branchId}
        onChange={(value) => form.set('branchId', value)}
        error={form.errors.branchId}
      />
      <Button type="submit" busy={form.processing} busyText={i18n._('Sending...')}>
        {i18n._('Hold at this branch')}
      </Button>
    </form>
  );
}
