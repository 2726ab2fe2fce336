import type { SeedHint } from '../../src/registry/define-resource';
import type { Prng } from './prng';

const firstNames = [
  'Ahmad',
  'Muhammad',
  'Nur',
  'Siti',
  'Aisyah',
  'Hafiz',
  'Farah',
  'Amirul',
  'Nurul',
  'Aiman',
  'Wei Ling',
  'Jia Hui',
  'Kok Leong',
  'Mei Ling',
  'Chee Keong',
  'Hui Min',
  'Jun Wei',
  'Xin Yi',
  'Priya',
  'Kavitha',
  'Rajesh',
  'Arjun',
  'Deepa',
  'Suresh',
  'Lakshmi',
  'Vijay',
  'Daniel',
  'Sarah',
  'Adam',
  'Hannah',
  'Irfan',
  'Zulkifli',
  'Faizal',
  'Liyana',
  'Syafiq',
  'Balqis',
];
const lastNames = [
  'Abdullah',
  'Ismail',
  'Rahman',
  'Hassan',
  'Ibrahim',
  'Yusof',
  'Othman',
  'Aziz',
  'Hamid',
  'Salleh',
  'Tan',
  'Lim',
  'Lee',
  'Wong',
  'Ng',
  'Chong',
  'Chan',
  'Teoh',
  'Goh',
  'Ong',
  'Subramaniam',
  'Krishnan',
  'Muthu',
  'Pillai',
  'Nair',
  'Raj',
  'Singh',
  'Kaur',
];
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
const areas = [
  'Bangsar',
  'Mont Kiara',
  'Damansara Utama',
  'SS2',
  'Bukit Bintang',
  'Cheras',
  'Setapak',
  'Puchong',
  'Sri Petaling',
  'Kepong',
  'Ampang',
  'Wangsa Maju',
  'Taman Tun Dr Ismail',
  'Seksyen 13',
];
const streets = [
  'Jalan',
  'Lorong',
  'Persiaran',
  'Jalan SS',
  'Jalan USJ',
  'Jalan PJU',
];
const states = [
  'Selangor',
  'Kuala Lumpur',
  'Pulau Pinang',
  'Johor',
  'Perak',
  'Melaka',
  'Negeri Sembilan',
  'Sabah',
  'Sarawak',
  'Pahang',
  'Kedah',
  'Kelantan',
  'Terengganu',
];
const dishes = [
  'Nasi Lemak Ayam Goreng',
  'Nasi Lemak Rendang',
  'Mee Goreng Mamak',
  'Char Kuey Teow',
  'Roti Canai',
  'Roti Telur Bawang',
  'Teh Tarik',
  'Kopi O Ais',
  'Nasi Kandar',
  'Laksa Penang',
  'Curry Laksa',
  'Satay Ayam (10 cucuk)',
  'Nasi Ayam Hainan',
  'Wantan Mee',
  'Hokkien Mee',
  'Bak Kut Teh',
  'Chicken Rice Set',
  'Nasi Kerabu',
  'Nasi Dagang',
  'Mee Rebus',
  'Mee Siam',
  'Lontong',
  'Ayam Penyet',
  'Nasi Goreng Kampung',
  'Nasi Goreng Pattaya',
  'Tom Yam Campur',
  'Claypot Chicken Rice',
  'Banana Leaf Rice',
  'Thosai Masala',
  'Chapati Set',
  'Murtabak Ayam',
  'Cendol Durian',
  'ABC Special',
  'Kuih Lapis',
  'Pisang Goreng',
  'Yong Tau Foo',
  'Pan Mee',
  'Dim Sum Platter',
  'Milo Dinosaur',
  'Sirap Bandung',
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
  'Dessert',
  'Beverages',
  'Fast Food',
  'Healthy',
];
const categories = [
  'Rice',
  'Noodles',
  'Breads',
  'Soups',
  'Grills',
  'Snacks',
  'Desserts',
  'Drinks',
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
const banks = [
  'Maybank',
  'CIMB Bank',
  'Public Bank',
  'RHB Bank',
  'Hong Leong Bank',
  'AmBank',
  'Bank Islam',
  'Bank Rakyat',
  'OCBC Bank',
  'UOB Malaysia',
  'HSBC Malaysia',
  'Alliance Bank',
  'Affin Bank',
  'BSN',
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
const sentences = [
  'Order arrived on time and still hot.',
  'Please call when you reach the lobby.',
  'Less spicy, please.',
  'Customer asked about a missing drink.',
  'Rider could not find the address.',
  'Refund requested for a cold meal.',
  'Outlet closed early because of a power cut.',
  'Promo code did not apply at checkout.',
  'Great value for the portion size.',
  'Payment was charged twice by the bank.',
];
const devices = [
  'iPhone 15',
  'iPhone 13',
  'Samsung Galaxy S24',
  'Samsung Galaxy A54',
  'Xiaomi Redmi Note 13',
  'Huawei Nova 11',
  'Oppo Reno 10',
  'Vivo V29',
  'Realme 11',
  'Honor X9b',
];
const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'ZFood/3.12.0 (iPhone; iOS 17.4)',
  'ZFood/3.11.2 (Android 14; SM-S921B)',
];
const holidays = [
  'Hari Raya Aidilfitri',
  'Chinese New Year',
  'Deepavali',
  'Hari Merdeka',
  'Malaysia Day',
  'Christmas Day',
  'Wesak Day',
  'Hari Raya Haji',
  'Labour Day',
  "Agong's Birthday",
  'Thaipusam',
  'Awal Muharram',
  'Maulidur Rasul',
  "New Year's Day",
];

/** A realistic value for a seed hint; `n` keeps values of unique fields apart. */
export function seedValue(hint: SeedHint, rng: Prng, n: number): string {
  switch (hint) {
    case 'person.name':
      return `${rng.pick(firstNames)} ${rng.pick(lastNames)}`;
    case 'person.email':
      return `${rng.pick(firstNames).toLowerCase().replace(/\s+/g, '.')}.${n}@${rng.pick(['gmail.com', 'yahoo.com.my', 'hotmail.com', 'outlook.com'])}`;
    case 'phone':
      return `+601${rng.int(0, 9)}${String(1_000_000 + ((n * 7919) % 9_000_000)).padStart(7, '0')}`;
    case 'company':
      return `${rng.pick(merchantNames)} ${rng.pick(companies)}`;
    case 'merchant.name':
      return `${rng.pick(merchantWords)} ${rng.pick(merchantNames)}`;
    case 'outlet.name':
      return `${rng.pick(merchantNames)} ${rng.pick(areas)}`;
    case 'address':
      return `${rng.int(1, 120)}, ${rng.pick(streets)} ${rng.int(1, 40)}/${rng.int(1, 9)}, ${rng.pick(areas)}, ${rng.int(40000, 69999)} ${rng.pick(cities)}`;
    case 'city':
      return rng.pick(cities);
    case 'state':
      return rng.pick(states);
    case 'postcode':
      return String(rng.int(10000, 98000));
    case 'menu.name':
      return rng.pick(dishes);
    case 'menu.description':
      return `${rng.pick(['Our signature', 'House-made', 'Classic', 'Spicy', 'Crowd-favourite'])} ${rng.pick(dishes).toLowerCase()} served with ${rng.pick(['sambal', 'acar', 'fried egg', 'papadom', 'soup', 'keropok'])}.`;
    case 'cuisine':
      return cuisines[n % cuisines.length] ?? rng.pick(cuisines);
    case 'category':
      return categories[n % categories.length] ?? rng.pick(categories);
    case 'extra.name':
      return rng.pick(extras);
    case 'word':
      return rng.pick(words);
    case 'sentence':
      return rng.pick(sentences);
    case 'paragraph':
      return `${rng.pick(sentences)} ${rng.pick(sentences)} ${rng.pick(sentences)}`;
    case 'url':
      return `https://zfood.my/${rng.pick(words)}/${n}`;
    case 'image':
      return `https://picsum.photos/seed/zfood${n}/400/300`;
    case 'code':
      return `${rng.pick(words).slice(0, 3).toUpperCase()}${String(n).padStart(6, '0')}`;
    case 'promo.code':
      return `${rng.pick(['RAYA', 'MERDEKA', 'CNY', 'LUNCH', 'WKND', 'FREE', 'NEW', 'SAVE'])}${n}`;
    case 'bank':
      return banks[n % banks.length] ?? rng.pick(banks);
    case 'bank.account':
      return (
        String(rng.int(10_000_000, 99_999_999)) + String(n).padStart(4, '0')
      );
    case 'version':
      return `${rng.int(2, 4)}.${rng.int(0, 15)}.${rng.int(0, 9)}`;
    case 'ip':
      return `${rng.pick([60, 115, 175, 202, 210])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
    case 'user-agent':
      return rng.pick(agents);
    case 'device':
      return rng.pick(devices);
    case 'holiday':
      return holidays[n % holidays.length] ?? rng.pick(holidays);
  }
}

/** Values for the registry's known formats, keyed by pattern source. */
export function valueForPattern(
  pattern: string,
  rng: Prng,
  n: number,
): string | undefined {
  const known: Record<string, () => string> = {
    '^\\+60[1-9][0-9]{7,9}$': () => seedValue('phone', rng, n),
    '^[0-9]{5}$': () => String(rng.int(10000, 98000)),
    '^[0-9]{8,20}$': () => seedValue('bank.account', rng, n),
    '^[A-Z0-9]{4,20}$': () => seedValue('promo.code', rng, n),
    '^[0-9]+\\.[0-9]+\\.[0-9]+$': () => seedValue('version', rng, n),
    '^#[0-9A-Fa-f]{6}$': () =>
      `#${rng.int(0, 0xffffff).toString(16).padStart(6, '0').toUpperCase()}`,
    '^[0-9]{12}$': () => `20${rng.int(10, 23)}01${String(n).padStart(6, '0')}`,
    '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$': () =>
      rng.pick(['MBBEMYKL', 'CIBBMYKL', 'PBBEMYKL', 'RHBBMYKL', 'HLBBMYKL']),
  };
  return known[pattern]?.();
}

/** The coordinates of somewhere in the Klang Valley. */
export function klangValleyPoint(rng: Prng): { lat: number; lng: number } {
  return {
    lat: Number((3.0 + rng.next() * 0.25).toFixed(6)),
    lng: Number((101.5 + rng.next() * 0.25).toFixed(6)),
  };
}
