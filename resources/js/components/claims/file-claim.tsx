import type { Page } from '@inertiajs/core';
import { useState } from 'react';
import { route } from '@/lib/route';
import { formatMoney } from '@shared/billing/format';
import { CLAIM_KIND_LABELS, type Claimable } from '@shared/claims/types';
import { CLAIM_LABELS, CLAIM_TEXT_MAX, claimForm } from '@shared/forms/claim';
import { say } from '@shared/i18n/wording';
import type { TrackingResult } from '@shared/shipments/types';
import { useFormatLocale } from '@/components/dates';
import { Button, FormActions, RadioCards } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Link } from '@/components/ui/link';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { PhotosField, type ChosenPhoto } from './photos-field';
import { usePhotoUploads, type PhotoRefusal } from './use-photo-uploads';
import { useCan } from '@/hooks/use-role';

/** The package a claim is filed for, as the routes name its parts. */
export interface ClaimTarget {
  shipment: string;
  package: string;
}

/** The error bag of the claim's form: the drawer's other forms keep their own. */
const CLAIM_ERROR_BAG = 'claim';

/**
 * The visit of the claim and its photos: the drawer stays open and where it was, and comes
 * back with its tracking (the package's claim), the list and the count alone.
 */
const CLAIM_VISIT_ONLY = ['tracking', 'table', 'attention'];

/** The claim the answer's tracking shows on the package: where the photos go. */
const filedClaimOf = (page: Page) =>
  (page.props.tracking as TrackingResult | null | undefined)?.package?.claim?.id ?? null;

/** 'File a claim': a button in the package's drawer, and its dialog. */
export function FileClaim({ claimable, target }: { claimable: Claimable; target: ClaimTarget }) {
  const i18n = useWords();
  const [open, setOpen] = useState(false);
  // Only a role that ships may file a claim (docs/team.md).
  if (!useCan()('ship')) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {i18n._('File a claim')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={i18n._('File a claim')}
        description={i18n._(
          'The AWB, the declared value, the scans and the proof of delivery go with your claim.',
        )}
        size="lg"
      >
        {open && <ClaimForm claimable={claimable} target={target} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function ClaimForm({
  claimable,
  target,
  onDone,
}: {
  claimable: Claimable;
  target: ClaimTarget;
  onDone: () => void;
}) {
  const i18n = useWords();
  const locale = useFormatLocale();
  const declared = formatMoney(claimable.declaredValue, locale);
  const form = useSchemaForm(
    claimForm(claimable),
    {
      kind: claimable.kinds.length === 1 ? claimable.kinds[0]! : '',
      amount: claimable.declaredValue.value.toFixed(2),
      description: '',
    },
    { errorBag: CLAIM_ERROR_BAG },
  );
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [photosError, setPhotosError] = useState<string>();
  const [refused, setRefused] = useState<{ claim: string; photos: PhotoRefusal[] } | null>(null);
  const uploads = usePhotoUploads(CLAIM_VISIT_ONLY);

  const sendPhotos = async (page: Page) => {
    const claim = filedClaimOf(page);
    if (!claim || photos.length === 0) return onDone();
    const notTaken = await uploads.send(claim, photos);
    if (notTaken.length === 0) onDone();
    else setRefused({ claim, photos: notTaken });
  };

  if (refused) return <PhotosRefused {...refused} onDone={onDone} />;

  const submit = form.onSubmit(
    'post',
    route('shipments.file-claim', { shipment: target.shipment, package: target.package }),
    {
      preserveScroll: true,
      preserveState: true,
      only: CLAIM_VISIT_ONLY,
      onSuccess: (page) => void sendPhotos(page),
    },
  );
  const busyText = uploads.sending
    ? i18n._('Sending photo {at} of {of}...', uploads.sending)
    : i18n._('Sending...');
  return (
    <form
      onSubmit={(event) => {
        // A photo that cannot go stops the claim before anything is sent.
        if (photos.some((photo) => photo.problem)) {
          event.preventDefault();
          form.validate();
          return;
        }
        submit(event);
      }}
      noValidate
      className="mt-4 space-y-5"
    >
      <FormError error={form.errors.form ? say(i18n, form.errors.form) : undefined} />
      <RadioCards
        legend={i18n._(CLAIM_LABELS.kind)}
        options={claimable.kinds.map((kind) => ({
          value: kind,
          label: i18n._(CLAIM_KIND_LABELS[kind]),
        }))}
        value={form.data.kind}
        onChange={(kind) => form.set('kind', kind)}
        error={form.errors.kind}
        required
      />
      <TextInput
        label={i18n._(CLAIM_LABELS.amount)}
        hint={i18n._('At most the declared value, {amount}.', { amount: declared })}
        {...form.field('amount', { filter: 'decimal' })}
        required
      />
      <TextArea
        label={i18n._(CLAIM_LABELS.description)}
        hint={i18n._('What is damaged or missing, and how you found it.')}
        maxLength={CLAIM_TEXT_MAX}
        {...form.field('description')}
        required
      />
      <PhotosField
        photos={photos}
        error={photosError}
        onChange={(next, error) => {
          setPhotos(next);
          setPhotosError(error);
        }}
      />
      <FormActions
        onCancel={onDone}
        submitLabel={i18n._('File the claim')}
        busy={form.processing || uploads.sending !== null}
        busyText={busyText}
      />
    </form>
  );
}

/** The claim was filed, but some photos were not taken: which, why, and where to add them. */
function PhotosRefused({
  claim,
  photos,
  onDone,
}: {
  claim: string;
  photos: PhotoRefusal[];
  onDone: () => void;
}) {
  const i18n = useWords();
  return (
    <div className="mt-4 space-y-4" role="status">
      <p className="text-sm text-gray-800">
        {i18n._('Your claim has been filed, but these photos were not added:')}
      </p>
      <ul className="space-y-1 text-sm">
        {photos.map(({ photo, message }) => (
          <li key={photo.key}>
            <span className="font-medium text-gray-900">{photo.file.name}</span>
            {': '}
            <span className="text-red-700">{say(i18n, message)}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {i18n._('Close')}
        </Button>
        <Link href={route('claim', { claim })} className="inline-flex">
          <span className="inline-flex h-10 items-center rounded-control bg-brand-700 px-4 text-sm font-semibold text-white">
            {i18n._('Add photos on the claim')}
          </span>
        </Link>
      </div>
    </div>
  );
}
