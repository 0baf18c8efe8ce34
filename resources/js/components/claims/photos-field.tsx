import { CLAIM_MAX_PHOTOS, PHOTO_ACCEPT } from '@shared/claims/types';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { useFormatLocale } from '@/components/dates';
import { CameraIcon, CloseIcon } from '@/components/icons';
import { FileInput, IconButton } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { photoProblem } from './photo-check';

/** A photo chosen for a claim, with why it cannot go (read as it was chosen), if it cannot. */
export interface ChosenPhoto {
  key: string;
  file: File;
  problem: string | null;
}

let chosen = 0;

/** Chosen files as photos, each read by its first bytes and size. */
export const choosePhotos = (files: File[]): Promise<ChosenPhoto[]> =>
  Promise.all(
    files.map(async (file) => ({
      key: `photo-${++chosen}`,
      file,
      problem: await photoProblem(file),
    })),
  );

/** '2 KB', '3.4 MB': what a photo weighs, against the 10 MB a photo may. */
const size = (bytes: number, locale: string) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`
    : `${(bytes / 1024 / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;

/**
 * The photos of a claim: JPEG or PNG, at most 10 MB each and `room` in all (five a claim
 * takes, less those it has). Each is listed with its size, its problem under it, and a
 * button that takes it off; more than there is room for are not taken, and it says why.
 */
export function PhotosField({
  photos,
  onChange,
  room = CLAIM_MAX_PHOTOS,
  error,
  label,
}: {
  photos: readonly ChosenPhoto[];
  onChange: (photos: ChosenPhoto[], error?: string) => void;
  room?: number;
  error?: string;
  label?: string;
}) {
  const i18n = useWords();
  const locale = useFormatLocale();
  const add = async (files: File[]) => {
    const taken = await choosePhotos(files.slice(0, Math.max(0, room - photos.length)));
    const over = photos.length + files.length > room ? messages.claims.tooManyPhotos : undefined;
    onChange([...photos, ...taken], over);
  };
  return (
    <div className="space-y-2">
      <FileInput
        label={label ?? i18n._('Photos')}
        accept={PHOTO_ACCEPT}
        multiple
        onFiles={(files) => void add(files)}
        hint={i18n._('JPEG or PNG, at most 10 MB each; up to {count} photos.', { count: room })}
        error={error}
      />
      {photos.length > 0 && (
        <ul className="divide-y divide-gray-100 rounded-card border border-gray-200">
          {photos.map((photo) => (
            <li key={photo.key} className="flex items-start gap-3 p-2 text-sm">
              <CameraIcon className="mt-0.5 size-4 shrink-0 text-gray-500" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-gray-900">{photo.file.name}</span>
                <span className="block text-xs text-gray-600">
                  <bdi dir="ltr">{size(photo.file.size, locale)}</bdi>
                </span>
                {photo.problem && (
                  <span className="block text-xs font-medium text-red-700">
                    {say(i18n, photo.problem)}
                  </span>
                )}
              </span>
              <IconButton
                label={i18n._('Remove {name}', { name: photo.file.name })}
                icon={<CloseIcon className="size-4" />}
                onClick={() => onChange(photos.filter((p) => p.key !== photo.key))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
