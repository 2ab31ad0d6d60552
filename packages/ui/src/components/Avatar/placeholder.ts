/**
 * The embedded fallback picture for members without a photo (spec: "a fallback placeholder image
 * is embedded for missing pictures"): a neutral silhouette, inline so it never needs the network.
 */
export const placeholderImage = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#d6dfec"/><circle cx="60" cy="47" r="22" fill="#7d93b8"/><path d="M18 120c4-26 22-40 42-40s38 14 42 40z" fill="#7d93b8"/></svg>',
)}`;
