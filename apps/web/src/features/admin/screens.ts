/**
 * The admin screens, one lazy chunk for all (they are small and used together): a single dynamic
 * import in the routes keeps the login screen's JavaScript (which holds every route's import) small.
 */
export { default as GroupPage } from './GroupPage.tsx';
export { default as GroupsPage } from './GroupsPage.tsx';
export { default as GroupUsersPage } from './GroupUsersPage.tsx';
export { default as NewUserPage } from './NewUserPage.tsx';
export { default as UserPage } from './UserPage.tsx';
export { default as UsersPage } from './UsersPage.tsx';
