import { router, usePage } from '@inertiajs/react';
import clsx from 'clsx';
import type { MouseEvent } from 'react';
import { route } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { useWords } from '@/lib/i18n';
import type { ReturnLinks, ShipmentLink } from '@shared/shipments/returns';
import { FromShipmentButton } from './ship-again';
import { visitTrack } from './tracking-state';
import { withTrack } from './view-url';
import { useCan } from '@/hooks/use-role';

/**
 * A return on My Shipments: 'Create return' beside 'Ship again', offered on a
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
  const i18n = useWords();
  // Only a role that ships may start a return (docs/team.md).
  if (!useCan()('ship')) return null;
  return (
    <FromShipmentButton
      action="create-return"
      shipmentId={shipmentId}
      label={label}
      disabledReason={returnable ? undefined : say(i18n, messages.returns.whyNot)}
    />
  );
}

/** One link: it opens that shipment's tracking drawer, else searches the list for its AWB. */
function LinkTo({ link, text, pill }: { link: ShipmentLink; text: string; pill: boolean }) {
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
      className={clsx(
        'inline-flex items-center gap-1 font-medium whitespace-nowrap text-brand-700 hover:text-brand-800',
        pill
          ? 'rounded-full border border-brand-200 bg-brand-50 px-3 py-1 hover:underline'
          : 'rounded-control underline underline-offset-2',
      )}
    >
      {text}{' '}
      <bdi dir="ltr" className="font-mono">
        {link.awb}
      </bdi>
    </a>
  );
}

/**
 * 'Return of <AWB>' and 'Returned: <AWB>' for each return, as links; nothing without them.
 * In a row they are small lines under the AWB, on a phone's card lines of their own, in the
 * drawer pills under its actions.
 */
export function ReturnLinksView({
  links,
  size = 'row',
  className,
}: {
  links: ReturnLinks;
  size?: 'row' | 'card' | 'drawer';
  className?: string;
}) {
  const i18n = useWords();
  if (!links.returnOf && links.returns.length === 0) return null;
  const pill = size === 'drawer';
  return (
    <ul
      className={clsx(
        'flex flex-wrap gap-x-3 gap-y-1',
        { row: 'text-xs', card: 'gap-y-2 text-sm', drawer: 'gap-y-2 text-sm' }[size],
        className,
      )}
    >
      {links.returnOf && (
        <li>
          <LinkTo link={links.returnOf} text={i18n._('Return of')} pill={pill} />
        </li>
      )}
      {links.returns.map((link) => (
        <li key={link.id}>
          <LinkTo link={link} text={i18n._('Returned:')} pill={pill} />
        </li>
      ))}
    </ul>
  );
}
