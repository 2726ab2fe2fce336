import type { SeedHint } from '../../src/registry/define-resource';
import type { Prng } from './prng';
import { isSeedImageKind, seedImagePath } from '../static/seed-images';
import { catalogueValue } from './seed-catalogues';
import { personEmail, personName } from './seed-people';

const cities = [
  'Kuala Lumpur',
  'Petaling Jaya',
  'Shah Alam',
  'Subang Jaya',
  'Klang',
  'Cyberjaya',
  'Putrajaya',
  'George Town',
  'Ipoh',
  'Johor Bahru',
  'Melaka',
  'Seremban',
  'Kota Kinabalu',
  'Kuching',
  'Kuantan',
  'Alor Setar',
  'Kota Bharu',
  'Kuala Terengganu',
];
const cuisines = [
  'Malay',
  'Chinese',
  'Indian',
  'Mamak',
  'Nyonya',
  'Thai',
  'Western',
  'Japanese',
  'Korean',
  'Middle Eastern',
  'Desserts',
  'Beverages',
  'Fast Food',
  'Healthy',
  'Indonesian',
  'Vietnamese',
  'Italian',
  'Seafood',
  'Vegetarian',
  'Bakery & Cakes',
  'Dim Sum',
  'Burgers',
  'Coffee & Tea',
  'Kopitiam',
  'Sabahan & Sarawakian',
  'Steamboat',
  'Bubble Tea',
  'Pizza',
];
/** Most common first: a merchant with few categories has the ones most dishes belong in. */
export const menuCategories = [
  'Rice',
  'Noodles',
  'Drinks',
  'Breads',
  'Desserts',
  'Snacks',
  'Soups',
  'Grills',
  'Set Meals',
  'Sides',
];
const extras = [
  'Extra Egg',
  'Extra Cheese',
  'Add Sambal',
  'Large Size',
  'Less Sugar',
  'Extra Chicken',
  'Add Rice',
  'Iced',
];
const merchantWords = [
  'Restoran',
  'Kedai Makan',
  'Warung',
  'Kopitiam',
  'Cafe',
  'Dapur',
  'Gerai',
];
const merchantNames = [
  'Pak Ali',
  'Mak Som',
  'Ah Seng',
  'Sri Ananda',
  'Bunga Raya',
  'Selera Kampung',
  'Hameed',
  'Wong Kee',
  'Nasi Lemak Antarabangsa',
  'Kak Ros',
  'Murni',
  'Kanna',
  'Village Park',
  'Lucky',
  'Thean Chun',
];
const companies = [
  'Sdn Bhd',
  'Enterprise',
  'Trading',
  'Food Industries Sdn Bhd',
  'Holdings Sdn Bhd',
];
const words = [
  'promo',
  'weekend',
  'delivery',
  'lunch',
  'dinner',
  'breakfast',
  'family',
  'special',
  'raya',
  'merdeka',
  'combo',
  'value',
  'deal',
  'hot',
  'fresh',
  'local',
  'favourite',
];
/**
 * What customers write on an order, for whoever acts on it: the rider on a
 * delivery, the counter on a pickup, the floor staff on a dine-in order.
 */
