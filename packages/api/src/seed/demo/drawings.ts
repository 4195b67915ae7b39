// Flat illustrations of the demo products as SVG fragments on an 800 × 800 canvas, one per
// visual kind, painted in any colour. They are rendered to WebP by images.ts.

export const VISUALS = [
  "dress",
  "blouse",
  "shirt",
  "tshirt",
  "hoodie",
  "trousers",
  "jacket",
  "sneaker",
  "boot",
  "heel",
  "bag",
  "phone",
  "headphones",
  "earbuds",
  "watch",
  "laptop",
  "lamp",
  "towel",
  "cushion",
  "mug",
  "pan",
  "perfume",
  "lipstick",
  "cream",
  "serum",
  "dumbbell",
  "kettlebell",
  "yogamat",
  "backpack",
  "thermos",
  "book",
] as const;
export type Visual = (typeof VISUALS)[number];

function channel(hex: string, i: number) {
  return Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const parts = [0, 1, 2].map((i) => Math.round(channel(hex, i) * (1 - a) + target * a));
  return `#${parts.map((p) => p.toString(16).padStart(2, "0")).join("")}`;
}

export function isLight(hex: string) {
  return channel(hex, 0) * 0.299 + channel(hex, 1) * 0.587 + channel(hex, 2) * 0.114 > 186;
}

interface Paint {
  c: string;
  dark: string;
  light: string;
  line: string;
}

function paint(hex: string): Paint {
  const light = isLight(hex);
  return {
    c: hex,
    dark: shade(hex, light ? -0.18 : -0.3),
    light: shade(hex, light ? 0.5 : 0.22),
    line: light ? shade(hex, -0.35) : shade(hex, 0.3),
  };
}

