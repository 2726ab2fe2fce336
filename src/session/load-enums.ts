import { apiGet } from '../http/api-client';
import { appStore, type AppEnums } from '../state/app-store';

/**
 * `GET /enums` into the store. Also the probe that tells maintenance and
 * offline recovery the API answers again: it needs no session and is cheap.
 */
export async function loadEnums(): Promise<AppEnums> {
  const { data } = await apiGet<{ data: AppEnums }>('/enums');
  appStore.getState().setAppEnums(data);
  return data;
}
