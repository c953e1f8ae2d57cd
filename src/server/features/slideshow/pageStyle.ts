import { createHash } from "node:crypto";

/**
 * The slideshow's one inline style (allowed by its hash): black, each photo fitted whole, a soft
 * cross fade, the QR code in a corner, and no cursor once the mouse has rested (`idle`).
 */
export const SLIDESHOW_STYLE = `
html,body{margin:0;height:100%;background:#000;color:#f5f1ea;overflow:hidden}
.show{position:fixed;inset:0;font-family:var(--font-text,system-ui),system-ui,sans-serif}
.show.idle,.show.idle *{cursor:none}
.slide{position:absolute;inset:0;margin:0;opacity:0;transition:opacity 1.2s ease-in-out}
.slide.shown{opacity:1}
.slide img,.slide video{display:block;width:100%;height:100%;object-fit:contain}
.slide figcaption{position:absolute;left:0;right:0;bottom:0;padding:3rem max(2rem,calc(clamp(6rem,13vw,11rem) + 3rem)) 1.5rem 2rem;background:linear-gradient(transparent,rgba(0,0,0,.75));font-size:clamp(1rem,1.8vw,1.6rem);line-height:1.35;text-shadow:0 1px 3px #000}
.slide figcaption b{font-weight:600}
.qr{position:fixed;right:1.25rem;bottom:1.25rem;margin:0;width:clamp(6rem,13vw,11rem);padding:.5rem .5rem .4rem;border-radius:.6rem;background:#fff;color:#111;text-align:center;box-sizing:border-box}
.qr svg{display:block;width:100%;height:auto}
.qr figcaption{margin-top:.25rem;font:600 clamp(.7rem,1.1vw,1rem)/1.2 system-ui,sans-serif}
.waiting{position:fixed;inset:0;display:grid;place-content:center;justify-items:center;gap:1.5rem;padding:2rem;text-align:center}
.waiting h1{margin:0;font:400 clamp(2rem,5vw,4.5rem)/1.15 var(--font-heading,Georgia),Georgia,serif;text-wrap:balance}
.waiting p{margin:0;font-size:clamp(1rem,2vw,1.5rem);color:#d9d2c7}
.empty .qr{position:static;width:clamp(10rem,24vmin,16rem)}
.start{position:fixed;left:50%;bottom:2rem;transform:translateX(-50%);white-space:nowrap;font:600 1.1rem system-ui,sans-serif;padding:.9rem 1.8rem;border:0;border-radius:2rem;background:#f5f1ea;color:#111;cursor:pointer;transition:opacity .4s}
.start:focus-visible{outline:3px solid #f5f1ea;outline-offset:3px}
.idle .start:not(:focus-visible){opacity:0;pointer-events:none}
.offline{position:fixed;top:.75rem;right:.75rem;padding:.2rem .6rem;border-radius:1rem;background:rgba(0,0,0,.6);color:#d9d2c7;font:.8rem system-ui,sans-serif}
.offline::before{content:"";display:inline-block;width:.5rem;height:.5rem;margin-right:.4rem;border-radius:50%;background:#e0a040}
.nokey{position:fixed;inset:0;display:grid;place-content:center;max-width:34rem;margin:auto;padding:2rem;text-align:center;font-family:system-ui,sans-serif}
.nokey h1{margin:0 0 1rem;font:400 clamp(1.6rem,4vw,2.4rem)/1.2 var(--font-heading,Georgia),Georgia,serif}
.nokey p{margin:0;line-height:1.5;color:#d9d2c7}
[hidden]{display:none!important}
`;

export const SLIDESHOW_STYLE_HASH = `'sha256-${createHash("sha256").update(SLIDESHOW_STYLE).digest("base64")}'`;
