import { useEffect, useMemo, useState } from 'react';
import { useSystemInfo } from '../api/system';

/**
 * The white-label switches of spec 3 ("feature flags") read from the system info's module
 * flags, so that every screen asks the same question the same way.
 */
export function useSiteSettings() {
  const { data } = useSystemInfo();
  return useMemo(() => {
    const flags = new Set(data?.whitelabel ?? []);
    return {
      info: data,
      flags,
      usernameRegistration: flags.has('USERNAMEREG3'),
      mobileRegistration: flags.has('MOBILENUMREG3'),
      smsVerification: flags.has('REGMOBVERF3'),
      mobileReset: flags.has('CHNGPASSVERIF3'),
      codeLogin: flags.has('MOBILEVERCODELOGIN3'),
      freePlay: flags.has('FREEPLAY3'),
      /** The not-a-robot check comes before every login by username, not after failures. */
      captchaFirst: flags.has('CAPTCHA3') || flags.has('GEETEST3'),
      currencySymbol: data?.currencySymbol ?? '',
      rules: data?.register,
    };
  }, [data]);
}

/** The customer-service link (spec 3: the path arrives sealed and is opened for use). */
export function useCustomerServiceUrl(): string | undefined {
  const { info } = useSiteSettings();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const entry =
      info?.customerService.find((e) => e.csType === 'LIVECHAT') ?? info?.customerService[0];
    if (!info || !entry) return;
    let live = true;
    // The opening code is a chunk of its own (with the enc calls' sealing), off the first paint.
    import('@portal/contract/crypto')
      .then(({ openSealedText }) => openSealedText(info.customerServiceKey, entry.path))
      .then(
        (opened) => live && setUrl(opened),
        () => live && setUrl(undefined),
      );
    return () => {
      live = false;
    };
  }, [info]);
  return url;
}
