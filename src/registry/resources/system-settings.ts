import { defineResource } from '../define-resource';
import { fieldPatterns } from './field-patterns';
import { activeSwitch, sortOrder, startsAt } from './common-fields';

export const cuisines = defineResource({
  name: 'cuisines',
  subject: 'Cuisine',
  label: { one: 'Cuisine', many: 'Cuisines' },
  menu: { group: 'system-settings', order: 10, icon: 'ramen_dining' },
  titleField: 'name',
  operations: ['list', 'show', 'create', 'edit', 'delete', 'export', 'import'],
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      unique: true,
      maxLength: 60,
      searchable: true,
      sortable: true,
      seed: 'cuisine',
    },
    imageUrl: { kind: 'image', label: 'Icon', seed: 'image' },
    sortOrder,
    isActive: activeSwitch,
  },
  list: {
    columns: ['name', 'imageUrl', 'sortOrder', 'isActive'],
    defaultSort: 'sortOrder',
  },
  seedCount: 24,
});

/**
 * Public holidays: outlets may close on them, and settlements skip them when
 * counting business days. State holidays apply only to outlets in that state.
 */
export const holidays = defineResource({
  name: 'holidays',
  subject: 'Holiday',
  label: { one: 'Holiday', many: 'Holidays' },
  menu: {
    group: 'system-settings',
    parent: 'holidays-menu',
    order: 20,
    icon: 'list',
    title: 'List',
  },
  titleField: 'name',
  operations: ['list', 'show', 'create', 'edit', 'delete', 'export', 'import'],
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 120,
      searchable: true,
      sortable: true,
      seed: 'holiday',
    },
    date: {
      kind: 'date',
      label: 'Date',
      required: true,
      sortable: true,
      filter: ['eq', 'between', 'gte', 'lte'],
    },
    scope: {
      kind: 'enum',
      label: 'Scope',
      enumKey: 'holiday.scope',
      required: true,
      default: 'NATIONAL',
      filter: ['eq', 'in'],
    },
    state: {
      kind: 'enum',
      label: 'State',
      help: 'Only for STATE holidays.',
      enumKey: 'address.state',
      filter: ['eq', 'in', 'null'],
    },
    description: {
      kind: 'longText',
      label: 'Description',
      maxLength: 500,
      hiddenInList: true,
    },
  },
  list: {
    columns: ['name', 'date', 'scope', 'state'],
    defaultSort: 'date',
  },
  seedCount: 30,
});

export const paymentMethods = defineResource({
  name: 'payment-methods',
  subject: 'PaymentMethod',
  label: { one: 'Payment Method', many: 'Payment Methods' },
  menu: { group: 'system-settings', order: 30, icon: 'credit_card' },
  titleField: 'name',
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 60,
      searchable: true,
      sortable: true,
      seed: 'company',
    },
    code: {
      kind: 'text',
      label: 'Code',
      required: true,
      unique: true,
      maxLength: 30,
      searchable: true,
      pattern: '^[A-Z][A-Z0-9_]*$',
      patternMessage:
        'Use capital letters, digits and underscores, e.g. TNG_EWALLET.',
      seed: 'code',
    },
    type: {
      kind: 'enum',
      label: 'Type',
      enumKey: 'paymentMethod.type',
      required: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    gateway: {
      kind: 'text',
      label: 'Gateway',
      maxLength: 40,
      help: 'The payment gateway that processes it, e.g. iPay88 or Stripe.',
      filter: ['eq', 'in'],
      seed: 'company',
    },
    feePercent: {
      kind: 'percent',
      label: 'Fee',
      help: "The gateway's fee on each payment, deducted from the merchant's payout.",
      min: 0,
      max: 10,
    },
    iconUrl: {
      kind: 'image',
      label: 'Icon',
      seed: 'image',
      hiddenInList: true,
    },
    sortOrder,
    isActive: activeSwitch,
  },
  list: {
    columns: ['name', 'code', 'type', 'gateway', 'feePercent', 'isActive'],
    defaultSort: 'sortOrder',
  },
  seedCount: 8,
});

