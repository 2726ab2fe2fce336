import { defineResource } from '../define-resource';
import { parentReference } from './common-fields';

export const favouriteOutlets = defineResource({
  name: 'favourite-outlets',
  route: 'favourite-restaurant',
  subject: 'FavouriteOutlet',
  label: { one: 'Favourite Restaurant', many: 'Favourite Restaurants' },
  menu: {
    group: 'favourites',
    order: 10,
    icon: 'favorite',
    title: 'Favourite Restaurant',
  },
  titleField: 'outletId',
  operations: ['list', 'show', 'delete', 'export'],
  fields: {
    userId: parentReference('users', 'User'),
    outletId: parentReference('merchant-outlets', 'Restaurant'),
  },
  list: { columns: ['userId', 'outletId'], defaultSort: '-createdAt' },
  uniqueTogether: [['userId', 'outletId']],
  seedCount: 6000,
});

export const favouriteMenus = defineResource({
  name: 'favourite-menus',
  route: 'favourite-menu',
  subject: 'FavouriteMenu',
  label: { one: 'Favourite Menu', many: 'Favourite Menus' },
  menu: {
    group: 'favourites',
    order: 20,
    icon: 'bookmark',
    title: 'Favourite Menu',
  },
  titleField: 'menuId',
  operations: ['list', 'show', 'delete', 'export'],
  fields: {
    userId: parentReference('users', 'User'),
    menuId: parentReference('menus', 'Menu'),
  },
  list: { columns: ['userId', 'menuId'], defaultSort: '-createdAt' },
  uniqueTogether: [['userId', 'menuId']],
  seedCount: 8000,
});
