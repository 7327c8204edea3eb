import { AVATAR_MAX_BYTES, type BuiltinAvatar } from '@portal/contract';
import { Avatar } from '@portal/ui';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useAvatarPick, useAvatarUpload } from '../../api/profile';
import { artworkUrl } from '../../session/cdn';
import {
  AvatarChoices,
  AvatarRow,
  FileLabel,
  Note,
  Panel,
  PanelTitle,
  Status,
} from './SecurityCentre.styles';

interface Props {
  name: string;
  icon: string | null;
  avatars: readonly { name: string; icon: string }[];
}

/**
 * The avatar (spec 2.4 "change avatar"): a png or jpg of the member's, checked by the server by
 * its bytes, or one of the built-in set. The header's avatar follows (memberIcon is asked again).
 */
export function AvatarSection({ name, icon, avatars }: Props) {
  const { t } = useTranslation();
  const upload = useAvatarUpload();
  const pick = useAvatarPick();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const failed = (e: unknown) =>
    setSaid({
      ok: false,
      text: t(
        isApiError(e) && e.code === 'IMAGE_TOO_LARGE'
          ? 'profile_avatar_too_large'
          : isApiError(e)
            ? e.messageKey
            : 'error_INTERNAL',
      ),
    });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setSaid(null);
    // Not worth sending: the server would refuse it after reading it whole.
    if (file.size > AVATAR_MAX_BYTES) {
      setSaid({ ok: false, text: t('profile_avatar_too_large') });
      input.value = '';
      return;
    }
    try {
      await upload.trigger({ body: { avatar: file } });
      setSaid({ ok: true, text: t('profile_avatar_done') });
    } catch (e) {
      failed(e);
    } finally {
      input.value = '';
    }
  };

  const onPick = async (avatar: BuiltinAvatar) => {
    setSaid(null);
    try {
      await pick.trigger({ body: { avatar } });
      setSaid({ ok: true, text: t('profile_avatar_done') });
    } catch (e) {
      failed(e);
    }
  };

  return (
    <Panel aria-labelledby="profile-avatar">
      <PanelTitle id="profile-avatar">{t('profile_avatar_title')}</PanelTitle>
      <AvatarRow>
        <Avatar
          size="lg"
          name={name}
          alt={t('profile_avatar_now')}
          src={icon ? artworkUrl(icon) : undefined}
        />
        <FileLabel>
          {t('profile_avatar_upload')}
          <input
            type="file"
            accept="image/png,image/jpeg"
            disabled={upload.pending}
            onChange={(e) => void onFile(e)}
          />
          <Note as="span">{t('profile_avatar_hint')}</Note>
        </FileLabel>
      </AvatarRow>
      <Note>{t('profile_avatar_pick')}</Note>
      <AvatarChoices aria-label={t('profile_avatar_pick')}>
        {avatars.map((a) => (
          <li key={a.name}>
            <button
              type="button"
              aria-pressed={icon === a.icon}
              disabled={pick.pending}
              onClick={() => void onPick(a.name as BuiltinAvatar)}
            >
              <Avatar
                size="md"
                alt={t('profile_avatar_builtin', { name: t(`profile_avatar_${a.name}`) })}
                src={artworkUrl(a.icon)}
              />
            </button>
          </li>
        ))}
      </AvatarChoices>
      <Status role="status" data-ok={said?.ok}>
        {said?.text}
      </Status>
    </Panel>
  );
}
