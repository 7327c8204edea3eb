import { vars } from '@portal/theme';
import styled from 'styled-components';

export const TileRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  border-radius: ${vars.component.gameTile.radius};
  background: ${vars.color.surface[1]};
  box-shadow: ${vars.shadow.sm};
  transition:
    transform ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not([aria-busy='true']) {
    transform: translateY(-2px);
    box-shadow: ${vars.shadow.md};
  }

  @media (prefers-reduced-motion: reduce) {
    &:hover:not([aria-busy='true']) {
      transform: none;
    }
  }
`;

/** The whole tile is one button that launches the game; the favourite toggle sits beside it. */
export const LaunchButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  inline-size: 100%;
  padding: 0 0 ${vars.space[2]};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${vars.color.text.primary};
  text-align: start;

  &:focus-visible {
    outline-offset: 2px;
  }
`;

/** A fixed square box: the image never shifts the layout while it loads. */
export const Artwork = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${vars.component.gameTile.radius} ${vars.component.gameTile.radius} 0 0;
  background: ${vars.color.surface[2]};

  & > img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** Shown when the image is missing or fails: the game's initials on a brand tint. */
export const Fallback = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${vars.color.surface[3]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.display};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: 0.04em;
`;

export const Name = styled.span`
  display: block;
  padding-inline: ${vars.space[2]};
  overflow: hidden;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
  white-space: nowrap;
  text-overflow: ellipsis;
  /* Its own direction (dir=auto) cuts a name at its end; aligned along the tile's. */
  text-align: left;
  *:dir(rtl) > & {
    text-align: right;
  }
`;

export const Caption = styled.span`
  display: block;
  padding-inline: ${vars.space[2]};
  text-align: left;
  *:dir(rtl) > & {
    text-align: right;
  }
  margin-block-start: calc(-1 * ${vars.space[1]});
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
`;

export const Badge = styled.span`
  position: absolute;
  inset-block-start: ${vars.space[2]};
  inset-inline-start: ${vars.space[2]};
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brand.primary};
  color: ${vars.color.text.onBrand};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
`;

export const FavouriteButton = styled.button`
  position: absolute;
  inset-block-start: ${vars.space[2]};
  inset-inline-end: ${vars.space[2]};
  display: grid;
  place-items: center;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border: 1px solid ${vars.color.border.control};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.secondary};
  font-size: 1.125rem;

  &[aria-pressed='true'] {
    color: ${vars.color.brand.primary};
  }
  &:hover {
    background: ${vars.color.surface[2]};
  }
`;

export const SkeletonBlock = styled.span`
  display: block;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface[3]};

  &[data-part='art'] {
    aspect-ratio: 1 / 1;
    border-radius: ${vars.component.gameTile.radius} ${vars.component.gameTile.radius} 0 0;
  }
  &[data-part='line'] {
    block-size: 0.875rem;
    margin: ${vars.space[2]} ${vars.space[2]} ${vars.space[3]};
    inline-size: 70%;
  }
`;
