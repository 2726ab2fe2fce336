import { defineResource } from '../define-resource';
import {
  activeSwitch,
  money,
  parentReference,
  reference,
  sortOrder,
} from './common-fields';

export const menuCategories = defineResource({
  name: 'menu-categories',
  subject: 'MenuCategory',
  label: { one: 'Menu Category', many: 'Menu Categories' },
  menu: { group: 'merchants', order: 110, icon: 'category' },
  titleField: 'name',
  fields: {
    merchantId: parentReference('merchants', 'Merchant'),
    groupId: reference('menu-category-groups', 'Group', {
      onDelete: 'set-null',
      filter: ['eq', 'in', 'null'],
    }),
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 80,
      searchable: true,
      sortable: true,
      seed: 'category',
    },
    sortOrder,
    isActive: activeSwitch,
  },
  list: {
    columns: ['name', 'merchantId', 'groupId', 'sortOrder', 'isActive'],
    defaultSort: 'sortOrder',
  },
  show: {
    related: [{ resource: 'menus', field: 'categoryId', title: 'Menus' }],
  },
  seedCount: 400,
});

/** Groups categories into the app's top tabs ("Food", "Drinks", "Desserts"). */
export const menuCategoryGroups = defineResource({
  name: 'menu-category-groups',
  subject: 'MenuCategoryGroup',
  label: { one: 'Menu Category Group', many: 'Menu Category Groups' },
  menu: { group: 'merchants', order: 120, icon: 'folder' },
  titleField: 'name',
  fields: {
    merchantId: parentReference('merchants', 'Merchant'),
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 60,
      searchable: true,
      sortable: true,
      seed: 'category',
    },
    sortOrder,
    isActive: activeSwitch,
  },
  list: {
    columns: ['name', 'merchantId', 'sortOrder', 'isActive'],
    defaultSort: 'sortOrder',
  },
  show: {
    related: [
      { resource: 'menu-categories', field: 'groupId', title: 'Categories' },
    ],
  },
  seedCount: 100,
});

/** A dish or drink an outlet sells. `price` is the base price; menu-prices override it per channel. */
export const menus = defineResource({
  name: 'menus',
  subject: 'Menu',
  label: { one: 'Menu', many: 'Menus' },
  menu: { group: 'merchants', order: 130, icon: 'restaurant_menu' },
  titleField: 'name',
  operations: ['list', 'show', 'create', 'edit', 'delete', 'export', 'import'],
  fields: {
    outletId: parentReference('merchant-outlets', 'Outlet'),
    categoryId: reference('menu-categories', 'Category', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
    }),
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 120,
      searchable: true,
      sortable: true,
      seed: 'dish.name',
    },
    sku: {
      kind: 'text',
      label: 'SKU',
      maxLength: 40,
      searchable: true,
      pattern: '^[A-Z0-9-]+$',
      patternMessage: 'Use capital letters, digits and dashes, e.g. NL-001.',
      hiddenInList: true,
      seed: 'code',
    },
    description: {
      kind: 'longText',
      label: 'Description',
      maxLength: 500,
      seed: 'dish.description',
    },
    price: money('Price', {
      required: true,
      min: 0,
      max: 100000,
      sortable: true,
      filter: ['gte', 'lte', 'between'],
      seed: 'dish.price',
    }),
    imageUrl: { kind: 'image', label: 'Photo', seed: 'image.food' },
    isAvailable: {
      kind: 'boolean',
      label: 'Available',
      help: 'Turn off when sold out; customers see it greyed out.',
      default: true,
      filter: ['eq'],
    },
    isRecommended: {
      kind: 'boolean',
      label: 'Recommended',
      default: false,
      filter: ['eq'],
      hiddenInList: true,
    },
    isSpicy: {
      kind: 'boolean',
      label: 'Spicy',
      default: false,
      filter: ['eq'],
      hiddenInList: true,
    },
    isVegetarian: {
      kind: 'boolean',
      label: 'Vegetarian',
      default: false,
      filter: ['eq'],
      hiddenInList: true,
    },
    preparationMinutes: {
      kind: 'number',
      label: 'Prep time (min)',
      integer: true,
      min: 1,
      max: 120,
      hiddenInList: true,
    },
    sortOrder: {
      kind: 'number',
      label: 'Sort order',
      integer: true,
      min: 0,
      sortable: true,
      hiddenInList: true,
    },
  },
  list: {
    columns: [
      'imageUrl',
      'name',
      'outletId',
      'categoryId',
      'price',
      'isAvailable',
    ],
    defaultSort: 'name',
  },
  show: {
    view: 'menu-show',
    related: [
      { resource: 'menu-prices', field: 'menuId', title: 'Channel prices' },
      { resource: 'menu-extras', field: 'menuId', title: 'Extras' },
    ],
  },
  seedCount: 3000,
});

