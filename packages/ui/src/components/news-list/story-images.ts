// Offline pictures for stories: small SVG scenes as data URLs, identical on every machine.

const palettes = [
  ["#fde1c8", "#f27a1a", "#b44f08", "#6e300c"],
  ["#d8e0ee", "#7f97c2", "#3a5482", "#16233d"],
  ["#d6f5e3", "#5fbf8a", "#14803c", "#0f5a2c"],
  ["#fff0c7", "#f2b01e", "#c47f0a", "#7a4a06"],
  ["#fde2e4", "#e57a8a", "#b0364c", "#6b1a2a"],
  ["#e3f0ff", "#6aa7ec", "#1d5fc9", "#1a3f85"],
] as const;

function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A landscape "photo" (sky, sun, hills) in one of six palettes, 4:3 by default. */
export function storyPhoto(seed: number, width = 640, height = 480): string {
  const [sky, sun, near, far] = palettes[seed % palettes.length] ?? palettes[0];
  const h = height;
  const w = width;
  const sunX = w * (0.25 + ((seed * 37) % 50) / 100);
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/>` +
      `<stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
      `<circle cx="${sunX}" cy="${h * 0.36}" r="${h * 0.13}" fill="${sun}" opacity="0.9"/>` +
      `<path d="M0 ${h * 0.72} Q ${w * 0.25} ${h * 0.48} ${w * 0.5} ${h * 0.66} T ${w} ${h * 0.6} V ${h} H 0 Z" fill="${far}" opacity="0.55"/>` +
      `<path d="M0 ${h * 0.82} Q ${w * 0.35} ${h * 0.66} ${w * 0.62} ${h * 0.8} T ${w} ${h * 0.76} V ${h} H 0 Z" fill="${near}"/>` +
      "</svg>",
  );
}

/** A square portrait placeholder: a head and shoulders on a soft background. */
export function storyPortrait(seed = 0): string {
  const [bg, , shirt, hair] = palettes[seed % palettes.length] ?? palettes[0];
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
      `<rect width="256" height="256" fill="${bg}"/>` +
      `<path d="M40 256c6-52 44-80 88-80s82 28 88 80z" fill="${shirt}"/>` +
      `<circle cx="128" cy="112" r="46" fill="#f1c7a3"/>` +
      `<path d="M82 108c0-34 22-56 48-56s46 20 46 52c-10-14-28-22-48-22s-36 10-46 26z" fill="${hair}"/>` +
      "</svg>",
  );
}
