/** Sample pictures for the stories and tests: small solid png files, as a phone would send. */
const PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQ9buBFTEMLQkAXtlQwTWdBQcAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMQW+yFFTEMLQkAQD9AwfBN1lkAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4Wc6GFTEMLQkAnXdVgWtp08AAAAAASUVORK5CYII=',
];

export function samplePng(name: string, index = 0): File {
  const bytes = Uint8Array.from(atob(PNGS[index % PNGS.length]!), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
