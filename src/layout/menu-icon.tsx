import type { SvgIconProps } from '@mui/material/SvgIcon';
import { createElement } from 'react';
import type { MenuIconName } from '../registry/names';
import { menuIcon } from './menu-icons';

/** A menu icon by its registry name (`<MenuIcon name="receipt_long" />`). */
export function MenuIcon({
  name,
  ...props
}: SvgIconProps & { name: MenuIconName }) {
  return createElement(menuIcon(name), props);
}
