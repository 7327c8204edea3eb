import { Icon } from '../Icon';
import type { FooterLink, FooterSocialLink, FooterVendorLogo } from './Footer';

const colours: Record<string, string> = {
  PG: '#d9480f',
  EG2: '#1c7ed6',
  PT: '#2b8a3e',
  JDB: '#ae3ec9',
  CQ9: '#e67700',
  FC: '#0c8599',
  JL: '#c2255c',
  BGS: '#5f3dc4',
};

/** A placeholder wordmark drawn for the stories; no real vendor logo is bundled. */
export function VendorWordmark({ code }: { code: string }) {
  const colour = colours[code] ?? '#1c7ed6';
  return (
    <svg viewBox="0 0 88 32" width="88" height="32" aria-hidden focusable="false">
      <rect x="1" y="1" width="86" height="30" rx="8" fill={colour} />
      <circle cx="16" cy="16" r="8" fill="#ffffff" opacity="0.9" />
      <path d="M12.5 16l2.5 2.5 4.5-5" stroke={colour} strokeWidth="2" fill="none" />
      <text
        x="54"
        y="21"
        fill="#ffffff"
        fontFamily="DejaVu Sans, Arial, sans-serif"
        fontSize="14"
        fontWeight="700"
        textAnchor="middle"
      >
        {code}
      </text>
    </svg>
  );
}

/** The vendors of spec 2.5. */
export const sampleVendorLogos: readonly FooterVendorLogo[] = [
  'PG',
  'EG2',
  'PT',
  'JDB',
  'CQ9',
  'FC',
  'JL',
  'BGS',
].map((code) => ({ key: code, name: code, logo: <VendorWordmark code={code} /> }));

export const sampleHelp: readonly FooterLink[] = [
  { key: 'about', label: 'Sobre nosotros' },
  { key: 'terms', label: 'Términos y condiciones' },
  { key: 'privacy', label: 'Política de privacidad' },
  { key: 'responsible', label: 'Juego responsable' },
  { key: 'faq', label: 'Preguntas frecuentes' },
];

export const sampleProducts: readonly FooterLink[] = [
  { key: 'RNG', label: 'Tragamonedas' },
  { key: 'LIVE', label: 'Casino en vivo' },
  { key: 'SPORTS', label: 'Deportes' },
  { key: 'LOTTERY', label: 'Lotería' },
];

/** Drawn, generic icons: a chat bubble for the social network, a play button for the video site. */
export const sampleSocial: readonly FooterSocialLink[] = [
  {
    key: 'social',
    label: 'Síguenos en la red social',
    href: 'https://example.com/fortuna',
    icon: <Icon name="chat" />,
  },
  {
    key: 'video',
    label: 'Nuestro canal de vídeo',
    href: 'https://example.com/fortuna-tv',
    icon: (
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden focusable="false">
        <rect
          x="2"
          y="5"
          width="20"
          height="14"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M10 9v6l5-3z" fill="currentColor" />
      </svg>
    ),
  },
];
