/**
 * The confusable skeletons (domain loginKey, displayNameKey) of the rows that have none: those
 * written before the columns existed (migration 0024), or by hand. Run at start-up under the
 * migration lock, since the skeleton is the domain's TypeScript and not SQL.
 *
 * Nothing is broken on the way. A row whose skeleton another row already holds (two older logins
 * 'barsadmin' and 'bаrsadmin', two sibling groups of one name) keeps none: both accounts go on
 * signing in, and any new look-alike of either meets the one holding the skeleton. Such rows are
 * looked at again at each start, a few statements each. A login is also rewritten in its normal
 * form (NFKC, lower case), which is what the login route compares, unless another account already
 * has that form; the route still finds a login kept as it was by the case of what is typed.
 */
import { displayNameKey, loginKey, normaliseLogin } from '@constat/domain';
import type pg from 'pg';
import { isUniqueViolation } from './errors.ts';

/** Runs an update that a unique index may refuse; a refused one changes nothing. */
async function tryUpdate(client: pg.ClientBase, text: string, values: unknown[]): Promise<void> {
  try {
    await client.query(text, values);
  } catch (error) {
    // A process already serving wrote the same skeleton meanwhile: this row keeps none.
    if (!isUniqueViolation(error)) throw error;
  }
}

export async function fillLookalikeKeys(client: pg.ClientBase): Promise<void> {
  const accounts = await client.query<{ id: number; login: string }>(
    'select id, login from users where login_skeleton is null order by id',
  );
  for (const { id, login } of accounts.rows) {
    await tryUpdate(
      client,
      `update users set login_skeleton = $2 where id = $1
         and not exists (select 1 from users where login_skeleton = $2)`,
      [id, loginKey(login)],
    );
    const normal = normaliseLogin(login);
    if (normal === login) continue;
    await tryUpdate(
      client,
      `update users set login = $2 where id = $1
         and not exists (select 1 from users where id <> $1 and (login = $2 or lower(login) = lower($2)))`,
      [id, normal],
    );
  }
  const groups = await client.query<{ id: number; name: string; parent: number }>(
    'select id, name, coalesce(parent_id, 0) as parent from groups where name_skeleton is null order by id',
  );
  for (const { id, name, parent } of groups.rows) {
    await tryUpdate(
      client,
      `update groups set name_skeleton = $2 where id = $1 and not exists
         (select 1 from groups where coalesce(parent_id, 0) = $3 and name_skeleton = $2)`,
      [id, displayNameKey(name), parent],
    );
  }
  const profiles = await client.query<{ id: number; name: string; user_id: number }>(
    'select id, name, user_id from profiles where name_skeleton is null order by id',
  );
  for (const { id, name, user_id } of profiles.rows) {
    await tryUpdate(
      client,
      `update profiles set name_skeleton = $2 where id = $1 and not exists
         (select 1 from profiles where user_id = $3 and name_skeleton = $2)`,
      [id, displayNameKey(name), user_id],
    );
  }
}
