/**
 * The registry: every resource entry, in sidebar order (entries without a
 * menu follow the domain they belong to). The console and the reference API
 * both derive everything from this list (docs/decisions/001).
 */
import type { AnyResource } from './src/registry/define-resource';
import {
  permissions,
  rolePermissions,
  roles,
  userDeletions,
  userDevices,
  userRoles,
  userSessions,
  userSettings,
  userSocialLogins,
  users,
} from './src/registry/resources/users';
import {
  alerts,
  auditLogs,
  enquiries,
  enquiryAttachments,
  notificationBatches,
  notifications,
  searches,
  settings,
  transactions,
} from './src/registry/resources/management';
import {
  cannedReplies,
  enquiryLabels,
  enquiryMessages,
  enquiryReads,
} from './src/registry/resources/desk';
import {
  categoryPerformance,
  demographicPerformance,
  menuPerformance,
  outletsPerformance,
  pocketBalanceReport,
  reportings,
  salesChannelPerformance,
  salesSummary,
  subsidyReport,
} from './src/registry/resources/reports';
import {
  favouriteMenus,
  favouriteOutlets,
} from './src/registry/resources/favourites';
import {
  pocketTransactions,
  pocketWithdrawals,
  pockets,
} from './src/registry/resources/pockets';
import { zcoinTransactions } from './src/registry/resources/zcoin';
import { approvalRequests } from './src/registry/resources/approvals';
import {
  announcementBanners,
  banks,
  banners,
  cuisines,
  holidays,
  paymentMethods,
  versionUpdates,
} from './src/registry/resources/system-settings';
import {
  barcodeScanners,
  merchantCuisines,
  merchantOutletBanners,
  merchantOutletExtraCharges,
  merchantOutletOperatingHours,
  merchantOutletOperatingPlans,
  merchantOutletOrderStatistics,
  merchantOutletPrinters,
  merchantOutlets,
  merchantOutletSettings,
  merchantOutletTemporaryStatuses,
  merchants,
  merchantUsers,
  thermalPrinterLayouts,
} from './src/registry/resources/merchants';
import {
  happyHours,
  menuCategories,
  menuCategoryGroups,
  menuExtraItemPrices,
  menuExtraItems,
  menuExtras,
  menuPrices,
  menus,
} from './src/registry/resources/menus';
import {
  orderMenus,
  orders,
  orderStatusLogs,
} from './src/registry/resources/orders';
import {
  merchantStatements,
  payoutHistory,
  payoutRequest,
  settlementDailySummaries,
  settlements,
} from './src/registry/resources/finance';
import {
  promotionConditions,
  promotionEligibleItems,
  promotionEligibleMerchants,
  promotionEligibleUsers,
  promotionPeriods,
  promotionRewards,
  promotions,
  promotionStatementGroups,
  promotionStatements,
  promotionTransactions,
} from './src/registry/resources/promotions';
import {
  promoCodeApplicabilities,
  promoCodeMenus,
  promoCodeMerchantOutlets,
  promoCodePopups,
  promoCodeTransactions,
  promoCodeUsers,
} from './src/registry/resources/promo-codes';
import {
  zcityPromoCodeMenus,
  zcityPromoCodeMerchantOutlets,
  zcityPromoCodes,
  zcityPromoCodeTransactions,
  zcityPromoCodeUsers,
} from './src/registry/resources/z-city';

export const resources = [
  // User Management
  users,
  userDevices,
  userSessions,
  userDeletions,
  userSocialLogins,
  userSettings,
  userRoles,
  permissions,
  roles,
  rolePermissions,
  // Management
  settings,
  auditLogs,
  searches,
  alerts,
  notifications,
  notificationBatches,
  transactions,
  reportings,
  subsidyReport,
  pocketBalanceReport,
  enquiries,
  enquiryAttachments,
  enquiryLabels,
  enquiryMessages,
  enquiryReads,
  cannedReplies,
  approvalRequests,
  // Report
  outletsPerformance,
  salesSummary,
  menuPerformance,
  categoryPerformance,
  salesChannelPerformance,
  demographicPerformance,
  // Favourites
  favouriteOutlets,
  favouriteMenus,
  // Pockets
  pockets,
  pocketTransactions,
  // ZCoin
  zcoinTransactions,
  // System Settings
  cuisines,
  holidays,
  paymentMethods,
  banners,
  banks,
  versionUpdates,
  announcementBanners,
  // Merchants
  merchants,
  merchantOutlets,
  merchantOutletSettings,
  merchantOutletBanners,
  merchantOutletOrderStatistics,
  merchantOutletOperatingPlans,
  merchantOutletOperatingHours,
  merchantOutletExtraCharges,
  merchantOutletTemporaryStatuses,
  merchantOutletPrinters,
  thermalPrinterLayouts,
  barcodeScanners,
  merchantUsers,
  merchantCuisines,
  menuCategories,
  menuCategoryGroups,
  menus,
  menuPrices,
  happyHours,
  menuExtras,
  menuExtraItems,
  menuExtraItemPrices,
  orders,
  orderMenus,
  orderStatusLogs,
  // Finance
  payoutHistory,
  payoutRequest,
  pocketWithdrawals,
  merchantStatements,
  settlements,
  settlementDailySummaries,
  // Promotion
  promotions,
  promotionPeriods,
  promotionRewards,
  promotionTransactions,
  promotionEligibleItems,
  promotionEligibleMerchants,
  promotionEligibleUsers,
  promotionStatementGroups,
  promotionConditions,
  promotionStatements,
  promoCodePopups,
  promoCodeApplicabilities,
  promoCodeMerchantOutlets,
  promoCodeUsers,
  promoCodeMenus,
  promoCodeTransactions,
  // Z-City
  zcityPromoCodes,
  zcityPromoCodeMerchantOutlets,
  zcityPromoCodeUsers,
  zcityPromoCodeMenus,
  zcityPromoCodeTransactions,
] as const satisfies readonly AnyResource[];

export type ResourceName = (typeof resources)[number]['name'];
export type Subject = (typeof resources)[number]['subject'];

const byName = new Map<string, AnyResource>(resources.map((r) => [r.name, r]));

/** The entry whose `name` (API segment) is `name`, if any. */
export function getResource(name: string): AnyResource | undefined {
  return byName.get(name);
}
