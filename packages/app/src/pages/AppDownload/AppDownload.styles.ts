import { media, vars } from '@portal/theme';
import styled from 'styled-components';

export const Intro = styled.p`
  margin: 0;
  max-inline-size: 60ch;
  color: ${vars.color.text.secondary};
  line-height: ${vars.font.lineHeight.relaxed};
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-inline-size: 0;

  h2 {
    margin: 0;
    font-family: ${vars.font.family.heading};
    font-size: ${vars.font.size.lg};
  }
`;

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  gap: ${vars.space[4]};
`;

/** One platform's app: its QR code, the scan hint, the link as a button and the address. */
export const AppCard = styled.article`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};
  text-align: center;

  h3 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }
  p {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  svg[role='img'] {
    /* The code's own quiet zone is white; the card's colour round it in the dark theme. */
    border-radius: ${vars.radius.sm};
  }
`;

/** A link that looks like the primary button: it downloads, so it is a link, not a button. */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: ${vars.component.button.heightMd};
  padding-inline: ${vars.space[4]};
  border-radius: ${vars.component.button.radius};
  background: ${vars.color.brand.primary};
  color: ${vars.color.text.onBrand};
  font-weight: ${vars.font.weight.bold};
  text-decoration: none;

  &:hover {
    background: ${vars.color.brand.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** The address itself, always left to right (an address is not text of the page's language). */
export const Address = styled.span`
  max-inline-size: 100%;
  color: ${vars.color.text.secondary};
  font-family: ${vars.font.family.mono};
  font-size: ${vars.font.size.xs};
  overflow-wrap: anywhere;
  unicode-bidi: isolate;
`;

export const Guide = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};
  scroll-margin-block-start: ${vars.space[8]};

  h3,
  h4 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }
  h4 {
    color: ${vars.color.text.secondary};
  }
  & > p {
    margin: 0;
    max-inline-size: 65ch;
    color: ${vars.color.text.secondary};
  }
`;

/** The lite install's opening: its text and note, and (on a wide screen) the portal's code. */
export const LiteHead = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  align-items: start;

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

export const LiteText = styled.div`
  display: grid;
  gap: ${vars.space[3]};

  & > p {
    margin: 0;
    max-inline-size: 65ch;
    color: ${vars.color.text.secondary};
  }
`;

export const LiteQr = styled.figure`
  display: none;
  margin: 0;
  justify-items: center;
  gap: ${vars.space[2]};
  max-inline-size: 12rem;
  text-align: center;

  figcaption {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
  }
  ${media.up('md')} {
    display: grid;
  }
`;

/** The operator's own words about the lite install. */
export const Note = styled.div`
  margin: 0;
  padding: ${vars.space[3]};
  border-inline-start: 4px solid ${vars.color.status.info};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.primary};
`;

export const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 7rem), 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    display: grid;
    grid-template-rows: auto 1fr;
    justify-items: center;
    gap: ${vars.space[2]};
    counter-increment: step;
    font-size: ${vars.font.size.sm};
    line-height: ${vars.font.lineHeight.normal};
  }
  li > p {
    margin: 0;
    inline-size: 100%;
    max-inline-size: 16rem;
  }
  li > p::before {
    content: counter(step) '. ';
    font-weight: ${vars.font.weight.bold};
  }
`;

/** A step's picture (pictures.tsx); mirrored in right-to-left text, as the phone's own screens are. */
export const Sketch = styled.svg`
  inline-size: 100%;
  max-inline-size: 7.5rem;
  block-size: auto;

  &:dir(rtl) {
    transform: scaleX(-1);
  }
  .frame {
    fill: ${vars.color.surface[2]};
    stroke: ${vars.color.border.control};
    stroke-width: 1.5;
  }
  .screen {
    fill: ${vars.color.surface[0]};
  }
  .muted {
    fill: ${vars.color.text.disabled};
  }
  .strong {
    fill: ${vars.color.text.secondary};
  }
  .card {
    fill: ${vars.color.surface[3]};
  }
  .sheet,
  .banner {
    fill: ${vars.color.surface[1]};
    stroke: ${vars.color.border.subtle};
  }
  .paper {
    fill: #ffffff;
  }
  .ink {
    fill: #000000;
  }
  .brand,
  .accent {
    fill: ${vars.color.brand.primary};
  }
  .on-brand,
  .on-accent {
    fill: ${vars.color.text.onBrand};
  }
  .accent-line,
  .frame-line {
    fill: none;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .accent-line {
    stroke: ${vars.color.brand.primary};
  }
  .frame-line {
    stroke: ${vars.color.text.secondary};
  }
  .highlight {
    fill: ${vars.color.overlay};
    stroke: ${vars.color.brand.primary};
    stroke-width: 1.5;
  }
  .dim {
    fill: ${vars.color.scrim};
  }
  .tap {
    fill: none;
    stroke: ${vars.color.brand.secondary};
    stroke-width: 2;
  }
  .tap-dot {
    fill: ${vars.color.brand.secondary};
    opacity: 0.7;
  }
`;
