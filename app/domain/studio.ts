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
  geo: { latitude: 37.8895, longitude: 32.4930 },
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
