import clsx from 'clsx';
import { useId, useState } from 'react';
import { route } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import {
  INVOICE_COPY_CHOICES,
  INVOICES_QUERY,
  type InvoiceCopyChoice,
} from '@shared/customs/downloads';
import { messages } from '@shared/messages';
import {
  LABEL_FORMATS,
  labelsQuery,
  MAX_LABEL_SHIPMENTS,
  SHEET_POSITIONS,
  type LabelFormat,
  type SheetPosition,
} from '@shared/shipments/labels';
import { DownloadIcon, InfoIcon, WarningIcon } from '@/components/icons';
import { Button, buttonClass, Checkbox, Select } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { useWords } from '@/lib/i18n';
import { ltrValues, useIsolate } from './ltr';

/**
 * The shipments whose labels are asked for: ids (with the list's query, for the way back
 * should the download fail), or every row of a list's view.
 */
export type LabelsChoice =
  | { ids: readonly string[]; view?: Record<string, string | number> }
  | { view: Record<string, string | number> };

export interface LabelsDialogProps {
  open: boolean;
  onClose: () => void;
  choice: LabelsChoice;
  /** How many shipments are chosen, and their packages (one label each) when known. */
  shipments: number;
  packages?: number;
  /** AWBs of chosen packages that have no label (cancelled), said before the download. */
  unlabelled?: readonly string[];
  /**
   * How many chosen shipments are international (their commercial invoices can follow the
   * labels, docs/customs.md); undefined when not known (every row of a view).
   */
  international?: number;
}

const POSITION_NAMES: Record<SheetPosition, string> = {
  1: /*i18n*/ '1 – top left',
  2: /*i18n*/ '2 – top right',
  3: /*i18n*/ '3 – bottom left',
  4: /*i18n*/ '4 – bottom right',
};

/** What the chosen position leaves of the first sheet. */
const skipped = (start: SheetPosition) =>
  ({
    1: /*i18n*/ 'The first label goes top left.',
    2: /*i18n*/ 'Position 1 is left empty, for a part-used sheet.',
    3: /*i18n*/ 'Positions 1 and 2 are left empty, for a part-used sheet.',
    4: /*i18n*/ 'Positions 1 to 3 are left empty, for a part-used sheet.',
  })[start];

/**
 * 'Download labels': the format of the one file (PDF 4×6, PDF A4 four to a
 * sheet from a chosen place, ZPL) and the download itself, a plain link to a new tab: the
 * file comes as an attachment, or the portal's error page there says what went wrong.
 */
