import { useEffect, useRef, useState } from 'react';
import { route } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { ShareIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { useWords } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * 'Share tracking': copies the public tracking link of a package (absolute,
 * from the app's URL, which Ziggy's config carries) so its consignee can follow it without
 * signing in. Where the clipboard cannot be written (an insecure page, a refusal) the link
 * is shown selected under the actions, to copy by hand.
 */
export function ShareTrackingButton({ awb }: { awb: string }) {
  const i18n = useWords();
  const link = route('track', { awb }, true);
  // The AWB whose link is shown to copy by hand: another package's is not shown.
  const [shownFor, setShownFor] = useState<string | null>(null);
  const shown = shownFor === awb;
  const field = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) field.current?.querySelector('input')?.select();
  }, [shown]);

  const share = async () => {
    try {
      // Missing outside a secure context: the call throws, like a refusal does.
      await navigator.clipboard.writeText(link);
      toast(say(i18n, messages.tracking.linkCopied), 'success');
    } catch {
      toast(say(i18n, messages.tracking.copyFailed), 'info');
      setShownFor(awb);
    }
  };

  // A fragment in the drawer's row of actions (flex, wrapping): the link, when shown, takes
  // a line of its own under them, wide enough to read.
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<ShareIcon className="size-4" />}
        onClick={() => void share()}
      >
        {i18n._('Share tracking')}
        <span className="sr-only"> {i18n._('of AWB {awb}', { awb })}</span>
      </Button>
      {shown && (
        <div ref={field} className="order-last basis-full">
          <TextInput
            label={i18n._('Public tracking link')}
            value={link}
            onChange={() => {}}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </>
  );
}
