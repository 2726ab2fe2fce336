import {
  defaultMarketplaceTimeZone,
  isTimeZone,
  setMarketplaceTimeZone,
} from '../registry/marketplace-clock';
import type { UserData } from './token-storage';

/**
 * Reads every day and time in the zone the API declares with the profile,
 * whatever the browser's zone; a profile stored before the API sent one (or
 * an unknown name) reads the marketplace's default.
 */
export function followMarketplaceClock(user: UserData | null): void {
  const zone = user?.timeZone;
  setMarketplaceTimeZone(
    zone && isTimeZone(zone) ? zone : defaultMarketplaceTimeZone,
  );
}
