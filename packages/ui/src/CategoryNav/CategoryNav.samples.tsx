import type { CategoryNavItem, CategoryVendor } from './CategoryNav';

const hues = ['#d9480f', '#1c7ed6', '#2b8a3e', '#ae3ec9', '#e67700', '#0c8599', '#c2255c'];

/**
 * A placeholder vendor mark drawn for the stories: a coloured tile with the
 * vendor's first letters. No real vendor logo is bundled.
 */
export function VendorMark({ code, size = 24 }: { code: string; size?: number }) {
  const hue = hues[[...code].reduce((sum, c) => sum + c.charCodeAt(0), 0) % hues.length];
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden focusable="false">
      <rect x="1" y="1" width="22" height="22" rx="6" fill={hue} />
      <path d="M5 17l4-5 3 3 2-2 5 4z" fill="#ffffff" opacity="0.35" />
      <text
        x="12"
        y="11.5"
        fill="#ffffff"
        fontFamily="DejaVu Sans, Arial, sans-serif"
        fontSize={code.length > 2 ? 6 : 8}
        fontWeight="700"
        textAnchor="middle"
      >
        {code.slice(0, 3)}
      </text>
    </svg>
  );
}

const vendors = (codes: string[]): CategoryVendor[] =>
  codes.map((code) => ({ key: code, label: code, logo: <VendorMark code={code} /> }));

/** Categories and vendor sets of spec 9 with Spanish labels. RNG has 12 vendors (large layout). */
export const sampleCategories: readonly CategoryNavItem[] = [
  { key: 'HOME', label: 'Inicio' },
  {
    key: 'RNG',
    label: 'Tragamonedas',
    vendors: vendors([
      'AE',
      'AG',
      'CQ9',
      'GG',
      'ISB',
      'MG',
      'MGS',
      'PNG',
      'PT',
      'RTG',
      'TTG',
      'WD',
    ]),
  },
  {
    key: 'LIVE',
    label: 'Casino en vivo',
    vendors: vendors(['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP']),
  },
  { key: 'SPORTS', label: 'Deportes', vendors: vendors(['IBC', 'SBT', 'UG']) },
  { key: 'FISH', label: 'Pesca', vendors: vendors(['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG']) },
  { key: 'PVP', label: 'Cartas', vendors: vendors(['KX', 'KY', 'TH', 'WS', 'XY']) },
  { key: 'PROMO', label: 'Promociones' },
];

export const sampleCategoriesAr: readonly CategoryNavItem[] = sampleCategories.map((item) => ({
  ...item,
  label:
    {
      HOME: 'الرئيسية',
      RNG: 'ماكينات القمار',
      LIVE: 'كازينو مباشر',
      SPORTS: 'الرياضة',
      FISH: 'صيد السمك',
      PVP: 'الورق',
      PROMO: 'العروض',
    }[item.key] ?? item.label,
}));
