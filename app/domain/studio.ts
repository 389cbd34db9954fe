/** The studio's fixed identity: name, contact details and address (one place). */
export const STUDIO = {
  /** The default hero title; the home page shows it in the short form below. */
  defaultTitle: 'SHEVA NAIL ART STUDIO',
  shortName: 'sheva',
  name: 'Sheva Nail Art Studio',
  phone: '+90 332 555 12 34',
  phoneHref: 'tel:+903325551234',
  whatsapp: '905325551234',
  email: 'info@shevanailart.com.tr',
  address: {
    street: 'Musalla Bağları Mah. Ahmet Hilmi Nalçacı Cad. No: 112/A',
    district: 'Selçuklu',
    city: 'Konya',
    postalCode: '42060',
    country: 'TR',
  },
  geo: { latitude: 37.8895, longitude: 32.493 },
  instagram: 'https://www.instagram.com/shevanailart',
} as const;

export function studioAddressLine(): string {
  const a = STUDIO.address;
  return `${a.street}, ${a.postalCode} ${a.district}/${a.city}`;
}

/** A map link that needs no third-party script (opens the map app or site). */
export function studioMapUrl(): string {
  const { latitude, longitude } = STUDIO.geo;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/**
 * The embedded map's provider (docs/decisions/0111): OpenStreetMap's embed page, no API key,
 * no advertising cookies. The page loads it only when the visitor asks for it (KVKK), and the
 * Content-Security-Policy allows frames from this origin only.
 */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/** The embed page for an iframe: a small box around the studio with a marker on it. */
export function studioMapEmbedUrl(): string {
  const { latitude, longitude } = STUDIO.geo;
  const dLat = 0.004;
  const dLon = 0.006;
  const bbox = [longitude - dLon, latitude - dLat, longitude + dLon, latitude + dLat]
    .map((n) => n.toFixed(4))
    .join(',');
  return `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${latitude}%2C${longitude}`;
}

/** Directions to the studio: the universal Google Maps address opens the phone's map app (or the site). */
export function studioDirectionsUrl(): string {
  const { latitude, longitude } = STUDIO.geo;
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude}%2C${longitude}`;
}