export const banners = defineResource({
  name: 'banners',
  subject: 'Banner',
  label: { one: 'Banner', many: 'Banners' },
  menu: { group: 'system-settings', order: 40, icon: 'view_carousel' },
  titleField: 'title',
  fields: {
    title: {
      kind: 'text',
      label: 'Title',
      required: true,
      maxLength: 120,
      searchable: true,
      seed: 'sentence',
    },
    imageUrl: {
      kind: 'image',
      label: 'Image',
      required: true,
      help: 'Landscape, at least 1200 × 400 px.',
      seed: 'image',
    },
    linkUrl: {
      kind: 'url',
      label: 'Link',
      maxLength: 500,
      help: 'A web address or an app deep link, e.g. zfood://merchants/12.',
      seed: 'url',
    },
    placement: {
      kind: 'enum',
      label: 'Placement',
      enumKey: 'banner.placement',
      required: true,
      default: 'HOME_TOP',
      filter: ['eq', 'in'],
    },
    startsAt,
    endsAt: {
      kind: 'datetime',
      label: 'Ends',
      notBefore: 'startsAt',
      sortable: true,
      filter: ['between', 'gte', 'lte', 'null'],
    },
    sortOrder,
    isActive: activeSwitch,
  },
  list: {
    columns: [
      'title',
      'imageUrl',
      'placement',
      'startsAt',
      'endsAt',
      'isActive',
    ],
    defaultSort: 'sortOrder',
  },
  seedCount: 12,
});

export const banks = defineResource({
  name: 'banks',
  subject: 'Bank',
  label: { one: 'Bank', many: 'Banks' },
  menu: { group: 'system-settings', order: 50, icon: 'account_balance' },
  titleField: 'name',
  operations: ['list', 'show', 'create', 'edit', 'delete', 'export', 'import'],
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      unique: true,
      maxLength: 120,
      searchable: true,
      sortable: true,
      seed: 'bank',
    },
    swiftCode: {
      kind: 'text',
      label: 'SWIFT code',
      required: true,
      unique: true,
      searchable: true,
      ...fieldPatterns.swiftCode,
    },
    logoUrl: { kind: 'image', label: 'Logo', seed: 'image' },
    isActive: activeSwitch,
  },
  list: {
    columns: ['name', 'swiftCode', 'logoUrl', 'isActive'],
    defaultSort: 'name',
  },
  seedCount: 20,
});

/** Tells old app builds to update: force-update blocks them below `minimumVersion`. */
export const versionUpdates = defineResource({
  name: 'version-updates',
  route: 'mobile-version-update',
  subject: 'VersionUpdate',
  label: { one: 'Mobile Version Update', many: 'Mobile Version Updates' },
  menu: {
    group: 'system-settings',
    order: 60,
    icon: 'system_update',
    title: 'Mobile Version Update',
  },
  titleField: 'version',
  fields: {
    platform: {
      kind: 'enum',
      label: 'Platform',
      enumKey: 'device.platform',
      required: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    version: {
      kind: 'text',
      label: 'Version',
      required: true,
      searchable: true,
      sortable: true,
      seed: 'version',
      ...fieldPatterns.version,
    },
    minimumVersion: {
      kind: 'text',
      label: 'Minimum version',
      help: 'Builds older than this must update before they can order.',
      required: true,
      seed: 'version',
      ...fieldPatterns.version,
    },
    isForceUpdate: {
      kind: 'boolean',
      label: 'Force update',
      default: false,
      filter: ['eq'],
    },
    storeUrl: { kind: 'url', label: 'Store link', maxLength: 500, seed: 'url' },
    releaseNotes: {
      kind: 'longText',
      label: 'Release notes',
      maxLength: 2000,
      seed: 'paragraph',
    },
    releasedAt: {
      kind: 'datetime',
      label: 'Released',
      required: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
  },
  list: {
    columns: [
      'platform',
      'version',
      'minimumVersion',
      'isForceUpdate',
      'releasedAt',
    ],
    defaultSort: '-releasedAt',
  },
  uniqueTogether: [['platform', 'version']],
  seedCount: 12,
});

export const announcementBanners = defineResource({
  name: 'announcement-banners',
  subject: 'AnnouncementBanner',
  label: { one: 'Announcement Banner', many: 'Announcement Banners' },
  menu: { group: 'system-settings', order: 70, icon: 'announcement' },
  titleField: 'title',
  fields: {
    title: {
      kind: 'text',
      label: 'Title',
      required: true,
      maxLength: 120,
      searchable: true,
      seed: 'sentence',
    },
    message: {
      kind: 'longText',
      label: 'Message',
      required: true,
      maxLength: 500,
      seed: 'sentence',
    },
    tone: {
      kind: 'enum',
      label: 'Tone',
      enumKey: 'announcement.tone',
      required: true,
      default: 'INFO',
      filter: ['eq', 'in'],
    },
    audience: {
      kind: 'enum',
      label: 'Audience',
      enumKey: 'announcement.audience',
      required: true,
      default: 'ALL_APPS',
      filter: ['eq', 'in'],
    },
    startsAt,
    endsAt: {
      kind: 'datetime',
      label: 'Ends',
      notBefore: 'startsAt',
      sortable: true,
      filter: ['between', 'gte', 'lte', 'null'],
    },
    isActive: activeSwitch,
  },
  list: {
    columns: ['title', 'tone', 'audience', 'startsAt', 'endsAt', 'isActive'],
    defaultSort: '-startsAt',
  },
  seedCount: 8,
});
