import type { UserMenuItem } from './UserMenu';

/** The entries of spec 2.4 with Spanish sample labels, for the stories. */
export const sampleUserMenuItems: readonly UserMenuItem[] = [
  { key: 'account', label: 'Mi cuenta', icon: 'user' },
  { key: 'bettingRecord', label: 'Historial de apuestas', icon: 'list' },
  { key: 'platformInfo', label: 'Información de la plataforma', icon: 'mail', count: 3 },
  { key: 'customerService', label: 'Atención al cliente', icon: 'headset' },
  { key: 'agent', label: 'Agente', icon: 'users' },
  { key: 'signOut', label: 'Cerrar sesión', icon: 'logout' },
];

export const sampleUserMenuItemsAr: readonly UserMenuItem[] = [
  { key: 'account', label: 'حسابي', icon: 'user' },
  { key: 'bettingRecord', label: 'سجل الرهانات', icon: 'list' },
  { key: 'platformInfo', label: 'معلومات المنصة', icon: 'mail', count: 3 },
  { key: 'customerService', label: 'خدمة العملاء', icon: 'headset' },
  { key: 'agent', label: 'الوكيل', icon: 'users' },
  { key: 'signOut', label: 'تسجيل الخروج', icon: 'logout' },
];
