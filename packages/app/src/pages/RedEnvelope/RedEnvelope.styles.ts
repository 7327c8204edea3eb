import { vars } from '@portal/theme';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Intro = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
`;

/** The live campaign: the envelope drawn beside its facts and the grab. */
export const Campaign = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space[4]};
  align-items: start;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-block-start: 4px solid ${vars.color.status.danger};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  min-width: 0;

  @media (max-width: 32rem) {
    grid-template-columns: minmax(0, 1fr);
    justify-items: start;
  }
`;

/** A red envelope with its gold seal: a picture only (the words say everything). */
export const Envelope = styled.div`
  position: relative;
  width: 5.5rem;
  height: 7.5rem;
  border-radius: ${vars.radius.md};
  background: ${vars.color.status.danger};
  box-shadow: ${vars.shadow.sm};
  overflow: hidden;

  &::before {
    content: '';
    position: absolute;
    inset-inline: -10%;
    inset-block-start: -40%;
    height: 70%;
    border-radius: 0 0 50% 50%;
    background: ${vars.color.overlay};
    opacity: 0.35;
  }
  &::after {
    content: '';
    position: absolute;
    inset-inline-start: calc(50% - 1rem);
    inset-block-start: calc(30% - 1rem);
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${vars.color.medal.gold};
  }
  &[data-open='true']::before {
    inset-block-start: -62%;
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
  overflow-wrap: anywhere;
`;

/** The campaign's status, in words on a quiet chip. */
export const Status = styled.span`
  padding: 0 ${vars.space[2]};
  border: 1px solid ${vars.color.border.control};
  border-radius: ${vars.radius.pill};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;

  & > div {
    display: grid;
    gap: ${vars.space[1]};
  }
  & dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  & dd {
    margin: 0;
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

/** What the member may do now: grab, or why not, with the way on. */
export const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};

  & > p {
    margin: 0;
  }
`;

/** The amount the member's envelope held. */
export const Won = styled.p`
  margin: 0;
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
  overflow-wrap: anywhere;
`;

export const Earlier = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${vars.space[1]} ${vars.space[3]};
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px solid ${vars.color.border.subtle};
    border-radius: ${vars.radius.sm};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.md};
`;

/** The teaser of the promotions page and the reward centre: a running campaign, and the way in. */
export const Teaser = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-inline-start: 4px solid ${vars.color.status.danger};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};

  & > p {
    display: grid;
    flex: 1 1 14rem;
    gap: ${vars.space[1]};
    margin: 0;
  }
  & strong {
    overflow-wrap: anywhere;
  }
  & span {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const TeaserLink = styled(Link)`
  padding-block: ${vars.space[1]};
  color: ${vars.color.text.link};
  font-weight: ${vars.font.weight.medium};
`;
