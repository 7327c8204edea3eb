/** Spanish texts of the app-download page (/download): the apps' QR codes and the install guides (with areas.es.ts). */
export const downloadEs: Record<string, string> = {
  download_title: 'Descargar la app',
  download_intro:
    'Juegue desde el móvil: instale la app para iPhone o Android, o añada el portal a la pantalla de inicio como app ligera.',
  download_apps: 'Apps para el móvil',
  download_platform_ios: 'iPhone y iPad (iOS)',
  download_platform_android: 'Android',
  download_scan: 'Escanee el código con la cámara del móvil, o abra el enlace desde el móvil.',
  download_get_ios: 'Descargar para iOS',
  download_get_android: 'Descargar para Android',
  download_unavailable: 'Todavía no disponible.',
  download_none_title: 'Las apps aún no están disponibles',
  download_none_text:
    'Mientras tanto, puede instalar la app ligera desde el navegador, sin descargar nada.',
  download_none_action: 'Ver cómo instalar la app ligera',
  download_guides: 'Guías de instalación',
  download_guide_ios: 'Instalar en iPhone o iPad',
  download_guide_android: 'Instalar en Android',
  download_steps: 'Pasos: {{guide}}',
  download_ios_1:
    'Escanee el código de iOS con la cámara y toque el aviso que aparece para abrir el enlace.',
  download_ios_2: 'Toque «Instalar» y confirme: la app aparece en la pantalla de inicio.',
  download_ios_3:
    'Si el iPhone avisa de un desarrollador no fiable, abra Ajustes › General › VPN y gestión de dispositivos y toque «Confiar».',
  download_ios_4: 'Abra la app desde su icono e inicie sesión con su cuenta.',
  download_android_1:
    'Escanee el código de Android con la cámara y descargue el archivo de instalación (.apk).',
  download_android_2:
    'Si el teléfono lo pide, permita instalar apps de esta fuente (Ajustes › Instalar apps desconocidas).',
  download_android_3: 'Abra el archivo descargado y toque «Instalar».',
  download_android_4: 'Abra la app desde su icono e inicie sesión con su cuenta.',
  download_lite: 'App ligera (pantalla de inicio)',
  download_lite_intro:
    'Sin tienda ni descarga: el portal se abre a pantalla completa desde su propio icono, siempre en su última versión.',
  download_lite_qr: 'Código QR para abrir el portal en el móvil',
  download_lite_scan: 'En el ordenador, escanee este código para abrir el portal en el móvil.',
  download_lite_note: 'Nota del operador',
  download_guide_chromium: 'Chrome, Edge y otros navegadores Chromium',
  download_guide_safari: 'Safari en iPhone y iPad',
  download_chromium_1: 'Abra este portal en Chrome o Edge, en el móvil o en el ordenador.',
  download_chromium_2:
    'Abra el menú ⋮ y elija «Instalar app» o «Añadir a pantalla de inicio» (en el ordenador, también el icono de instalar de la barra de direcciones).',
  download_chromium_3: 'Confirme con «Instalar».',
  download_chromium_4: 'Abra el portal desde su icono: se muestra a pantalla completa.',
  download_safari_1:
    'Abra este portal en Safari y toque el botón Compartir (un cuadrado con una flecha hacia arriba).',
  download_safari_2: 'Deslice hacia abajo y elija «Añadir a pantalla de inicio».',
  download_safari_3: 'Toque «Añadir», arriba a la derecha.',
  download_safari_4: 'Abra el portal desde su icono: se muestra a pantalla completa.',
};
