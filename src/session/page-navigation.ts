/**
 * Leaving the console's router for another page of the site (the sign-in
 * entry and back): a full page load that replaces the current history
 * entry. An object so that tests, where jsdom cannot load pages, can watch
 * where the app went.
 */
export const pageNavigation = {
  replace: (path: string): void => {
    window.location.replace(path);
  },
};
