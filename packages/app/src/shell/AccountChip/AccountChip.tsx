import { Avatar, CopyButton, VipBadge } from '@portal/ui';
import { vipName } from './vipName';
import { useTranslation } from 'react-i18next';
import { useMemberIcon } from '../../api/member';
import { artworkUrl } from '../../session/cdn';
import type { MemberInfo } from '../../session/SessionProvider';
import { Chip, Id } from './AccountChip.styles';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { memberHeaderEs } from '../../i18n/memberHeader.es';

/** The member's avatar; initials when there is none or it fails to load (spec 8). */
export function MemberAvatar({ member }: { member: MemberInfo }) {
  useChunkTexts(memberHeaderEs);
  const { t } = useTranslation();
  const icon = useMemberIcon().data?.icon;
  return (
    <Avatar
      size="sm"
      name={member.nickname || member.account}
      alt={t('header_avatar', { account: member.account })}
      src={icon ? artworkUrl(icon) : undefined}
    />
  );
}

/**
 * Beside the user menu (spec 2.4): the VIP label for VIP members, and the user id with copy and
 * its confirmation. Kept out of the menu's button: a copy button cannot sit inside another button.
 */
export function AccountChip({ member }: { member: MemberInfo }) {
  useChunkTexts(memberHeaderEs);
  const { t } = useTranslation();
  return (
    <Chip>
      {member.hasVip ? (
        <VipBadge
          size="sm"
          level={member.vipRankLevel}
          label={vipName(member.vipLabelName, member.vipRankLevel) ?? t('header_vip')}
        />
      ) : null}
      <Id>
        {t('header_user_id', { id: member.id })}
        <CopyButton
          size="sm"
          text={String(member.id)}
          label={t('header_copy_id')}
          copiedLabel={t('header_copied')}
        />
      </Id>
    </Chip>
  );
}
