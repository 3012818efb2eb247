import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Camera } from 'lucide-react';
import { toast } from 'sonner';
import { defaultGpepYear } from '#shared/contract/gpep.ts';
import {
  maxAvatarBytes,
  profileMessages,
  profileUpdateSchema,
  type Profile,
} from '#shared/contract/profile.ts';
import { Avatar } from '#client/components/layout/avatar.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Field } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { firstIssue } from '#client/lib/first-issue.ts';
import { toastAfterReload } from '#client/lib/flash-toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { ClassPicker, YearSelect } from './class-picker.tsx';
import { ConfidenceSwitch } from './confidence-switch.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: Profile | null;
}

/**
 * Profile Settings [product#profile-settings]: photo, name, class and year, and whether quizzes
 * start in tutor mode (ADR 075), saved together; and this device's confidence prompt.
 */
export function ProfileSettingsDialog({ open, onOpenChange, profile }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Profile Settings">
      {/* Remount on each open so the form starts from the saved profile. */}
      {open && <ProfileForm profile={profile} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ProfileForm({ profile, onCancel }: { profile: Profile | null; onCancel: () => void }) {
  const [name, setName] = useState(profile?.name ?? '');
  const [gpepClass, setGpepClass] = useState(profile?.gpepClass ?? '');
  const [gpepYear, setGpepYear] = useState(() => profile?.gpepYear ?? defaultGpepYear());
  const [tutorMode, setTutorMode] = useState(profile?.tutorMode ?? false);
  const fileInput = useRef<HTMLInputElement>(null);
  const update = useUpdateProfile();
  const upload = useUploadAvatar();

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!profile) return void toast.error(profileMessages.noUser);
    if (!file.type.startsWith('image/')) return void toast.error(profileMessages.notAnImage);
    if (file.size > maxAvatarBytes) return void toast.error(profileMessages.imageTooLarge);
    upload.mutate(file, {
      onSuccess: () => toast.success('Profile picture updated!'),
      // The server's own words where they tell the user what to do (the spec's texts, the limit).
      onError: (error) =>
        toast.error(
          error instanceof ApiError &&
            (error.code === 'VALIDATION_FAILED' ||
              error.code === 'PAYLOAD_TOO_LARGE' ||
              error.code === 'RATE_LIMITED' ||
              error.code === 'UNAVAILABLE')
            ? error.message
            : 'Failed to upload profile picture',
        ),
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!profile) return void toast.error(profileMessages.noUser);
    const parsed = profileUpdateSchema.safeParse({
      name,
      gpepClass: gpepClass || undefined,
      gpepYear,
      tutorMode,
    });
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    update.mutate(parsed.data, {
      onSuccess: () => {
        // The spec reloads the page after a profile save, so every screen shows the new values;
        // the toast is shown on the reloaded page.
        toastAfterReload('Profile updated successfully!');
        window.location.reload();
      },
      onError: () => toast.error('Failed to update profile'),
    });
  };

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <Avatar name={name} url={profile?.profilePictureUrl ?? null} className="size-20 text-2xl" />
        <div className="flex flex-col gap-1">
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label="Upload photo"
            onChange={choosePhoto}
          />
          <Button
            variant="secondary"
            onClick={() => fileInput.current?.click()}
            disabled={upload.isPending}
          >
            {upload.isPending ? (
              <Spinner label="Uploading" />
            ) : (
              <Camera className="size-4" aria-hidden />
            )}
            {upload.isPending ? 'Uploading...' : 'Change photo'}
          </Button>
          <p className="text-xs text-muted">JPEG, PNG or WebP, up to 5MB.</p>
        </div>
      </div>
      <Field
        label="Name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <ClassPicker value={gpepClass} onChange={setGpepClass} />
      <YearSelect value={gpepYear} onChange={setGpepYear} />
      <Switch
        label="Tutor mode"
        hint="Quizzes start with the answer shown after each question. You can change it per quiz."
        checked={tutorMode}
        onChange={setTutorMode}
      />
      <ConfidenceSwitch />
      <ThemeSwitch />
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex gap-3 border-t border-line bg-white p-4">
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className="flex-1" disabled={update.isPending || update.isSuccess}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