const shadow = (cx: number, cy: number, rx: number, ry = 22) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity=".10"/>`;

const DRAW: Record<Visual, (p: Paint) => string> = {
  dress: (p) =>
    `${shadow(400, 690, 230)}
    <path d="M345 140 L360 140 L372 205 Q400 222 428 205 L440 140 L455 140 L478 300 L600 660 Q400 705 200 660 L322 300 Z" fill="${p.c}"/>
    <path d="M322 300 L478 300 L486 335 L314 335 Z" fill="${p.dark}"/>
    <path d="M400 335 L430 680 Q415 684 400 684 Z" fill="${p.dark}" opacity=".35"/>
    <path d="M300 420 Q280 560 250 650" stroke="${p.light}" stroke-width="10" fill="none" opacity=".5"/>`,
  blouse: (p) =>
    `${shadow(400, 660, 230)}
    <path d="M320 150 L370 135 Q400 200 430 135 L480 150 L600 230 L640 500 L585 510 L540 300 L535 620 L265 620 L260 300 L215 510 L160 500 L200 230 Z" fill="${p.c}"/>
    <path d="M370 135 Q400 200 430 135 L418 132 Q400 175 382 132 Z" fill="${p.dark}"/>
    <path d="M400 190 L400 610" stroke="${p.dark}" stroke-width="4" opacity=".4"/>
    <path d="M215 510 L160 500 L166 470 L222 482 Z M585 510 L640 500 L634 470 L578 482 Z" fill="${p.dark}"/>`,
  shirt: (p) =>
    `${shadow(400, 660, 230)}
    <path d="M320 150 L370 130 L400 160 L430 130 L480 150 L600 230 L640 510 L585 520 L540 310 L535 630 L265 630 L260 310 L215 520 L160 510 L200 230 Z" fill="${p.c}"/>
    <path d="M370 130 L400 160 L372 200 L348 150 Z M430 130 L400 160 L428 200 L452 150 Z" fill="${p.light}"/>
    <path d="M392 165 L408 165 L408 630 L392 630 Z" fill="${p.dark}" opacity=".5"/>
    ${[220, 290, 360, 430, 500, 570].map((y) => `<circle cx="400" cy="${y}" r="6" fill="${p.line}"/>`).join("")}
    <rect x="295" y="260" width="70" height="60" rx="6" fill="${p.dark}" opacity=".35"/>`,
  tshirt: (p) =>
    `${shadow(400, 660, 230)}
    <path d="M315 150 L365 135 Q400 175 435 135 L485 150 L625 240 L580 335 L525 305 L525 630 L275 630 L275 305 L220 335 L175 240 Z" fill="${p.c}"/>
    <path d="M365 135 Q400 175 435 135 L425 133 Q400 160 375 133 Z" fill="${p.dark}"/>
    <path d="M275 305 L220 335 L175 240 L198 225 Z" fill="${p.dark}" opacity=".25"/>
    <circle cx="400" cy="360" r="58" fill="${p.light}" opacity=".45"/>`,
  hoodie: (p) =>
    `${shadow(400, 670, 240)}
    <path d="M330 160 Q330 80 400 80 Q470 80 470 160 L600 230 L650 520 L590 530 L545 320 L540 640 L260 640 L255 320 L210 530 L150 520 L200 230 Z" fill="${p.c}"/>
    <path d="M350 165 Q350 110 400 110 Q450 110 450 165 Q425 200 400 200 Q375 200 350 165 Z" fill="${p.dark}"/>
    <path d="M320 470 L480 470 L500 570 L300 570 Z" fill="${p.dark}" opacity=".45"/>
    <path d="M260 605 L540 605 L540 640 L260 640 Z M150 520 L210 530 L214 505 L154 495 Z M590 530 L650 520 L646 495 L586 505 Z" fill="${p.dark}"/>
    <path d="M385 200 L380 300 M415 200 L420 300" stroke="${p.light}" stroke-width="6"/>`,
  trousers: (p) =>
    `${shadow(400, 700, 200)}
    <path d="M280 120 L520 120 L545 690 L430 690 L400 300 L370 690 L255 690 Z" fill="${p.c}"/>
    <path d="M280 120 L520 120 L522 160 L278 160 Z" fill="${p.dark}"/>
    <path d="M300 170 Q330 220 360 170 M500 170 Q470 220 440 170" stroke="${p.line}" stroke-width="5" fill="none"/>
    <path d="M400 160 L400 300" stroke="${p.line}" stroke-width="4"/>
    <path d="M320 330 L300 680 M480 330 L500 680" stroke="${p.light}" stroke-width="6" opacity=".5"/>`,
  jacket: (p) =>
    `${shadow(400, 680, 250)}
    <path d="M315 130 L370 120 L400 180 L430 120 L485 130 L610 220 L655 560 L590 570 L545 330 L548 650 L252 650 L255 330 L210 570 L145 560 L190 220 Z" fill="${p.c}"/>
    <path d="M370 120 L400 180 L350 330 L320 160 Z M430 120 L400 180 L450 330 L480 160 Z" fill="${p.dark}"/>
    <path d="M400 180 L400 650" stroke="${p.line}" stroke-width="6"/>
    <path d="M270 420 L350 420 M450 420 L530 420" stroke="${p.line}" stroke-width="6"/>
    <path d="M255 470 L545 470 M255 560 L545 560" stroke="${p.dark}" stroke-width="4" opacity=".4"/>`,
  sneaker: (p) =>
    `${shadow(400, 590, 280)}
    <path d="M140 520 Q130 420 200 410 L330 380 Q380 300 470 310 L520 330 Q600 420 680 450 Q700 470 690 520 Z" fill="${p.c}"/>
    <path d="M130 520 L700 520 Q705 565 660 570 L170 570 Q125 565 130 520 Z" fill="#f2f2f2"/>
    <path d="M130 548 L702 548" stroke="#d0d0d0" stroke-width="6"/>
    <path d="M360 360 L440 420 M385 340 L465 400 M410 322 L490 382" stroke="${p.light}" stroke-width="10" stroke-linecap="round"/>
    <path d="M210 460 Q350 470 520 420" stroke="${p.dark}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
  boot: (p) =>
    `${shadow(400, 640, 250)}
    <path d="M300 150 L470 150 L480 430 Q600 450 650 500 Q670 540 660 580 L260 580 Q250 400 300 150 Z" fill="${p.c}"/>
    <path d="M250 580 L665 580 L665 620 L250 620 Z" fill="${p.dark}"/>
    <path d="M300 150 L470 150 L472 190 L298 190 Z" fill="${p.dark}" opacity=".6"/>
    ${[240, 290, 340, 390].map((y) => `<path d="M420 ${y} L470 ${y + 15}" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/>`).join("")}`,
  heel: (p) =>
    `${shadow(400, 600, 260)}
    <path d="M180 420 Q190 360 260 370 Q400 400 470 470 Q560 520 650 520 Q690 525 680 560 L420 560 Q330 470 240 470 L232 600 L212 600 Q205 500 180 420 Z" fill="${p.c}"/>
    <path d="M420 560 L680 560 L676 575 L430 575 Z" fill="${p.dark}"/>
    <path d="M260 372 Q330 380 380 420" stroke="${p.light}" stroke-width="8" fill="none" opacity=".6"/>`,
  bag: (p) =>
    `${shadow(400, 660, 230)}
    <path d="M300 300 Q300 140 400 140 Q500 140 500 300" stroke="${p.dark}" stroke-width="22" fill="none"/>
    <path d="M200 300 L600 300 L640 640 L160 640 Z" fill="${p.c}"/>
    <path d="M200 300 L600 300 L610 380 Q400 430 190 380 Z" fill="${p.dark}"/>
    <rect x="375" y="390" width="50" height="36" rx="6" fill="#d4b25c"/>`,
  phone: (p) =>
    `${shadow(400, 700, 170)}
    <rect x="255" y="100" width="290" height="590" rx="46" fill="${p.c}"/>
    <rect x="270" y="115" width="260" height="560" rx="34" fill="#111418"/>
    <rect x="282" y="127" width="236" height="536" rx="26" fill="url(#screen)"/>
    <rect x="365" y="140" width="70" height="18" rx="9" fill="#111418"/>
    <defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient></defs>`,
  headphones: (p) =>
    `${shadow(400, 650, 220)}
    <path d="M220 420 Q220 150 400 150 Q580 150 580 420" stroke="${p.c}" stroke-width="36" fill="none"/>
    <path d="M240 420 Q240 190 400 190 Q560 190 560 420" stroke="${p.dark}" stroke-width="10" fill="none"/>
    <rect x="170" y="380" width="110" height="200" rx="50" fill="${p.c}"/>
    <rect x="520" y="380" width="110" height="200" rx="50" fill="${p.c}"/>
    <rect x="255" y="395" width="40" height="170" rx="18" fill="${p.dark}"/>
    <rect x="505" y="395" width="40" height="170" rx="18" fill="${p.dark}"/>`,
  earbuds: (p) =>
    `${shadow(400, 640, 220)}
    <rect x="250" y="380" width="300" height="230" rx="110" fill="${p.c}"/>
    <path d="M250 470 L550 470" stroke="${p.dark}" stroke-width="6"/>
    <circle cx="400" cy="540" r="9" fill="#7bd88f"/>
    <g transform="translate(300 200)"><circle cx="0" cy="0" r="55" fill="${p.c}"/><rect x="-16" y="20" width="32" height="140" rx="16" fill="${p.c}"/><circle cx="0" cy="0" r="28" fill="${p.dark}"/></g>
    <g transform="translate(500 200)"><circle cx="0" cy="0" r="55" fill="${p.c}"/><rect x="-16" y="20" width="32" height="140" rx="16" fill="${p.c}"/><circle cx="0" cy="0" r="28" fill="${p.dark}"/></g>`,
  watch: (p) =>
    `${shadow(400, 720, 140)}
    <rect x="330" y="60" width="140" height="680" rx="60" fill="${p.c}"/>
    <rect x="330" y="60" width="140" height="680" rx="60" fill="#000" opacity=".12"/>
    <rect x="270" y="250" width="260" height="300" rx="70" fill="#2b2f36"/>
    <rect x="292" y="272" width="216" height="256" rx="54" fill="#0d0f12"/>
    <circle cx="400" cy="400" r="70" fill="none" stroke="${p.light}" stroke-width="14"/>
    <path d="M400 400 L400 350 M400 400 L440 420" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
    <rect x="528" y="340" width="16" height="60" rx="6" fill="#2b2f36"/>`,
  laptop: (p) =>
    `${shadow(400, 640, 330)}
    <path d="M160 180 Q160 160 180 160 L620 160 Q640 160 640 180 L640 520 L160 520 Z" fill="${p.c}"/>
    <rect x="180" y="180" width="440" height="320" rx="8" fill="url(#lscreen)"/>
    <path d="M90 540 L710 540 L680 600 L120 600 Z" fill="${p.c}"/>
    <path d="M90 540 L710 540 L708 552 L92 552 Z" fill="${p.dark}"/>
    <rect x="350" y="560" width="100" height="14" rx="7" fill="${p.dark}"/>
    <defs><linearGradient id="lscreen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b5bdb"/><stop offset="1" stop-color="#12182b"/></linearGradient></defs>`,
  lamp: (p) =>
    `${shadow(400, 690, 160)}
    <path d="M280 130 L520 130 L600 360 L200 360 Z" fill="${p.c}"/>
    <path d="M280 130 L520 130 L526 150 L274 150 Z" fill="${p.dark}"/>
    <path d="M320 360 Q400 400 480 360" fill="#fff3bf" opacity=".8"/>
    <rect x="388" y="360" width="24" height="280" fill="#8d7b68"/>
    <ellipse cx="400" cy="660" rx="120" ry="30" fill="#6f5f4e"/>`,
  towel: (p) =>
    `${shadow(400, 640, 260)}
    ${[0, 1, 2]
      .map(
        (i) =>
          `<rect x="${190 + i * 15}" y="${470 - i * 120}" width="${420 - i * 30}" height="130" rx="26" fill="${i === 1 ? p.light : p.c}"/><path d="M${200 + i * 15} ${560 - i * 120} L${600 - i * 15} ${560 - i * 120}" stroke="${p.dark}" stroke-width="8" opacity=".5"/>`,
      )
      .join("")}`,
  cushion: (p) =>
    `${shadow(400, 660, 240)}
    <path d="M170 170 Q400 220 630 170 Q580 400 630 630 Q400 580 170 630 Q220 400 170 170 Z" fill="${p.c}"/>
    <path d="M230 230 Q400 260 570 230 Q540 400 570 570 Q400 540 230 570 Q260 400 230 230 Z" fill="none" stroke="${p.light}" stroke-width="8" stroke-dasharray="16 12"/>
    <circle cx="400" cy="400" r="14" fill="${p.dark}"/>`,
  mug: (p) =>
    `${shadow(400, 620, 260)}
    <ellipse cx="390" cy="585" rx="240" ry="40" fill="${p.light}"/>
    <path d="M240 260 L540 260 L520 560 Q390 600 260 560 Z" fill="${p.c}"/>
    <ellipse cx="390" cy="260" rx="150" ry="34" fill="${p.dark}"/>
    <ellipse cx="390" cy="262" rx="130" ry="24" fill="#4a2c1a"/>
    <path d="M530 320 Q640 320 620 420 Q605 490 520 480" stroke="${p.c}" stroke-width="30" fill="none"/>`,
  pan: (p) =>
    `${shadow(400, 600, 300)}
    <ellipse cx="330" cy="420" rx="230" ry="160" fill="${p.c}"/>
    <ellipse cx="330" cy="410" rx="190" ry="125" fill="${p.dark}"/>
    <ellipse cx="300" cy="380" rx="80" ry="40" fill="${p.light}" opacity=".25"/>
    <path d="M545 360 L740 300 Q760 296 764 314 Q768 330 750 338 L555 420 Z" fill="#3b2a1f"/>`,
  perfume: (p) =>
    `${shadow(400, 660, 170)}
    <rect x="360" y="120" width="80" height="80" rx="10" fill="#c9a24a"/>
    <rect x="375" y="190" width="50" height="40" fill="#a8873a"/>
    <rect x="250" y="230" width="300" height="410" rx="40" fill="${p.c}" opacity=".92"/>
    <rect x="275" y="255" width="70" height="360" rx="26" fill="#fff" opacity=".25"/>
    <rect x="320" y="400" width="160" height="90" rx="8" fill="#fff" opacity=".8"/>`,
  lipstick: (p) =>
    `${shadow(400, 690, 120)}
    <path d="M350 220 L350 160 Q350 110 430 90 L450 90 L450 220 Z" fill="${p.c}"/>
    <rect x="335" y="220" width="130" height="150" rx="8" fill="#c9a24a"/>
    <rect x="320" y="370" width="160" height="300" rx="12" fill="#1f1f22"/>
    <rect x="335" y="385" width="26" height="270" rx="10" fill="#fff" opacity=".12"/>`,
  cream: (p) =>
    `${shadow(400, 620, 230)}
    <rect x="210" y="300" width="380" height="100" rx="20" fill="${p.dark}"/>
    <path d="M215 400 L585 400 L570 590 Q400 620 230 590 Z" fill="${p.c}"/>
    <rect x="290" y="460" width="220" height="70" rx="8" fill="#fff" opacity=".75"/>`,
  serum: (p) =>
    `${shadow(400, 660, 140)}
    <rect x="370" y="110" width="60" height="90" rx="28" fill="#2b2b2b"/>
    <rect x="355" y="190" width="90" height="50" rx="8" fill="#c9a24a"/>
    <rect x="300" y="240" width="200" height="400" rx="36" fill="${p.c}" opacity=".9"/>
    <rect x="330" y="390" width="140" height="120" rx="6" fill="#fff" opacity=".8"/>`,
  dumbbell: (p) =>
    `${shadow(400, 560, 300)}
    <rect x="230" y="380" width="340" height="40" rx="14" fill="#9aa0a6"/>
    ${[130, 190, 570, 630].map((x) => `<rect x="${x}" y="${x === 190 || x === 570 ? 300 : 270}" width="50" height="${x === 190 || x === 570 ? 200 : 260}" rx="14" fill="${p.c}"/>`).join("")}
    <rect x="130" y="290" width="20" height="220" rx="8" fill="${p.light}" opacity=".4"/>`,
  kettlebell: (p) =>
    `${shadow(400, 660, 200)}
    <path d="M300 330 Q290 150 400 150 Q510 150 500 330" stroke="${p.c}" stroke-width="50" fill="none"/>
    <circle cx="400" cy="470" r="190" fill="${p.c}"/>
    <ellipse cx="340" cy="420" rx="60" ry="90" fill="${p.light}" opacity=".25"/>
    <rect x="340" y="600" width="120" height="40" rx="10" fill="${p.dark}"/>`,
  yogamat: (p) =>
    `${shadow(400, 620, 300)}
    <rect x="150" y="330" width="470" height="250" rx="30" fill="${p.c}"/>
    <ellipse cx="620" cy="455" rx="70" ry="125" fill="${p.dark}"/>
    <path d="M620 455 m-45 0 a45 80 0 1 0 90 0 a35 62 0 1 0 -70 0 a25 44 0 1 0 50 0" stroke="${p.light}" stroke-width="8" fill="none"/>
    <path d="M280 330 L280 580 M420 330 L420 580" stroke="#1f1f22" stroke-width="14" opacity=".55"/>`,
  backpack: (p) =>
    `${shadow(400, 680, 220)}
    <path d="M350 150 Q350 100 400 100 Q450 100 450 150" stroke="${p.dark}" stroke-width="18" fill="none"/>
    <path d="M230 260 Q230 150 400 150 Q570 150 570 260 L580 640 Q400 670 220 640 Z" fill="${p.c}"/>
    <path d="M270 440 L530 440 L540 600 Q400 620 260 600 Z" fill="${p.dark}"/>
    <path d="M270 440 L530 440" stroke="${p.light}" stroke-width="8"/>
    <rect x="380" y="300" width="40" height="60" rx="8" fill="${p.light}"/>`,
  thermos: (p) =>
    `${shadow(400, 690, 140)}
    <rect x="335" y="90" width="130" height="90" rx="16" fill="${p.dark}"/>
    <rect x="320" y="175" width="160" height="500" rx="40" fill="${p.c}"/>
    <rect x="345" y="200" width="30" height="450" rx="14" fill="#fff" opacity=".25"/>
    <rect x="320" y="300" width="160" height="14" fill="${p.dark}" opacity=".5"/>`,
  book: (p) =>
    `${shadow(400, 700, 220)}
    <rect x="215" y="100" width="380" height="580" rx="10" fill="${p.dark}"/>
    <rect x="235" y="100" width="370" height="580" rx="8" fill="${p.c}"/>
    <rect x="235" y="100" width="26" height="580" fill="#000" opacity=".18"/>
    <rect x="300" y="190" width="240" height="22" rx="6" fill="${p.light}"/>
    <rect x="330" y="230" width="180" height="16" rx="6" fill="${p.light}" opacity=".8"/>
    <circle cx="420" cy="430" r="90" fill="${p.light}" opacity=".35"/>
    <path d="M340 480 Q420 380 500 480" stroke="${p.light}" stroke-width="10" fill="none"/>
    <rect x="350" y="600" width="140" height="14" rx="6" fill="${p.light}" opacity=".8"/>`,
};

