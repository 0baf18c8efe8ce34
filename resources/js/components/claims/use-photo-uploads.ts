import { router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from '@/lib/route';
import { messages } from '@shared/messages';
import type { ChosenPhoto } from './photos-field';

/** The error bag of a photo's upload: the form it was chosen in keeps its own. */
export const PHOTO_ERROR_BAG = 'claimPhoto';

/** A photo the provider did not take, and why. */
export interface PhotoRefusal {
  photo: ChosenPhoto;
  message: string;
}

/**
 * Sends a claim's photos one after the other, one request each (`claim.photos`): the
 * portal streams each to the provider as it arrives and holds none whole. The page comes
 * back with `only` of its props. Says which photo is being sent, and which were refused.
 */
export function usePhotoUploads(only: string[]) {
  const [sending, setSending] = useState<{ at: number; of: number } | null>(null);

  const sendOne = (claim: string, photo: ChosenPhoto) =>
    new Promise<string | null>((resolve) => {
      let outcome: string | null | undefined;
      router.post(
        route('claim.photos', { claim }),
        { photo: photo.file },
        {
          forceFormData: true,
          errorBag: PHOTO_ERROR_BAG,
          preserveScroll: true,
          preserveState: true,
          only,
          onSuccess: () => (outcome = null),
          onError: (errors) => (outcome = errors.photo ?? Object.values(errors)[0] ?? ''),
          // No answer at all (the connection dropped): it can be sent again later.
          onFinish: () => resolve(outcome === undefined ? messages.claims.photoNotSent : outcome),
        },
      );
    });

  const send = async (claim: string, photos: readonly ChosenPhoto[]): Promise<PhotoRefusal[]> => {
    const refused: PhotoRefusal[] = [];
    for (const [index, photo] of photos.entries()) {
      setSending({ at: index + 1, of: photos.length });
      const message = await sendOne(claim, photo);
      if (message !== null) refused.push({ photo, message });
    }
    setSending(null);
    return refused;
  };

  return { send, sending };
}
