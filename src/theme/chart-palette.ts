import { enums } from '../registry/enums';
import type { Settings } from '../settings/default-settings';
import { ink, paletteColors } from './palette-colors';

export type OrderStatus = (typeof enums)['order.status'][number];

export interface ChartPalette {
  /** Series in order of appearance: the first measure, the second … */
  series: readonly string[];
  /** One hue per order state; the same in every chart that shows them. */
  orderStatus: Record<OrderStatus, string>;
  /** Text drawn on any of these fills (a count on a slice). */
  onFill: string;
}

/**
 * The charts' colours, per mode. Each is a graphical object on the card, so
 * it holds 3:1 against the paper and the page (WCAG 1.4.11), and no two in
 * a set are near each other (chart-palette.test.ts checks both). The order
 * states reuse the status chips' meaning — waiting amber, moving blue and
 * teal, done green, stopped red and magenta, refunded grey — with two hues
 * the theme lacks, since a chip's `info` and `error` each cover two states.
 * Series do not follow the brand colour: the customizer can make it amber,
 * and the dashboard then drew three near-identical oranges.
 */
export const chartPalettes: Record<Settings['mode'], ChartPalette> = {
  light: {
    series: ['#1D4ED8', paletteColors.light.warning.main, '#BE185D'],
    orderStatus: {
      PENDING: paletteColors.light.warning.main,
      ACCEPTED: '#1D4ED8',
      READY: paletteColors.light.info.main,
      COMPLETED: paletteColors.light.success.main,
      REJECTED: '#BE185D',
      CANCELLED: paletteColors.light.error.main,
      REFUNDED: paletteColors.light.secondary.main,
    },
    onFill: '#FFFFFF',
  },
  dark: {
    series: ['#60A5FA', paletteColors.dark.warning.main, '#F472B6'],
    orderStatus: {
      PENDING: paletteColors.dark.warning.main,
      ACCEPTED: '#60A5FA',
      READY: paletteColors.dark.info.main,
      COMPLETED: paletteColors.dark.success.main,
      REJECTED: '#F472B6',
      CANCELLED: paletteColors.dark.error.main,
      REFUNDED: paletteColors.dark.secondary.main,
    },
    onFill: ink,
  },
};

const orderStatuses: readonly string[] = enums['order.status'];

function isOrderStatus(status: string): status is OrderStatus {
  return orderStatuses.includes(status);
}

/**
 * An order state's chart colour. A state the registry does not list gets
 * the theme's grey text shade, apart from every state's hue.
 */
export function orderStatusColor(
  mode: Settings['mode'],
  status: string,
): string {
  return isOrderStatus(status)
    ? chartPalettes[mode].orderStatus[status]
    : paletteColors[mode].secondary.dark;
}
