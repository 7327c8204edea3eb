import { Button } from '../Button';
import { Icon } from '../Icon';
import { SocialHeading, SocialList, SocialLogo, SocialRoot } from './SocialButtons.styles';

export interface SocialProviderOption {
  id: string;
  /** The provider's name as the operator wrote it ("Google"). */
  label: string;
  /** The provider's logo, or null for the generic sign-in icon. */
  icon: string | null;
}

export interface SocialButtonsProps {
  providers: readonly SocialProviderOption[];
  /** The words above the buttons ("o continúe con"). */
  heading: string;
  /** A button's words for a provider ("Continuar con Google"). */
  buttonLabel: (provider: SocialProviderOption) => string;
  onSelect: (id: string) => void;
  /** The provider whose sign-in is starting: its button is busy and the others wait. */
  pending?: string | null;
}

/**
 * Social login's buttons (spec 7.2), one a provider, under a heading that names the choice. With
 * no provider nothing is drawn. The logo is decoration: the button's words name the provider.
 */
export function SocialButtons({
  providers,
  heading,
  buttonLabel,
  onSelect,
  pending = null,
}: SocialButtonsProps) {
  if (providers.length === 0) return null;
  return (
    <SocialRoot aria-label={heading}>
      <SocialHeading>{heading}</SocialHeading>
      <SocialList>
        {providers.map((provider) => (
          <li key={provider.id}>
            <Button
              type="button"
              variant="secondary"
              fullWidth
              loading={pending === provider.id}
              disabled={pending !== null && pending !== provider.id}
              icon={
                provider.icon ? (
                  <SocialLogo src={provider.icon} alt="" width={20} height={20} />
                ) : (
                  <Icon name="user" />
                )
              }
              onClick={() => onSelect(provider.id)}
            >
              {buttonLabel(provider)}
            </Button>
          </li>
        ))}
      </SocialList>
    </SocialRoot>
  );
}
