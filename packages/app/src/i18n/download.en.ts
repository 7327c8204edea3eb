/** English texts of the app-download page (/download): the apps' QR codes and the install guides (with en.ts). */
export const downloadEn: Record<string, string> = {
  download_title: 'Get the app',
  download_intro:
    'Play on your phone: install the app for iPhone or Android, or add the portal to your home screen as a lite app.',
  download_apps: 'Phone apps',
  download_platform_ios: 'iPhone and iPad (iOS)',
  download_platform_android: 'Android',
  download_scan: "Scan the code with your phone's camera, or open the link on your phone.",
  download_get_ios: 'Download for iOS',
  download_get_android: 'Download for Android',
  download_unavailable: 'Not available yet.',
  download_none_title: 'The apps are not available yet',
  download_none_text:
    'Meanwhile, you can install the lite app from your browser, with nothing to download.',
  download_none_action: 'See how to install the lite app',
  download_guides: 'Install guides',
  download_guide_ios: 'Install on iPhone or iPad',
  download_guide_android: 'Install on Android',
  download_steps: 'Steps: {{guide}}',
  download_ios_1:
    'Scan the iOS code with the camera and tap the banner that appears to open the link.',
  download_ios_2: 'Tap “Install” and confirm: the app appears on the home screen.',
  download_ios_3:
    'If the iPhone warns of an untrusted developer, open Settings › General › VPN & Device Management and tap “Trust”.',
  download_ios_4: 'Open the app from its icon and log in with your account.',
  download_android_1:
    'Scan the Android code with the camera and download the installation file (.apk).',
  download_android_2:
    'If the phone asks, allow apps from this source (Settings › Install unknown apps).',
  download_android_3: 'Open the downloaded file and tap “Install”.',
  download_android_4: 'Open the app from its icon and log in with your account.',
  download_lite: 'Lite app (home screen)',
  download_lite_intro:
    'No store, no download: the portal opens full screen from its own icon, always in its latest version.',
  download_lite_qr: 'QR code to open the portal on your phone',
  download_lite_scan: 'On a computer, scan this code to open the portal on your phone.',
  download_lite_note: "Operator's note",
  download_guide_chromium: 'Chrome, Edge and other Chromium browsers',
  download_guide_safari: 'Safari on iPhone and iPad',
  download_chromium_1: 'Open this portal in Chrome or Edge, on your phone or computer.',
  download_chromium_2:
    'Open the ⋮ menu and choose “Install app” or “Add to Home screen” (on a computer, also the install icon in the address bar).',
  download_chromium_3: 'Confirm with “Install”.',
  download_chromium_4: 'Open the portal from its icon: it shows full screen.',
  download_safari_1:
    'Open this portal in Safari and tap the Share button (a square with an arrow pointing up).',
  download_safari_2: 'Scroll down and choose “Add to Home Screen”.',
  download_safari_3: 'Tap “Add”, at the top right.',
  download_safari_4: 'Open the portal from its icon: it shows full screen.',
};
