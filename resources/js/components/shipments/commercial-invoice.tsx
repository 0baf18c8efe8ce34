import { route } from '@/lib/route';
import { DownloadIcon, SuccessIcon } from '@/components/icons';
import { buttonClass } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/**
 * 'Commercial invoice' of an international shipment (docs/customs.md, "Downloads and
 * Paperless Trade"), on its row's actions and in its tracking drawer: a plain link to a tab
 * of its own, as 'Download AWB' opens. The file comes as an attachment; a shipment the
 * provider makes no invoice for says why there, and this page stays as it was.
 */
export function CommercialInvoiceLink({
  shipmentId,
  label,
}: {
  shipmentId: string;
  /** Which shipment, for screen readers ('shipment 1234'). */
  label: string;
}) {
  const i18n = useWords();
  return (
    <a
      href={route('shipments.commercial-invoice', { shipment: shipmentId })}
      target="_blank"
      rel="noopener"
      className={buttonClass('secondary', 'sm')}
    >
      <DownloadIcon aria-hidden="true" className="size-4" />
      {i18n._('Commercial invoice')}
      <span className="sr-only">
        {' '}
        {i18n._('of {shipment} (opens in a new tab)', { shipment: label })}
      </span>
    </a>
  );
}

/** 'Invoice sent electronically': the provider has the invoice (Paperless Trade). */
export function InvoiceSentNote() {
  const i18n = useWords();
  return (
    <p className="flex items-start gap-2 rounded-card border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      <SuccessIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">{i18n._('Invoice sent electronically')}</span>{' '}
        {i18n._(
          'Your provider has the commercial invoice for customs (Paperless Trade): no paper copies are needed.',
        )}
      </span>
    </p>
  );
}
