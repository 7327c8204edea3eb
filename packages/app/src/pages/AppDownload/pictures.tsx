// The install guides' pictures: small phone sketches drawn in SVG, in the theme's colours (light
// and dark), the part to tap in the brand colour with a ring around it. They carry no words, so
// one drawing serves every language; each step's text says what it shows.
import type { ReactNode } from 'react';
import { Sketch } from './AppDownload.styles';

/** The screen of the phone frame: x 10 to 110, y 16 to 184. */
const Phone = ({ children }: { children: ReactNode }) => (
  <Sketch viewBox="0 0 120 200" aria-hidden="true" focusable="false">
    <rect className="frame" x="4" y="2" width="112" height="196" rx="16" />
    <rect className="screen" x="10" y="16" width="100" height="168" rx="6" />
    <rect className="muted" x="48" y="8" width="24" height="3" rx="1.5" />
    {children}
  </Sketch>
);

/** The ring of a finger's tap, centred on the part to tap. */
const Tap = ({ x, y }: { x: number; y: number }) => (
  <>
    <circle className="tap" cx={x} cy={y} r="11" />
    <circle className="tap-dot" cx={x} cy={y} r="3" />
  </>
);

/** A line of text, as a bar. */
const Line = ({
  x,
  y,
  w,
  className = 'muted',
}: {
  x: number;
  y: number;
  w: number;
  className?: string;
}) => <rect className={className} x={x} y={y} width={w} height="4" rx="2" />;

/** The portal's icon: the brand square with its star. */
const AppIcon = ({ x, y, size }: { x: number; y: number; size: number }) => (
  <g transform={`translate(${x} ${y}) scale(${size / 32})`}>
    <rect className="brand" width="32" height="32" rx="7" />
    <path
      className="on-brand"
      d="M16 6l2.9 6.2 6.8.8-5 4.6 1.3 6.7L16 21l-6 3.3 1.3-6.7-5-4.6 6.8-.8z"
    />
  </g>
);

/** Page content under a browser's bar: a banner and two rows of tiles. */
const PageContent = ({ top }: { top: number }) => (
  <>
    <rect className="card" x="16" y={top} width="88" height="34" rx="4" />
    {[0, 1].map((row) =>
      [0, 1, 2].map((col) => (
        <rect
          key={`${row}-${col}`}
          className="card"
          x={16 + col * 30}
          y={top + 42 + row * 32}
          width="26"
          height="26"
          rx="4"
        />
      )),
    )}
  </>
);

/** A QR code seen through the camera, and the banner that opens its link. */
export const ScanPicture = () => (
  <Phone>
    <rect className="paper" x="32" y="72" width="56" height="56" rx="2" />
    {[
      [36, 76],
      [70, 76],
      [36, 110],
    ].map(([x = 0, y = 0]) => (
      <g key={`${x}-${y}`}>
        <rect className="ink" x={x} y={y} width="14" height="14" />
        <rect className="paper" x={x + 3} y={y + 3} width="8" height="8" />
        <rect className="ink" x={x + 5} y={y + 5} width="4" height="4" />
      </g>
    ))}
    {[
      [56, 78],
      [60, 86],
      [54, 96],
      [66, 98],
      [76, 96],
      [58, 110],
      [70, 112],
      [78, 118],
      [62, 120],
    ].map(([x = 0, y = 0]) => (
      <rect key={`${x}-${y}`} className="ink" x={x} y={y} width="5" height="5" />
    ))}
    <path className="frame-line" d="M24 70v-8h8M88 62h8v8M96 130v8h-8M32 138h-8v-8" />
    <rect className="banner" x="16" y="24" width="88" height="24" rx="6" />
    <rect className="brand" x="21" y="30" width="12" height="12" rx="3" />
    <Line x={38} y={30} w={50} className="strong" />
    <Line x={38} y={38} w={36} />
    <Tap x={86} y={36} />
  </Phone>
);

