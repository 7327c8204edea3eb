import type { SideMenuGroup } from './SideMenu';

/**
 * A QR-code-like placeholder drawn for the stories (not a readable code):
 * three finder squares and a fixed pattern of modules from the seed.
 */
export function SampleQr({ seed, label }: { seed: number; label: string }) {
  const cells: string[] = [];
  let x = seed * 9301 + 49297;
  for (let row = 0; row < 21; row += 1) {
    for (let col = 0; col < 21; col += 1) {
      const finder = (row < 8 && col < 8) || (row < 8 && col > 12) || (row > 12 && col < 8);
      x = (x * 9301 + 49297) % 233280;
      if (!finder && x / 233280 > 0.55) cells.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  const finder = (cx: number, cy: number) =>
    `M${cx} ${cy}h7v7h-7zM${cx + 1} ${cy + 1}v5h5v-5zM${cx + 2} ${cy + 2}h3v3h-3z`;
  return (
    <svg viewBox="-1 -1 23 23" width="96" height="96" role="img" aria-label={label}>
      <rect x="-1" y="-1" width="23" height="23" fill="#ffffff" />
      <path
        d={`${finder(0, 0)}${finder(14, 0)}${finder(0, 14)}${cells.join('')}`}
        fill="#111111"
        fillRule="evenodd"
      />
    </svg>
  );
}

/** The entries of spec 2.5 with Spanish sample labels. */
export function sampleGroups({ vip = false } = {}): SideMenuGroup[] {
  return [
    {
      key: 'main',
      entries: [
        { key: 'deposit', label: 'Depositar', icon: 'wallet' },
        { key: 'withdraw', label: 'Retirar', icon: 'download' },
        { key: 'promotions', label: 'Promociones', icon: 'gift', count: 2 },
        { key: 'referral', label: 'Invitar amigos', icon: 'users' },
        { key: 'rewardCenter', label: 'Centro de recompensas', icon: 'trophy', count: 1 },
        { key: 'manualRebate', label: 'Reembolso', icon: 'refresh' },
      ],
    },
    {
      key: 'member',
      title: 'Centro de miembros',
      entries: [
        { key: 'vip', label: 'VIP', icon: 'star', hidden: !vip },
        { key: 'personalHistoryCopy', label: 'Historial de apuestas', icon: 'list' },
        { key: 'transactionHistory', label: 'Historial de cuenta', icon: 'chart' },
        { key: 'securityCenter', label: 'Mi cuenta', icon: 'shield' },
        { key: 'personalProfit', label: 'Ganancias y pérdidas', icon: 'chart' },
        { key: 'messageV2', label: 'Mensajes', icon: 'mail', count: 3 },
      ],
    },
    {
      key: 'games',
      title: 'Centro de juegos',
      entries: [
        { key: 'RNG', label: 'Tragamonedas', icon: 'star' },
        { key: 'LIVE', label: 'Casino en vivo', icon: 'users' },
        { key: 'SPORTS', label: 'Deportes', icon: 'trophy' },
      ],
    },
    {
      key: 'help',
      entries: [
        { key: 'service', label: 'Atención al cliente', icon: 'headset' },
        { key: 'channels', label: 'Canales oficiales', icon: 'send' },
      ],
    },
  ];
}

const arabic: Record<string, string> = {
  deposit: 'إيداع',
  withdraw: 'سحب',
  promotions: 'العروض',
  referral: 'دعوة الأصدقاء',
  rewardCenter: 'مركز المكافآت',
  manualRebate: 'استرداد',
  vip: 'كبار الشخصيات',
  personalHistoryCopy: 'سجل الرهانات',
  transactionHistory: 'سجل الحساب',
  securityCenter: 'حسابي',
  personalProfit: 'الأرباح والخسائر',
  messageV2: 'الرسائل',
  RNG: 'ماكينات القمار',
  LIVE: 'كازينو مباشر',
  SPORTS: 'الرياضة',
  service: 'خدمة العملاء',
  channels: 'القنوات الرسمية',
  member: 'مركز الأعضاء',
  games: 'مركز الألعاب',
};

export function sampleGroupsAr(): SideMenuGroup[] {
  return sampleGroups({ vip: true }).map((group) => ({
    ...group,
    ...(group.title ? { title: arabic[group.key] ?? group.title } : {}),
    entries: group.entries.map((entry) => ({ ...entry, label: arabic[entry.key] ?? entry.label })),
  }));
}
