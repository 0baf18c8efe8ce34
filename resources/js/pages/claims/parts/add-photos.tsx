import { useState } from 'react';
import { CLAIM_MAX_PHOTOS, type ClaimDetail } from '@shared/claims/types';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { PhotosField, type ChosenPhoto } from '@/components/claims/photos-field';
import { usePhotoUploads, type PhotoRefusal } from '@/components/claims/use-photo-uploads';
import { Button, Card } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/**
 * Photos added to an undecided claim, up to five in all: each chosen photo is checked as it
 * is chosen, then sent on its own; the page comes back with the claim's count.
 */
export function AddPhotos({ claim }: { claim: Pick<ClaimDetail, 'id' | 'photos'> }) {
  const i18n = useWords();
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState<PhotoRefusal[]>([]);
  const [added, setAdded] = useState(0);
  const uploads = usePhotoUploads(['claim']);
  const room = CLAIM_MAX_PHOTOS - claim.photos;

  const send = async () => {
    if (photos.length === 0) return setError(messages.claims.photoMissing);
    if (photos.some((photo) => photo.problem)) return;
    const notTaken = await uploads.send(claim.id, photos);
    setAdded(photos.length - notTaken.length);
    setRefused(notTaken);
    setPhotos([]);
  };

  return (
    <Card title={i18n._('Add photos')}>
      <div className="space-y-4">
        <PhotosField
          label={i18n._('Photos of the damage or the packaging')}
          photos={photos}
          room={room}
          error={error}
          onChange={(next, tooMany) => {
            setPhotos(next);
            setError(tooMany);
          }}
        />
        <div role="status" className="space-y-1 text-sm">
          {added > 0 && !uploads.sending && (
            <p className="text-green-800">
              {i18n._('{count, plural, one {# photo added.} other {# photos added.}}', {
                count: added,
              })}
            </p>
          )}
          {refused.map(({ photo, message }) => (
            <p key={photo.key} className="text-red-700">
              {photo.file.name}: {say(i18n, message)}
            </p>
          ))}
        </div>
        <div className="flex justify-end">
          <Button
            onClick={() => void send()}
            busy={uploads.sending !== null}
            busyText={
              uploads.sending
                ? i18n._('Sending photo {at} of {of}...', uploads.sending)
                : i18n._('Sending...')
            }
          >
            {i18n._('Add the photos')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