const orderNotes = {
  DELIVERY: [
    'Leave it at the guardhouse.',
    'Please call when you reach the lobby.',
    'Please ring the bell twice.',
    'Leave it at the door, no need to knock: baby sleeping.',
    'Block B, take the lift to level 12.',
    'Pass it to the security counter, I will collect.',
    'Extra napkins and cutlery, please.',
  ],
  PICKUP: [
    'I will collect in 20 minutes.',
    'Collecting on my way home, please keep it warm.',
    'Please pack the sauces separately.',
    'Drinks in a separate bag, please.',
    'No cutlery needed, thanks.',
  ],
  DINE_IN: [
    'A baby chair for our table, please.',
    'Please serve the drinks first.',
    'Bring all the dishes together, please.',
    'Birthday dinner: a candle on the dessert, please.',
    'We are sharing: four small plates, please.',
  ],
} as const;
/** What a customer asks of one dish: the kitchen reads it beside the item. */
const itemRemarks = [
  'No onions.',
  'Less spicy.',
  'Extra spicy, please.',
  'Sambal on the side.',
  'No ice.',
  'Less sugar.',
  'No peanuts: allergy.',
  'Gravy on the side.',
  'No coriander.',
  'Well done, please.',
];
const deletionReasons = [
  'I no longer use the app.',
  'I am moving overseas.',
  'Too many notifications.',
  'I have a second account I use instead.',
  'I am worried about my personal data.',
];
const receiptFooters = [
  'Terima kasih! Sila datang lagi.',
  'Thank you for ordering. Follow us on Instagram for new dishes.',
  'Halal certified kitchen. Thank you!',
  'Rate your meal in the ZFood app and earn ZCoins.',
  'Prices include 6% SST.',
];
const operatingPlans = [
  'Regular hours',
  'Ramadan hours',
  'School holidays',
  'Weekend brunch',
  'Festive season',
];
const pauseReasons = [
  'Kitchen renovation',
  'Too many orders, back in 30 minutes',
  'Staff shortage today',
  'Power outage in the area',
  'Closed for Hari Raya',
  'Gas supply interrupted',
];
const happyHours = [
  'Tea time',
  'Lunch rush',
  'Late-night supper',
  'Breakfast deal',
  'After-school snacks',
];
const promotionPeriods = [
  'Weekday lunch',
  'Weekend dinner',
  'Buka puasa',
  'Tea time',
  'Late night',
];
const ruleGroups = [
  'New customers',
  'Minimum spend',
  'Weekday lunch orders',
  'eWallet payments',
  'Klang Valley outlets',
];
const ruleValues = [
  '3000',
  '5000',
  'DELIVERY',
  'TNG_EWALLET',
  '0',
  'SATURDAY',
  'SELANGOR',
];
const scanners = [
  'Zebra DS2208',
  'Honeywell Voyager 1250g',
  'Sunmi NS021',
  'Datalogic QuickScan QD2590',
  'Zebra LI2208',
];
const addressLines2 = [
  'Level 2, Wisma Perdana',
  'Lot G-12, Ground Floor',
  'Unit 3A-1, Block B',
  'Food Court, Level 3',
  'Ground Floor, Menara Mutiara',
];
const deepLinkTargets = ['merchants', 'outlets', 'promotions', 'menus'];
const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'ZFood/3.12.0 (iPhone; iOS 17.4)',
  'ZFood/3.11.2 (Android 14; SM-S921B)',
];

/**
 * A customer's note for an order fulfilled by `channel` (DELIVERY, PICKUP,
 * DINE_IN), or null: most orders carry none, and riders get the most.
 */
export function orderNote(channel: string, rng: Prng): string | null {
  const notes =
    channel === 'PICKUP' || channel === 'DINE_IN'
      ? orderNotes[channel]
      : orderNotes.DELIVERY;
  return rng.chance(channel === 'DELIVERY' ? 0.4 : 0.2)
    ? rng.pick(notes)
    : null;
}

/** "Warung Kak Ros" → "Kak Ros": the name a merchant's outlets carry. */
export function brandOf(merchantName: string): string {
  const word = merchantWords.find((w) => merchantName.startsWith(`${w} `));
  return word ? merchantName.slice(word.length + 1) : merchantName;
}

/**
 * Record `n`'s code: the field's declared `codePrefix` (the shape searches
 * rely on), else one made from the resource's name, then `n` in at least
 * `width` digits (`ORD0001234`).
 */
export function seededCode(
  declared: string | undefined,
  resourceName: string,
  n: number,
  width = 6,
): string {
  const prefix = declared ?? codePrefix(resourceName);
  return `${prefix}${String(n).padStart(width, '0')}`;
}

/** `merchant-outlets` → `MO`, `enquiries` → `ENQ`: the prefix of a resource's codes. */
function codePrefix(resourceName: string): string {
  const words = resourceName.split('-').filter(Boolean);
  const prefix =
    words.length > 1
      ? words.map((w) => w[0] ?? '').join('')
      : (words[0] ?? 'x').slice(0, 3);
  return prefix.toUpperCase();
}

/**
 * A realistic value for a seed hint, for row `n` of `resourceName`: `n`
 * keeps values of unique fields apart and picks the row's entry of a
 * catalogue (so that a row's fields agree). Null where a catalogue entry
 * has no value for the field.
 */
