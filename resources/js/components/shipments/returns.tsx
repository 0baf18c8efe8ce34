import { router, usePage } from '@inertiajs/react';
import clsx from 'clsx';
import type { MouseEvent } from 'react';
import { route } from 'ziggy-js';
import { messages } from '@shared/messages';
import type { ReturnLinks, ShipmentLink } from '@shared/shipments/returns';
import { FromShipmentButton } from './ship-again';
import { visitTrack } from './tracking-state';
import { withTrack } from './view-url';

/**
 * A return (issue 23 §3) on My Shipments: 'Create return' beside 'Ship again', offered on a
 * delivered shipment only (elsewhere shown disabled, with the reason), and the links between
 * a return and its original, which the provider gives (an extension: without it, none).
 */

export function CreateReturnButton({
  shipmentId,
  label,
  returnable,
}: {
  shipmentId: string;
  label: string;
  returnable: boolean;
}) {
  return (
    <FromShipmentButton
      action="create-return"
      shipmentId={shipmentId}
      label={label}
      disabledReason={returnable ? undefined : messages.returns.whyNot}
    />
  );
}

/** One link: it opens that shipment's tracking drawer, else searches the list for its AWB. */
function LinkTo({ link, text }: { link: ShipmentLink; text: string }) {
  const { url } = usePage();
  const { packageId } = link;
  const target = packageId ? { shipmentId: link.id, packageId } : null;
  const href = target ? withTrack(url, target) : route('shipments', { search: link.awb });
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // The table row behind opens on a click: this click is the link's alone.
    event.stopPropagation();
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (target) visitTrack(url, target);
    else router.visit(href);
  };
  return (
    <a
      href={href}
      onClick={open}
      className="rounded-control font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {text} <span className="font-mono">{link.awb}</span>
    </a>
  );
}

/** 'Return of <AWB>' and 'Returned: <AWB>' for each return, as links; nothing without them. */
export function ReturnLinksView({ links, className }: { links: ReturnLinks; className?: string }) {
  if (!links.returnOf && links.returns.length === 0) return null;
  return (
    <ul className={clsx('flex flex-wrap gap-x-3 gap-y-1 text-xs', className)}>
      {links.returnOf && (
        <li>
          <LinkTo link={links.returnOf} text="Return of" />
        </li>
      )}
      {links.returns.map((link) => (
        <li key={link.id}>
          <LinkTo link={link} text="Returned:" />
        </li>
      ))}
    </ul>
  );
}