/** An app's install page: its icon and name, and the install button. */
export const StorePicture = () => (
  <Phone>
    <AppIcon x={18} y={28} size={30} />
    <Line x={54} y={32} w={44} className="strong" />
    <Line x={54} y={41} w={30} />
    <rect className="accent" x="54" y="50" width="34" height="12" rx="6" />
    <Tap x={71} y={56} />
    <rect className="card" x="18" y="76" width="40" height="72" rx="4" />
    <rect className="card" x="62" y="76" width="40" height="72" rx="4" />
    <Line x={18} y={158} w={84} />
    <Line x={18} y={166} w={64} />
  </Phone>
);

/** The device settings where an enterprise developer is trusted. */
export const TrustPicture = () => (
  <Phone>
    <Line x={18} y={26} w={40} className="strong" />
    {[0, 1, 2].map((row) => (
      <g key={row}>
        <rect className="card" x="16" y={40 + row * 20} width="88" height="16" rx="3" />
        <Line x={22} y={46 + row * 20} w={44} />
      </g>
    ))}
    <rect className="card" x="16" y="108" width="88" height="40" rx="4" />
    <path className="accent" d="M60 114l10 4v7c0 6-4 10-10 12-6-2-10-6-10-12v-7z" />
    <rect className="accent" x="36" y="156" width="48" height="14" rx="7" />
    <Tap x={60} y={163} />
  </Phone>
);

/** The home screen with the new icon. */
export const HomeScreenPicture = () => (
  <Phone>
    {[0, 1, 2, 3].map((row) =>
      [0, 1, 2, 3].map((col) =>
        row === 2 && col === 1 ? null : (
          <rect
            key={`${row}-${col}`}
            className="card"
            x={18 + col * 22}
            y={28 + row * 26}
            width="16"
            height="16"
            rx="4"
          />
        ),
      ),
    )}
    <AppIcon x={40} y={80} size={16} />
    <Tap x={48} y={88} />
    <rect className="card" x="16" y="150" width="88" height="24" rx="8" />
  </Phone>
);

/** The browser's download sheet for the installation file. */
export const DownloadPicture = () => (
  <Phone>
    <rect className="card" x="16" y="22" width="88" height="12" rx="6" />
    <PageContent top={40} />
    <rect className="sheet" x="10" y="118" width="100" height="66" rx="8" />
    <rect className="muted" x="50" y="123" width="20" height="3" rx="1.5" />
    <path className="strong" d="M20 134h10l4 4v14H20z" />
    <Line x={40} y={138} w={48} className="strong" />
    <Line x={40} y={146} w={30} />
    <rect className="accent" x="62" y="162" width="40" height="14" rx="7" />
    <Tap x={82} y={169} />
  </Phone>
);

/** The setting that allows installing apps from this source. */
export const AllowPicture = () => (
  <Phone>
    <Line x={18} y={26} w={52} className="strong" />
    <AppIcon x={18} y={40} size={20} />
    <Line x={44} y={44} w={40} className="strong" />
    <Line x={44} y={52} w={26} />
    <rect className="card" x="16" y="72" width="88" height="28" rx="4" />
    <Line x={22} y={84} w={46} className="strong" />
    <rect className="accent" x="78" y="79" width="20" height="12" rx="6" />
    <circle className="on-accent" cx="92" cy="85" r="4" />
    <Tap x={88} y={85} />
    <Line x={18} y={110} w={84} />
    <Line x={18} y={118} w={70} />
  </Phone>
);

/** The install dialog over the dimmed screen: cancel, and install. */
export const InstallDialogPicture = () => (
  <Phone>
    <PageContent top={24} />
    <rect className="dim" x="10" y="16" width="100" height="168" rx="6" />
    <rect className="sheet" x="18" y="70" width="84" height="66" rx="8" />
    <AppIcon x={26} y={78} size={18} />
    <Line x={50} y={82} w={42} className="strong" />
    <Line x={50} y={90} w={28} />
    <Line x={26} y={104} w={68} />
    <Line x={62} y={122} w={14} />
    <rect className="accent" x="80" y="117" width="18" height="14" rx="4" />
    <Tap x={89} y={124} />
  </Phone>
);

