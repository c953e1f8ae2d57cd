import type { StarterImageName } from "../../modules/starter/images";

/**
 * The pictures of the demo site and the starter pages (the party and event headers too): our own artwork drawn as SVG and run through the same image
 * pipeline as uploads, so the demo exercises srcset, sizes and caching like a real site.
 */
const scene = (sky: [string, string], hills: string[], sun: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1500" viewBox="0 0 2400 1500">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/></radialGradient></defs>
<rect width="2400" height="1500" fill="url(#sky)"/><circle cx="1700" cy="620" r="520" fill="url(#glow)"/><circle cx="1700" cy="640" r="120" fill="${sun}" opacity="0.85"/>
${hills.map((color, i) => `<path d="M0 ${900 + i * 140} C 500 ${780 + i * 150}, 900 ${1020 + i * 120}, 1400 ${900 + i * 130} S 2100 ${820 + i * 150}, 2400 ${940 + i * 120} L 2400 1500 L 0 1500 Z" fill="${color}"/>`).join("")}
</svg>`;

const bouquet = (background: string, petals: string[]) => `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600" viewBox="0 0 1600 1600">
<rect width="1600" height="1600" fill="${background}"/>
${petals.map((color, i) => `<circle cx="${560 + (i % 3) * 240}" cy="${560 + Math.floor(i / 3) * 240}" r="${210 - i * 8}" fill="${color}" opacity="0.85"/>`).join("")}
<path d="M800 1000 L 760 1500 M800 1000 L 840 1500 M800 1000 L 800 1520" stroke="#4d6b3c" stroke-width="22" stroke-linecap="round"/>
</svg>`;

const portrait = (background: string, skin: string, hair: string, top: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
<rect width="1200" height="1200" fill="${background}"/><ellipse cx="600" cy="1180" rx="420" ry="330" fill="${top}"/>
<rect x="540" y="700" width="120" height="160" rx="40" fill="${skin}"/><ellipse cx="600" cy="520" rx="210" ry="240" fill="${hair}"/>
<ellipse cx="600" cy="580" rx="170" ry="200" fill="${skin}"/>
</svg>`;

/** Balloons with strings and a little confetti: the party page's header. */
const balloons = (background: [string, string], colors: string[]) => `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1500" viewBox="0 0 2400 1500">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>
<rect width="2400" height="1500" fill="url(#bg)"/>
${Array.from({ length: 40 }, (_, i) => {
  // The R2 sequence: evenly strewn, without rows.
  const x = Math.round(80 + ((i * 0.7548777) % 1) * 2240);
  const y = Math.round(60 + ((i * 0.5698403) % 1) * 1380);
  return `<rect x="${x}" y="${y}" width="34" height="16" rx="5" fill="${colors[i % colors.length]}" opacity="0.75" transform="rotate(${(i * 53) % 180} ${x + 17} ${y + 8})"/>`;
}).join("")}
${colors.map((color, i) => {
  const x = 1250 + i * 190 - (i % 2) * 60;
  const y = 330 + (i % 3) * 120;
  return `<path d="M${x} ${y + 190} C ${x - 40} ${y + 420}, ${x + 60} ${y + 620}, ${1500 + i * 20} 1500" stroke="#8a6f66" stroke-width="5" fill="none" opacity="0.6"/><ellipse cx="${x}" cy="${y}" rx="150" ry="185" fill="${color}"/><ellipse cx="${x - 50}" cy="${y - 70}" rx="34" ry="52" fill="#ffffff" opacity="0.35"/><path d="M${x - 18} ${y + 182} L ${x + 18} ${y + 182} L ${x} ${y + 205} Z" fill="${color}"/>`;
}).join("")}
</svg>`;

/** Stage lights over an audience seen from behind: the event page's header. */
const stage = (background: [string, string], lights: string[], audience: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1500" viewBox="0 0 2400 1500">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient>
${lights.map((color, i) => `<linearGradient id="beam${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0.75"/><stop offset="1" stop-color="${color}" stop-opacity="0.05"/></linearGradient>`).join("")}
<radialGradient id="floor"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="2400" height="1500" fill="url(#bg)"/>
<ellipse cx="1200" cy="1040" rx="1100" ry="120" fill="url(#floor)"/>
${lights.map((color, i) => `<path d="M${500 + i * 700} 0 L ${200 + i * 700} 1060 L ${800 + i * 700} 1060 Z" fill="url(#beam${i})"/><circle cx="${500 + i * 700}" cy="30" r="50" fill="${color}"/>`).join("")}
${[0, 1, 2].map((row) => Array.from({ length: 13 - row }, (_, seat) => {
  const x = 110 + seat * (2180 / (12 - row)) + row * 40;
  const y = 1190 + row * 120;
  return `<circle cx="${x}" cy="${y}" r="${46 + row * 8}" fill="${audience}"/><ellipse cx="${x}" cy="${y + 150 + row * 10}" rx="${110 + row * 14}" ry="${110 + row * 10}" fill="${audience}"/>`;
}).join("")).join("")}
</svg>`;

export const STARTER_ART: Record<StarterImageName, string> = {
  header: scene(["#f6d5c4", "#f9efe6"], ["#c9a48f", "#a77f6b", "#6f5648"], "#fff3d6"),
  couple: scene(["#c8d8e4", "#eef3f6"], ["#9fb7a5", "#6f8f77", "#3f5a48"], "#ffffff"),
  venue: scene(["#e9d9f0", "#faf5fb"], ["#b9a3c8", "#8d76a3", "#5a4a6e"], "#fff6e8"),
  gallery1: bouquet("#f4ece4", ["#e8a9a1", "#f2c6b4", "#d98c8c", "#f7dfd3", "#c97b7b", "#efb8a6"]),
  gallery2: scene(["#fbe3c8", "#fff6ec"], ["#e1b58f", "#c48d64", "#8f5f40"], "#fffbe9"),
  gallery3: bouquet("#eef2ea", ["#b8cbb0", "#dfe8d8", "#9fb896", "#cfdcc7", "#86a37c", "#e8efe3"]),
  gallery4: scene(["#d7e3f2", "#f4f8fc"], ["#a9bcd3", "#7f98b6", "#566f8f"], "#ffffff"),
  anna: portrait("#f3e6dc", "#f1c7a8", "#7a4a2a", "#c56b6b"),
  erik: portrait("#e4ebe6", "#e8b995", "#3b2a1e", "#3f5a48"),
  toastmaster: portrait("#ece6f3", "#d9a982", "#a36a3a", "#5a4a6e"),
  giftDinner: bouquet("#f5efe6", ["#d9b38c", "#f0d9b5", "#c99b6d", "#ead0a8", "#b98a5e", "#f6e6cc"]),
  giftTrip: scene(["#bfe0f0", "#eef8fc"], ["#8ec3d8", "#5d9fbb", "#2f6f8c"], "#fffbe0"),
  giftPlates: bouquet("#f7f7f4", ["#dfe3e8", "#c9d1da", "#eef1f4", "#b7c2cf", "#d6dde4", "#f3f5f7"]),
  partyHeader: balloons(["#fde8e4", "#fff6e9"], ["#e8847c", "#f4b860", "#8fc1b5", "#d77fa1", "#7fa7d9"]),
  eventHeader: stage(["#1c2540", "#34406a"], ["#8fb8ff", "#ffd98a", "#c9a6ff"], "#10162a"),
};

