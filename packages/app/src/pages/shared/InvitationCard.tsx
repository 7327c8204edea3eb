import { CopyButton, QRCode } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Copyable, Invite, InviteDetails, QrFrame } from './InvitationCard.styles';

/**
 * An invitation to share: its code and registration link, each to copy, and the link's QR code to
 * scan. The agent registration centre shows the agent's; invite friends, the member's.
 */
export function InvitationCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation();
  return (
    <Invite>
      <InviteDetails>
        <dt>{t('agent_team_invite_code')}</dt>
        <dd>
          <Copyable>{code}</Copyable>
          <CopyButton
            text={code}
            label={t('agent_team_copy_code')}
            copiedLabel={t('agent_team_copied')}
          />
        </dd>
        <dt>{t('agent_team_invite_link')}</dt>
        <dd>
          <Copyable>{link}</Copyable>
          <CopyButton
            text={link}
            label={t('agent_team_copy_link')}
            copiedLabel={t('agent_team_copied')}
          />
        </dd>
      </InviteDetails>
      <QrFrame>
        <QRCode value={link} label={t('agent_team_invite_qr')} size={128} />
      </QrFrame>
    </Invite>
  );
}
