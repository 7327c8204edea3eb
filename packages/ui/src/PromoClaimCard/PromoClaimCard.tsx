import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Amount, CardRoot, Claimed, Ends, Heading, Kind, Top } from './PromoClaimCard.styles';

/** Where a claim stands: it can be claimed, it is on its way, or it was credited. */
export type PromoClaimState = 'available' | 'claiming' | 'claimed';

export interface PromoClaimCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  /** The promotion's title, e.g. "Bono de bienvenida". */
  title: string;
  /** Its kind, e.g. "Bienvenida". */
  kind: string;
  /** What a claim credits, already formatted with the currency, e.g. "$ 50,00". */
  amount: string;
  /** Until when it can be claimed, as the caller words it. @default undefined */
  ends?: string | undefined;
  /** @default 'available' */
  state?: PromoClaimState;
  /** The claim button's text, e.g. "Reclamar". */
  claimLabel: string;
  /** What shows once credited, e.g. "Acreditado a su saldo". */
  claimedLabel: string;
  /** Called when the player claims it. */
  onClaim: () => void;
  /** The level of the title's heading, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A promotion the member may claim (the reward centre, spec 2.7): its title, kind, the amount a
 * claim credits and until when, and the claim button. The button names the promotion to
 * screen readers (`aria-describedby` the title), since a page holds several "Reclamar".
 */
export const PromoClaimCard = forwardRef<HTMLElement, PromoClaimCardProps>(function PromoClaimCard(
  {
    title,
    kind,
    amount,
    ends,
    state = 'available',
    claimLabel,
    claimedLabel,
    onClaim,
    headingLevel = 3,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  return (
    <CardRoot ref={ref} aria-labelledby={titleId} data-state={state} {...rest}>
      <Top>
        <Icon name="gift" size="1.5em" />
        <Kind>{kind}</Kind>
      </Top>
      <Heading as={`h${headingLevel}`} id={titleId}>
        {title}
      </Heading>
      <Amount>{amount}</Amount>
      {ends ? <Ends>{ends}</Ends> : null}
      {state === 'claimed' ? (
        <Claimed role="status">
          <Icon name="check" />
          {claimedLabel}
        </Claimed>
      ) : (
        <Button
          fullWidth
          loading={state === 'claiming'}
          aria-describedby={titleId}
          onClick={onClaim}
        >
          {claimLabel}
        </Button>
      )}
    </CardRoot>
  );
});
PromoClaimCard.displayName = 'PromoClaimCard';
