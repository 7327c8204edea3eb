import { media, vars } from '@portal/theme';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const HomeGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  ${media.up('xl')} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`;

export const Side = styled.aside`
  min-width: 0;
`;

export const Lobby = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const Section = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

/** The hot games' refresh, at the inline end above their grid. */
export const HotBar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-family: ${vars.font.family.heading};
`;

export const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[3]};
  min-width: 0;
`;

/**
 * The banner carousel's room while its banners load: the 3:1 picture, and under it the carousel's
 * gap and its row of 1.5rem dots (BannerCarousel.styles).
 */
export const BannerSlot = styled.div`
  aspect-ratio: 3 / 1;
  margin-bottom: calc(${vars.space[2]} + 1.5rem);
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};
`;

/** The notice marquee's room while its notices load: its least height (NoticeMarquee.styles). */
export const MarqueeSlot = styled.div`
  height: 2.5rem;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
`;

/** The game-type menu with the way to the game search at its inline end. */
export const LobbyBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/** The lobby's way to the game search (/search): its words shown from a tablet's width up. */
export const SearchLink = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 2.5rem;
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.color.border.control};
  border-radius: ${vars.radius.pill};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${vars.color.surface[2]};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  ${media.down('md')} {
    padding-inline: ${vars.space[2]};

    /* The icon alone on a phone; the words stay the link's name. */
    & > span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;
