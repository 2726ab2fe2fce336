/**
 * The version as the footer shows it: upper case, and outside production
 * prefixed with the first three letters of the environment name, so a
 * screenshot from staging can never pass for production.
 *
 * @example
 * versionLabel('0.1.0', 'development'); // 'DEV-0.1.0'
 * versionLabel('1.2.0-rc.1', 'production'); // '1.2.0-RC.1'
 */
export function versionLabel(version: string, appEnv: string): string {
  const environment = appEnv.trim().toLowerCase();
  const label =
    environment === 'production' || environment === ''
      ? version
      : `${environment.slice(0, 3)}-${version}`;
  return label.toUpperCase();
}
