import { APP_LINK_RESOURCES, type AppPlatform } from '@portal/contract';
import { EmptyState, Icon, QRCode, Skeleton } from '@portal/ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useLazyTexts } from '../../i18n/useFormText';
import { useSiteSettings } from '../../session/useSiteSettings';
import { PageTitle, Stack } from '../shared/PageTitle';
import {
  Address,
  AppCard,
  ButtonLink,
  Cards,
  Guide,
  Intro,
  LiteHead,
  LiteQr,
  LiteText,
  Note,
  Section,
  Steps,
} from './AppDownload.styles';
import {
  AddPicture,
  AllowPicture,
  BrowserMenuPicture,
  BrowserPicture,
  DownloadPicture,
  HomeScreenPicture,
  InstallDialogPicture,
  ScanPicture,
  SharePicture,
  ShareSheetPicture,
  StorePicture,
  TrustPicture,
} from './pictures';

type SystemInfo = ReturnType<typeof useSiteSettings>['info'];
type GuideKey = AppPlatform | 'chromium' | 'safari';

/** Each guide's steps: a picture and the text `download_<guide>_<n>`, in order. */
const GUIDES: Record<GuideKey, readonly ComponentType[]> = {
  ios: [ScanPicture, StorePicture, TrustPicture, HomeScreenPicture],
  android: [DownloadPicture, AllowPicture, InstallDialogPicture, HomeScreenPicture],
  chromium: [BrowserPicture, BrowserMenuPicture, InstallDialogPicture, HomeScreenPicture],
  safari: [SharePicture, ShareSheetPicture, AddPicture, HomeScreenPicture],
};
const PLATFORMS: readonly AppPlatform[] = ['ios', 'android'];
export const LITE_GUIDE_ID = 'download-lite';

/** The operator's lite-install note in the player's language, its base, or the default one. */
function liteNote(info: SystemInfo, language: string): string | undefined {
  const notes = info?.liteInstallNote ?? [];
  const lang = language.toLowerCase();
  const base = lang.split('-')[0];
  return (
    notes.find((n) => n.language === lang) ??
    notes.find((n) => n.language === base) ??
    notes[0]
  )?.text;
}

/** The portal's own address on the operator's main domain, for the lite install's code. */
const portalAddress = (info: SystemInfo): string | undefined =>
  info && /^[a-z0-9.-]+(:\d+)?$/iu.test(info.mainDomain)
    ? `https://${info.mainDomain}/`
    : undefined;

function StepList({ guide, label }: { guide: GuideKey; label: string }) {
  const { t } = useTranslation();
  return (
    <Steps aria-label={t('download_steps', { guide: label })}>
      {GUIDES[guide].map((Picture, index) => (
        <li key={index}>
          <Picture />
          <p>{t(`download_${guide}_${index + 1}`)}</p>
        </li>
      ))}
    </Steps>
  );
}

/**
 * The app-download page (spec 1; /download, and /app leading to it): the iOS and Android apps'
 * QR codes and links from the operator's settings (the system info's APP_IOS and APP_ANDROID),
 * an install guide for each, and the lite install (the portal added to the home screen from
 * Chromium or Safari, with the web app manifest), with the operator's note when there is one.
 */
export function AppDownload() {
  const { t, i18n } = useTranslation();
  useLazyTexts();
  const { pathname, search, hash } = useLocation();
  const { info } = useSiteSettings();
  if (pathname === '/app') return <Navigate to={{ pathname: '/download', search, hash }} replace />;

  const links = Object.fromEntries(
    PLATFORMS.map((p) => [p, info?.resources[APP_LINK_RESOURCES[p]]?.url]),
  ) as Record<AppPlatform, string | undefined>;
  const available = PLATFORMS.filter((p) => links[p]);
  const note = liteNote(info, i18n.language);
  const address = portalAddress(info);

  return (
    <Stack>
      <PageTitle>{t('download_title')}</PageTitle>
      <Intro>{t('download_intro')}</Intro>

      <Section aria-labelledby="download-apps">
        <h2 id="download-apps">{t('download_apps')}</h2>
        {!info ? (
          <Skeleton shape="block" height={280} />
        ) : available.length === 0 ? (
          <EmptyState
            icon={<Icon name="smartphone" />}
            title={t('download_none_title')}
            titleAs="h3"
            description={t('download_none_text')}
            action={<a href={`#${LITE_GUIDE_ID}`}>{t('download_none_action')}</a>}
          />
        ) : (
          <Cards>
            {PLATFORMS.map((platform) => {
              const url = links[platform];
              return (
                <AppCard key={platform} aria-labelledby={`download-app-${platform}`}>
                  <h3 id={`download-app-${platform}`}>{t(`download_platform_${platform}`)}</h3>
                  {url ? (
                    <>
                      <QRCode
                        value={url}
                        label={t(`side_app_${platform}_qr`)}
                        size={168}
                        data-platform={platform}
                      />
                      <p>{t('download_scan')}</p>
                      <ButtonLink href={url} rel="noopener">
                        <Icon name="download" />
                        {t(`download_get_${platform}`)}
                      </ButtonLink>
                      <Address dir="ltr">{url}</Address>
                    </>
                  ) : (
                    <p>{t('download_unavailable')}</p>
                  )}
                </AppCard>
              );
            })}
          </Cards>
        )}
      </Section>

      <Section aria-labelledby="download-guides">
        <h2 id="download-guides">{t('download_guides')}</h2>
        {available.map((platform) => (
          <Guide key={platform} aria-labelledby={`download-guide-${platform}`}>
            <h3 id={`download-guide-${platform}`}>{t(`download_guide_${platform}`)}</h3>
            <StepList guide={platform} label={t(`download_guide_${platform}`)} />
          </Guide>
        ))}
        <Guide id={LITE_GUIDE_ID} tabIndex={-1} aria-labelledby="download-guide-lite">
          <h3 id="download-guide-lite">{t('download_lite')}</h3>
          <LiteHead>
            <LiteText>
              <p>{t('download_lite_intro')}</p>
              {note ? (
                <Note role="note" aria-label={t('download_lite_note')}>
                  {note}
                </Note>
              ) : null}
            </LiteText>
            {address ? (
              <LiteQr>
                <QRCode value={address} label={t('download_lite_qr')} size={120} />
                <figcaption>{t('download_lite_scan')}</figcaption>
              </LiteQr>
            ) : null}
          </LiteHead>
          <h4>{t('download_guide_chromium')}</h4>
          <StepList guide="chromium" label={t('download_guide_chromium')} />
          <h4>{t('download_guide_safari')}</h4>
          <StepList guide="safari" label={t('download_guide_safari')} />
        </Guide>
      </Section>
    </Stack>
  );
}
