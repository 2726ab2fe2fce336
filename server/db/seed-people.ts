/**
 * Malaysian names as people actually carry them — "Hafiz Ismail", "Tan Wei
 * Ling", "Priya Krishnan" — and an e-mail address made from the same name,
 * both from the row number, so a seeded row's name and address agree.
 */

const malayGiven = [
  'Ahmad',
  'Muhammad',
  'Hafiz',
  'Amirul',
  'Aiman',
  'Irfan',
  'Faizal',
  'Syafiq',
  'Zulkifli',
  'Hakim',
  'Nur Aisyah',
  'Siti Aminah',
  'Farah',
  'Nurul Huda',
  'Liyana',
  'Balqis',
  'Aina',
  'Sofea',
];
const malayFamily = [
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
  'Kamaruddin',
  'Zainal',
];
const chineseFamily = [
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
  'Yap',
  'Khoo',
];
const chineseGiven = [
  'Wei Ling',
  'Jia Hui',
  'Kok Leong',
  'Mei Ling',
  'Chee Keong',
  'Hui Min',
  'Jun Wei',
  'Xin Yi',
  'Zhi Hao',
  'Kai Xin',
  'Boon Hock',
  'Siew Mei',
];
const indianGiven = [
  'Priya',
  'Kavitha',
  'Rajesh',
  'Arjun',
  'Deepa',
  'Suresh',
  'Lakshmi',
  'Vijay',
  'Ganesh',
  'Meena',
];
const indianFamily = [
  'Subramaniam',
  'Krishnan',
  'Muthu',
  'Pillai',
  'Nair',
  'Raj',
  'Ramasamy',
  'Selvam',
];
const domains = ['gmail.com', 'yahoo.com.my', 'hotmail.com', 'outlook.com'];

/** Spreads consecutive row numbers over the lists (Knuth's multiplicative hash). */
const spread = (n: number) => Math.imul(n, 2654435761) >>> 0;

const at = (items: readonly string[], index: number) =>
  items[index % items.length] ?? '';

/** The name of row `n`'s person: about half Malay, a third Chinese, the rest Indian names. */
export function personName(n: number): string {
  const h = spread(n);
  const group = h % 20;
  if (group < 11)
    return `${at(malayGiven, h >>> 5)} ${at(malayFamily, h >>> 11)}`;
  if (group < 17)
    return `${at(chineseFamily, h >>> 5)} ${at(chineseGiven, h >>> 11)}`;
  return `${at(indianGiven, h >>> 5)} ${at(indianFamily, h >>> 11)}`;
}

/** "hafiz.ismail9@gmail.com": row `n`'s person's address, unique by the row number. */
export function personEmail(n: number): string {
  const local = personName(n)
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return `${local}${n}@${at(domains, spread(n) >>> 17)}`;
}