export function LabelsDialog({
  open,
  onClose,
  choice,
  shipments,
  packages,
  unlabelled = [],
  international,
}: LabelsDialogProps) {
  const i18n = useWords();
  const isolate = useIsolate();
  const [format, setFormat] = useState<LabelFormat | ''>('pdf-4x6');
  const [start, setStart] = useState<SheetPosition>(1);
  const [withInvoices, setWithInvoices] = useState(false);
  const [copies, setCopies] = useState<InvoiceCopyChoice>(3);
  const hintId = useId();
  // Over the limit the download would only say so: the dialog says it first.
  const tooMany = shipments > MAX_LABEL_SHIPMENTS;
  const chosen = tooMany ? undefined : LABEL_FORMATS.find((f) => f.value === format);
  // Invoices follow PDF labels only; a choice without international shipments has none.
  const invoicesOffered = format !== 'zpl' && international !== 0;
  const invoices = invoicesOffered && withInvoices;
  const href = chosen
    ? route('shipments.labels', {
        ...labelsQuery(choice, chosen.value, start),
        ...(invoices ? { [INVOICES_QUERY]: copies } : {}),
      })
    : '';
  const labels = packages ?? shipments;
  const sheets = Math.ceil((start - 1 + labels) / 4);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={i18n._('Download labels')}
      description={
        packages === undefined
          ? i18n._('{shipments, plural, one {# shipment} other {# shipments}}, in one file.', {
              shipments,
            })
          : i18n._(
              '{shipments, plural, one {# shipment} other {# shipments}}, {packages, plural, one {# label} other {# labels}}, in one file.',
              { shipments, packages },
            )
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {i18n._('Cancel')}
          </Button>
          {chosen ? (
            <a
              href={href}
              // A tab of its own, as 'Download AWB' opens: the file is saved and the tab
              // closes; a batch that cannot be had says why there, and this page keeps
              // the selection to change and try again.
              target="_blank"
              rel="noopener"
              className={buttonClass('primary')}
              onClick={() => window.setTimeout(onClose, 0)}
            >
              <DownloadIcon className="size-4" />
              {i18n._('Download {format}', { format: say(i18n, chosen.label) })}
              <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
            </a>
          ) : (
            <Button disabled icon={<DownloadIcon className="size-4" />}>
              {i18n._('Download')}
            </Button>
          )}
        </>
      }
    >
      <div className="mt-4 space-y-4">
        <div>
          <Select
            label={i18n._('Format')}
            value={format}
            onChange={(value) => setFormat(value as LabelFormat | '')}
            options={LABEL_FORMATS.map((f) => ({ ...f, label: say(i18n, f.label) }))}
            placeholder={i18n._('Choose a format')}
            aria-describedby={hintId}
          />
          <p id={hintId} className="mt-1 text-sm text-gray-600">
            {chosen?.description
              ? say(i18n, chosen.description)
              : i18n._('Choose how the labels will be printed.')}
          </p>
        </div>
        {format === 'pdf-a4' && (
          <div className="flex items-start gap-4">
            <div className="min-w-0 flex-1">
              <Select
                label={i18n._('Start at position')}
                value={String(start)}
                onChange={(value) => setStart((Number(value) || 1) as SheetPosition)}
                options={SHEET_POSITIONS.map((p) => ({
                  value: String(p),
                  label: i18n._(POSITION_NAMES[p]),
                }))}
                placeholder={i18n._('Position on the first sheet')}
                aria-describedby={`${hintId}-sheet`}
              />
              <p id={`${hintId}-sheet`} className="mt-1 text-sm text-gray-600">
                {i18n._(skipped(start))}{' '}
                {i18n._('Prints on {sheets, plural, one {# A4 sheet} other {# A4 sheets}}.', {
                  sheets,
                })}
              </p>
            </div>
            <SheetPreview start={start} labels={labels} />
          </div>
        )}
        {invoicesOffered && (
          <div className="space-y-2">
            <Checkbox
              label={i18n._('Add commercial invoices (international shipments)')}
              description={
                international === undefined
                  ? i18n._('After the labels, the invoice of each international shipment chosen.')
                  : i18n._(
                      '{count, plural, one {After the labels, the invoice of the international shipment chosen.} other {After the labels, the invoices of the # international shipments chosen.}}',
                      { count: international },
                    )
              }
              checked={withInvoices}
              onChange={setWithInvoices}
            />
            {withInvoices && (
              <Select
                label={i18n._('Copies of each invoice')}
                value={String(copies)}
                onChange={(value) => setCopies(Number(value) === 1 ? 1 : 3)}
                options={INVOICE_COPY_CHOICES.map((n) => ({
                  value: String(n),
                  label: i18n._('{count, plural, one {# copy} other {# copies}}', { count: n }),
                }))}
              />
            )}
            {!withInvoices && (
              <p className="flex gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
                <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {i18n._(
                    'International shipments travel with three printed copies of their commercial invoice, unless it was sent electronically (Paperless Trade).',
                  )}
                </span>
              </p>
            )}
          </div>
        )}
        {tooMany && (
          <p
            role="alert"
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <WarningIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{say(i18n, messages.labels.tooMany(MAX_LABEL_SHIPMENTS, shipments))}</span>
          </p>
        )}
        {unlabelled.length > 0 && (
          <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <WarningIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {isolate(
                i18n._(
                  '{count, plural, one {No label can be printed for # package {awbs} (cancelled, or no AWB yet): leave its shipment out of the selection.} other {No label can be printed for # packages {awbs} (cancelled, or no AWB yet): leave their shipments out of the selection.}}',
                  { count: unlabelled.length, awbs: ltrValues({ awbs: '' }).awbs },
                ),
                { awbs: unlabelled.join(', ') },
              )}
            </span>
          </p>
        )}
      </div>
    </Dialog>
  );
}

/** The first A4 sheet: the places left empty, and those the first labels fill. */
function SheetPreview({ start, labels }: { start: SheetPosition; labels: number }) {
  return (
    <div
      aria-hidden="true"
      className="mt-6 grid h-20 w-14 shrink-0 grid-cols-2 grid-rows-2 gap-px rounded-sm border border-gray-300 bg-gray-300 p-px"
    >
      {SHEET_POSITIONS.map((p) => {
        const filled = p >= start && p - start < labels;
        return (
          <span
            key={p}
            className={clsx(
              'flex items-center justify-center text-[10px] font-semibold',
              filled ? 'bg-brand-700 text-white' : 'bg-white text-gray-500',
            )}
          >
            {p}
          </span>
        );
      })}
    </div>
  );
}