export const menuPrices = defineResource({
  name: 'menu-prices',
  subject: 'MenuPrice',
  label: { one: 'Menu Price', many: 'Menu Prices' },
  titleField: 'channel',
  operations: ['list', 'show', 'create', 'edit', 'delete', 'export', 'import'],
  fields: {
    menuId: parentReference('menus', 'Menu'),
    channel: {
      kind: 'enum',
      label: 'Channel',
      enumKey: 'order.channel',
      required: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    price: money('Price', {
      required: true,
      min: 0,
      max: 100000,
      sortable: true,
      filter: ['gte', 'lte', 'between'],
    }),
    startsAt: {
      kind: 'datetime',
      label: 'Starts',
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
    endsAt: {
      kind: 'datetime',
      label: 'Ends',
      notBefore: 'startsAt',
      help: 'Leave empty for a standing price.',
      sortable: true,
      filter: ['between', 'gte', 'lte', 'null'],
    },
  },
  list: {
    columns: ['menuId', 'channel', 'price', 'startsAt', 'endsAt'],
    defaultSort: '-createdAt',
  },
  seedCount: 4000,
});

/** A time-boxed discount across an outlet's menu (e.g. 20% off drinks 3–5 pm). */
export const happyHours = defineResource({
  name: 'happy-hours',
  subject: 'HappyHour',
  label: { one: 'Happy Hour', many: 'Happy Hours' },
  menu: { group: 'merchants', order: 140, icon: 'local_bar' },
  titleField: 'name',
  fields: {
    outletId: parentReference('merchant-outlets', 'Outlet'),
    categoryId: reference('menu-categories', 'Category', {
      help: 'Leave empty to discount the whole menu.',
      onDelete: 'cascade',
      filter: ['eq', 'in', 'null'],
    }),
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 80,
      searchable: true,
      seed: 'happy-hour',
    },
    dayOfWeek: {
      kind: 'enum',
      label: 'Day',
      help: 'Leave empty for every day.',
      enumKey: 'calendar.dayOfWeek',
      filter: ['eq', 'in', 'null'],
    },
    startTime: { kind: 'time', label: 'From', required: true },
    endTime: { kind: 'time', label: 'Until', required: true },
    discountPercent: {
      kind: 'percent',
      label: 'Discount',
      required: true,
      min: 1,
      max: 90,
      sortable: true,
    },
    startsOn: {
      kind: 'date',
      label: 'First day',
      required: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
    endsOn: {
      kind: 'date',
      label: 'Last day',
      notBefore: 'startsOn',
      sortable: true,
      filter: ['between', 'gte', 'lte', 'null'],
    },
    isActive: activeSwitch,
  },
  list: {
    columns: [
      'outletId',
      'name',
      'dayOfWeek',
      'startTime',
      'endTime',
      'discountPercent',
      'isActive',
    ],
    defaultSort: '-startsOn',
  },
  seedCount: 60,
});

/** An option group on a menu ("Choice of drink", "Add-ons"), with how many picks are allowed. */
export const menuExtras = defineResource({
  name: 'menu-extras',
  subject: 'MenuExtra',
  label: { one: 'Menu Extra', many: 'Menu Extras' },
  menu: { group: 'merchants', order: 150, icon: 'playlist_add' },
  titleField: 'name',
  fields: {
    menuId: parentReference('menus', 'Menu'),
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 80,
      searchable: true,
      seed: 'extra.name',
    },
    minSelections: {
      kind: 'number',
      label: 'Min picks',
      help: '0 makes the extra optional; 1 or more makes it required.',
      required: true,
      integer: true,
      min: 0,
      max: 20,
    },
    maxSelections: {
      kind: 'number',
      label: 'Max picks',
      help: 'Must be at least Min picks.',
      required: true,
      integer: true,
      min: 1,
      max: 20,
    },
    sortOrder,
    isActive: activeSwitch,
  },
  list: {
    columns: ['menuId', 'name', 'minSelections', 'maxSelections', 'isActive'],
    defaultSort: 'sortOrder',
  },
  show: {
    related: [
      { resource: 'menu-extra-items', field: 'extraId', title: 'Items' },
    ],
  },
  seedCount: 1500,
});

export const menuExtraItems = defineResource({
  name: 'menu-extra-items',
  subject: 'MenuExtraItem',
  label: { one: 'Menu Extra Item', many: 'Menu Extra Items' },
  menu: { group: 'merchants', order: 160, icon: 'add_circle_outline' },
  titleField: 'name',
  fields: {
    extraId: parentReference('menu-extras', 'Extra'),
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 80,
      searchable: true,
      seed: 'extra.name',
    },
    price: money('Price', {
      help: '0 for a free choice.',
      required: true,
      min: 0,
      max: 10000,
      sortable: true,
    }),
    isAvailable: {
      kind: 'boolean',
      label: 'Available',
      default: true,
      filter: ['eq'],
    },
    sortOrder,
  },
  list: {
    columns: ['extraId', 'name', 'price', 'isAvailable'],
    defaultSort: 'sortOrder',
  },
  show: {
    related: [
      {
        resource: 'menu-extra-item-prices',
        field: 'extraItemId',
        title: 'Channel prices',
      },
    ],
  },
  seedCount: 5000,
});

export const menuExtraItemPrices = defineResource({
  name: 'menu-extra-item-prices',
  subject: 'MenuExtraItemPrice',
  label: { one: 'Menu Extra Item Price', many: 'Menu Extra Item Prices' },
  titleField: 'channel',
  fields: {
    extraItemId: parentReference('menu-extra-items', 'Extra item'),
    channel: {
      kind: 'enum',
      label: 'Channel',
      enumKey: 'order.channel',
      required: true,
      filter: ['eq', 'in'],
    },
    price: money('Price', {
      required: true,
      min: 0,
      max: 10000,
      sortable: true,
    }),
  },
  list: {
    columns: ['extraItemId', 'channel', 'price'],
    defaultSort: '-createdAt',
  },
  uniqueTogether: [['extraItemId', 'channel']],
  seedCount: 2000,
});
