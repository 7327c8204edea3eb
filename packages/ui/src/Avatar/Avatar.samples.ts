/** Sample pictures drawn for the stories of the header (inline SVG, nothing fetched). */
const svg = (body: string) => `data:image/svg+xml,${encodeURIComponent(body)}`;
export const samplePhoto = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3d6fd8"/><circle cx="32" cy="25" r="12" fill="#f6d3b3"/><path d="M10 64a22 22 0 0 1 44 0z" fill="#f5b82e"/></svg>',
);
export const sampleDefault = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#5c6a82"/><circle cx="32" cy="25" r="12" fill="#c9d1dc"/><path d="M10 64a22 22 0 0 1 44 0z" fill="#c9d1dc"/></svg>',
);