export function seedValue(
  hint: SeedHint,
  rng: Prng,
  n: number,
  resourceName: string,
): string | null {
  switch (hint) {
    case 'person.name':
      return personName(n);
    case 'person.email':
      return personEmail(n);
    case 'phone':
      return `+601${rng.int(0, 9)}${String(1_000_000 + ((n * 7919) % 9_000_000)).padStart(7, '0')}`;
    case 'company':
      return `${rng.pick(merchantNames)} ${rng.pick(companies)}`;
    case 'merchant.name':
      // 15 names and 7 words share no factor: the first 105 merchants all differ.
      return `${merchantWords[n % merchantWords.length] ?? ''} ${merchantNames[n % merchantNames.length] ?? ''}`;
    case 'merchant.legalName':
      return `${merchantNames[n % merchantNames.length] ?? ''} ${companies[n % companies.length] ?? ''}`;
    case 'outlet.name':
      return `${rng.pick(merchantNames)} ${catalogueValue('place.area', n) ?? ''}`;
    case 'address': {
      const place = rng.int(1, 1000);
      return `${rng.int(1, 120)}, ${catalogueValue('place.road', place) ?? ''}, ${catalogueValue('place.area', place) ?? ''}, ${catalogueValue('place.postcode', place) ?? ''} ${catalogueValue('place.city', place) ?? ''}`;
    }
    case 'place.street':
      return `${rng.int(1, 120)}, ${catalogueValue('place.road', n) ?? ''}, ${catalogueValue('place.area', n) ?? ''}`;
    case 'address.line2':
      return rng.pick(addressLines2);
    case 'city':
      return rng.pick(cities);
    case 'postcode':
      return String(rng.int(10000, 98000));
    case 'menu.name':
      return catalogueValue('dish.name', rng.int(1, 1000)) ?? null;
    case 'cuisine':
      return cuisines[n % cuisines.length] ?? rng.pick(cuisines);
    case 'category':
      return menuCategories[n % menuCategories.length] ?? null;
    case 'extra.name':
      return rng.pick(extras);
    case 'word':
      return rng.pick(words);
    case 'order.note':
      // Without the order's channel: delivery, the most common.
      return rng.pick(orderNotes.DELIVERY);
    case 'order-line.note':
      return rng.pick(itemRemarks);
    case 'deletion.reason':
      return rng.pick(deletionReasons);
    case 'receipt.footer':
      return rng.pick(receiptFooters);
    case 'operating-plan':
      return rng.pick(operatingPlans);
    case 'outlet.pause.reason':
      return rng.pick(pauseReasons);
    case 'happy-hour':
      return rng.pick(happyHours);
    case 'promo-period':
      return rng.pick(promotionPeriods);
    case 'promo-rule.group':
      return rng.pick(ruleGroups);
    case 'promo-rule.value':
      return rng.pick(ruleValues);
    case 'scanner.model':
      return rng.pick(scanners);
    case 'deep-link':
      return `zfood://${rng.pick(deepLinkTargets)}/${rng.int(1, 50)}`;
    case 'code':
      return seededCode(undefined, resourceName, n);
    case 'promo.code':
      return `${catalogueValue('promo.code', n) ?? 'PROMO'}${n}`;
    case 'token':
      return Array.from({ length: 64 }, () => rng.int(0, 15).toString(16)).join(
        '',
      );
    case 'external.id':
      return `${rng.int(1, 9)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}${String(n).padStart(7, '0')}`;
    case 'bank.account':
      return (
        String(rng.int(10_000_000, 99_999_999)) + String(n).padStart(4, '0')
      );
    case 'version':
      return `${rng.int(2, 4)}.${rng.int(0, 15)}.${rng.int(0, 9)}`;
    case 'ip':
      return `${rng.pick([60, 115, 175, 202, 210])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
    case 'ip.lan':
      return `192.168.${rng.int(0, 3)}.${rng.int(20, 250)}`;
    case 'user-agent':
      return rng.pick(agents);
    default: {
      const image = hint.startsWith('image.') ? hint.slice(6) : '';
      // Redrawn from the row's title once the row is complete (seed.ts).
      if (isSeedImageKind(image))
        return seedImagePath(image, `${resourceName} ${n}`);
      const value = catalogueValue(hint, n);
      if (value === undefined)
        throw new Error(`seed hint '${hint}' has no generator`);
      return value;
    }
  }
}

/** Values for the registry's known formats, keyed by pattern source. */
export function valueForPattern(
  pattern: string,
  rng: Prng,
  n: number,
): string | undefined {
  const known: Record<string, () => string | null> = {
    '^\\+60[1-9][0-9]{7,9}$': () => seedValue('phone', rng, n, ''),
    '^[0-9]{5}$': () => seedValue('postcode', rng, n, ''),
    '^[0-9]{8,20}$': () => seedValue('bank.account', rng, n, ''),
    '^[0-9]+\\.[0-9]+\\.[0-9]+$': () => seedValue('version', rng, n, ''),
    '^#[0-9A-Fa-f]{6}$': () =>
      `#${rng.int(0, 0xffffff).toString(16).padStart(6, '0').toUpperCase()}`,
    '^[0-9]{12}$': () => `20${rng.int(10, 23)}01${String(n).padStart(6, '0')}`,
  };
  return known[pattern]?.() ?? undefined;
}

/** The coordinates of somewhere in the Klang Valley. */
export function klangValleyPoint(rng: Prng): { lat: number; lng: number } {
  return {
    lat: Number((3.0 + rng.next() * 0.25).toFixed(6)),
    lng: Number((101.5 + rng.next() * 0.25).toFixed(6)),
  };
}