export type View = "front" | "angle" | "detail";

const BACKDROPS: Record<View, [string, string]> = {
  front: ["#f6f4f0", "#e7e2da"],
  angle: ["#eef1f4", "#dde3ea"],
  detail: ["#f8f3ee", "#ece2d6"],
};

// Where the detail view zooms in, per visual: centre and width of the window (of 800).
const FOCUS: Partial<Record<Visual, [x: number, y: number, size: number]>> = {
  sneaker: [430, 440, 420],
  heel: [330, 450, 420],
  boot: [430, 420, 440],
  phone: [400, 300, 460],
  watch: [400, 400, 420],
  laptop: [400, 470, 500],
  lamp: [400, 280, 440],
  book: [420, 330, 460],
  dress: [400, 280, 440],
  shirt: [400, 240, 420],
  jacket: [400, 280, 440],
  trousers: [400, 260, 440],
  blouse: [400, 240, 420],
  pan: [380, 420, 520],
  towel: [400, 450, 500],
  cream: [400, 460, 460],
  kettlebell: [400, 420, 520],
};

/** A whole 800 × 800 SVG document of one visual in one colour and view. */
export function productSvg(visual: Visual, hex: string, view: View, size = 800): string {
  const [from, to] = BACKDROPS[view];
  const art = DRAW[visual](paint(hex));
  let viewBox = "0 0 800 800";
  let body = art;
  if (view === "angle")
    body = `<g transform="translate(800 0) scale(-1 1) rotate(-7 400 420)">${art}</g>`;
  if (view === "detail") {
    const [x, y, size] = FOCUS[visual] ?? [400, 400, 520];
    viewBox = `${x - size / 2} ${y - size / 2} ${size} ${size}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}"><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect x="-800" y="-800" width="2400" height="2400" fill="url(#bg)"/>${body}</svg>`;
}

/** Several visuals composed on a wide canvas: home banners and blog covers. */
export function sceneSvg(
  width: number,
  height: number,
  background: [string, string],
  items: Array<{ visual: Visual; hex: string; x: number; y: number; scale: number }>,
): string {
  const art = items
    .map(
      (i) =>
        `<g transform="translate(${i.x} ${i.y}) scale(${i.scale}) translate(-400 -400)">${DRAW[i.visual](paint(i.hex))}</g>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/><circle cx="${width * 0.78}" cy="${height * 0.5}" r="${height * 0.42}" fill="#fff" opacity=".18"/>${art}</svg>`;
}

/** The no-image placeholder: a framed picture icon on grey. */
export function placeholderSvg(size = 800): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800"><rect width="800" height="800" fill="#f1f3f5"/><rect x="250" y="270" width="300" height="240" rx="24" fill="none" stroke="#adb5bd" stroke-width="20"/><circle cx="335" cy="350" r="30" fill="#adb5bd"/><path d="M270 490 L380 390 L450 450 L490 415 L530 490 Z" fill="#adb5bd"/></svg>`;
}

/** A wordmark logo, kept as SVG: it scales and weighs a few hundred bytes. */
export function wordmarkSvg(name: string, colour: string, width = 240, height = 80): string {
  const escaped = name.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const fontSize = Math.min(34, Math.floor((width - 30) / Math.max(6, name.length * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" rx="12" fill="#fff"/><rect x="3" y="3" width="${width - 6}" height="${height - 6}" rx="10" fill="none" stroke="${colour}" stroke-width="3"/><text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="Inter, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="${colour}">${escaped}</text></svg>`;
}
