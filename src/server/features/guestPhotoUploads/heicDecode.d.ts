/** heic-decode (libheif in WebAssembly) ships no types: the part of it the photo process uses. */
declare module "heic-decode" {
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  }
  interface Decode {
    (input: { buffer: Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  const decode: Decode;
  export default decode;
}