/** The browser's address bar, this portal open in it. */
export const BrowserPicture = () => (
  <Phone>
    <rect className="highlight" x="16" y="22" width="76" height="14" rx="7" />
    <rect className="strong" x="21" y="26" width="5" height="6" rx="1" />
    <Line x={30} y={27} w={44} className="strong" />
    <circle className="strong" cx="100" cy="25" r="1.5" />
    <circle className="strong" cx="100" cy="29" r="1.5" />
    <circle className="strong" cx="100" cy="33" r="1.5" />
    <PageContent top={44} />
    <Tap x={54} y={29} />
  </Phone>
);

/** The browser's menu open, its install entry marked. */
export const BrowserMenuPicture = () => (
  <Phone>
    <rect className="card" x="16" y="22" width="76" height="14" rx="7" />
    <circle className="accent" cx="100" cy="25" r="1.5" />
    <circle className="accent" cx="100" cy="29" r="1.5" />
    <circle className="accent" cx="100" cy="33" r="1.5" />
    <PageContent top={44} />
    <rect className="sheet" x="46" y="40" width="60" height="96" rx="6" />
    {[0, 1, 2, 4].map((row) => (
      <Line key={row} x={56} y={50 + row * 16} w={36} />
    ))}
    <rect className="highlight" x="50" y="80" width="52" height="16" rx="4" />
    <path className="accent" d="M56 84h8v8h-8zM60 86v4M58 88h4" />
    <Line x={68} y={86} w={28} className="accent" />
    <Tap x={82} y={88} />
  </Phone>
);

/** Safari's bottom bar, its share button marked. */
export const SharePicture = () => (
  <Phone>
    <PageContent top={24} />
    <rect className="card" x="16" y="134" width="88" height="14" rx="7" />
    <Line x={38} y={139} w={44} className="strong" />
    <rect className="sheet" x="10" y="154" width="100" height="30" rx="0" />
    {[22, 42, 78, 98].map((x) => (
      <rect key={x} className="muted" x={x - 4} y="164" width="8" height="8" rx="2" />
    ))}
    <path className="accent-line" d="M56 165v8h8v-8M60 170v-11M56.5 162l3.5-3.5 3.5 3.5" />
    <Tap x={60} y={167} />
  </Phone>
);

/** The share sheet, its add-to-home-screen entry marked. */
export const ShareSheetPicture = () => (
  <Phone>
    <PageContent top={24} />
    <rect className="dim" x="10" y="16" width="100" height="168" rx="6" />
    <rect className="sheet" x="10" y="70" width="100" height="114" rx="8" />
    {[0, 1, 2, 3].map((col) => (
      <rect key={col} className="card" x={18 + col * 22} y="80" width="16" height="16" rx="4" />
    ))}
    {[0, 1, 3].map((row) => (
      <g key={row}>
        <Line x={20} y={112 + row * 16} w={48} />
        <rect className="muted" x="88" y={110 + row * 16} width="8" height="8" rx="2" />
      </g>
    ))}
    <rect className="highlight" x="14" y="138" width="92" height="16" rx="4" />
    <Line x={20} y={144} w={56} className="accent" />
    <path className="accent-line" d="M87 141h10v10H87zM92 143v6M89 146h6" />
    <Tap x={92} y={146} />
  </Phone>
);

/** The add-to-home-screen page: the icon and name, and the add button at the top. */
export const AddPicture = () => (
  <Phone>
    <Line x={16} y={26} w={20} />
    <Line x={46} y={26} w={28} className="strong" />
    <rect className="accent" x="84" y="22" width="20" height="12" rx="4" />
    <Tap x={94} y={28} />
    <rect className="card" x="16" y="44" width="88" height="34" rx="4" />
    <AppIcon x={22} y={50} size={22} />
    <Line x={52} y={56} w={40} className="strong" />
    <Line x={52} y={64} w={30} />
    <Line x={18} y={88} w={80} />
    <Line x={18} y={96} w={60} />
    <rect className="sheet" x="10" y="120" width="100" height="64" rx="0" />
    {[0, 1, 2].map((row) =>
      [0, 1, 2, 3, 4, 5, 6].map((col) => (
        <rect
          key={`${row}-${col}`}
          className="card"
          x={15 + col * 13}
          y={128 + row * 16}
          width="10"
          height="12"
          rx="2"
        />
      )),
    )}
  </Phone>
);
