/**
 * Seeds saved reports straight into a migrated Constat database with generate_series (100,000 rows
 * in seconds): groups that share their reports, users with one profile each, and reports spread
 * over them with French names, streets and cities (accents included) so that searches have
 * something to find. The search column is filled exactly as the server fills it
 * (savedReportSearchText of the domain), from names normalised here.
 *
 * Reports are five minutes apart, so 100,000 span about a year (each of the 500 users saves some
 * 17 a month, an agent's pace): statistics ranges cover realistic months.
 *
 * The documents are small stand-ins: a real one (tens of kB) is stored out of line by PostgreSQL
 * (TOAST), so the table the saved list reads is as large either way.
 */
import { normalizeSearchText } from '@constat/domain';
import type pg from 'pg';

const FIRST_NAMES = [
  'Hélène',
  'Héloïse',
  'Jean',
  'Marie',
  'Éric',
  'Zoé',
  'Loïc',
  'Chloé',
  'François',
  'Anaïs',
  'Gaëlle',
  'Noël',
  'Jérôme',
  'Inès',
  'Raphaël',
  'Maëlys',
  'Benoît',
  'Léa',
  'Timothée',
  'Agnès',
];
const LAST_NAMES = [
  'Dupré',
  'Martin',
  'Lefèvre',
  'Garçon',
  'Bézier',
  'Moreau',
  'Févier',
  'Durand',
  'Leroy',
  'Bénard',
  'Girard',
  'Mercier',
  'Lambert',
  'Faure',
  'Rousseau',
  'Blanchet',
  'Guérin',
  'Chevalier',
  'Muller',
  'Noël',
];
const STREETS = [
  'rue des Lilas',
  'avenue Jean-Jaurès',
  'boulevard Saint-Michel',
  'place de la République',
  'rue Émile Zola',
  'chemin des Écoliers',
  'allée des Peupliers',
  'rue du Général Leclerc',
  'quai de Saône',
  'impasse Clémenceau',
];
const CITIES = [
  ['69003', 'Lyon'],
  ['42000', 'Saint-Étienne'],
  ['38000', 'Grenoble'],
  ['13001', 'Marseille'],
  ['75011', 'Paris'],
  ['33000', 'Bordeaux'],
  ['59000', 'Lille'],
  ['67000', 'Strasbourg'],
  ['06000', 'Nice'],
  ['35000', 'Rennes'],
];
const AGENTS = [
  'Agence du Centre',
  'Immobilière Étoile',
  'Cabinet Gérance Rhône',
  'Foncia Côté Sud',
  'Agence Écureuil',
];
const HOUSING = ['Studio', 'T1', 'T2', 'T3', 'T4', 'T5'];

export interface SeedShape {
  reports: number;
  groups: number;
  usersPerGroup: number;
}

/** Bench users log in with the super admin's password: their rows copy its hash. */
export const benchLogin = (group: number, user: number) => `bench-g${group}-u${user}`;

export async function seedReports(client: pg.Client, shape: SeedShape): Promise<void> {
  const { reports, groups, usersPerGroup } = shape;
  await client.query('begin');
  await client.query(
    `insert into groups (name, share_edls) select 'Agence bench ' || g, true from generate_series(1, $1) g`,
    [groups],
  );
  await client.query(
    `insert into users (login, email, password_hash, group_id)
     select 'bench-g' || g.n || '-u' || u, 'bench-g' || g.n || '-u' || u || '@agence.fr',
            (select password_hash from users where group_id is null and admin order by id limit 1), g.id
     from (select id, row_number() over (order by id) as n from groups where name like 'Agence bench %') g,
          generate_series(1, $1) u`,
    [usersPerGroup],
  );
  await client.query(
    `insert into profiles (user_id, name, is_default)
     select id, 'Profil ' || login, true from users where login like 'bench-%'`,
  );
  const cities = CITIES.map(([code, city]) => `${code} ${city}`);
  const streets = STREETS.map((street, i) => `${(i * 7) % 120} ${street}`);
  const n = normalizeSearchText;
  await client.query('drop index if exists reports_search_trgm_idx');
  await client.query(
    `with bench_users as (
       select u.id as user_id, u.group_id, p.id as profile_id, row_number() over (order by u.id) - 1 as n
       from users u join profiles p on p.user_id = u.id where u.login like 'bench-%'),
     total as (select count(*) as c from bench_users),
     picked as (
       select i, b.*,
              1 + i % cardinality($2::text[]) as f, 1 + (i / 7) % cardinality($4::text[]) as l,
              1 + (i / 3) % cardinality($6::text[]) as s, 1 + (i / 11) % cardinality($8::text[]) as c,
              1 + (i / 13) % cardinality($10::text[]) as a, 1 + (i / 17) % cardinality($12::text[]) as h
       from generate_series(1, $1::int) i
       join bench_users b on b.n = i % (select c from total))
     insert into reports (user_id, group_id, profile_id, idempotency_key, document, local_id, edl_io, date,
                          renter, housing_size, housing_ref, agent, owner, address, locale, has_convention,
                          search_text, sync_date)
     select user_id, group_id, profile_id, 'seed:' || i,
            jsonb_build_object('seeded', true, 'localId', 1700000000000 + i),
            1700000000000 + i, case when i % 2 = 0 then 'Entrant' else 'Sortant' end,
            now() - make_interval(mins => i * 5),
            ($2::text[])[f] || ' ' || ($4::text[])[l], ($12::text[])[h], 'A' || (i % 500),
            ($10::text[])[a], 'M. ' || ($4::text[])[1 + (i / 5) % cardinality($4::text[])],
            ($6::text[])[s] || ' ' || ($8::text[])[c], 'fr', i % 3 = 0,
            ($3::text[])[f] || ' ' || ($5::text[])[l] || ' | ' || ($7::text[])[s] || ' ' || ($9::text[])[c]
              || ' | ' || ($11::text[])[a] || ' | m. ' || ($5::text[])[1 + (i / 5) % cardinality($5::text[])]
              || ' | a' || (i % 500),
            now() - make_interval(mins => i * 5)
     from picked`,
    [
      reports,
      FIRST_NAMES,
      FIRST_NAMES.map(n),
      LAST_NAMES,
      LAST_NAMES.map(n),
      streets,
      streets.map(n),
      cities,
      cities.map(n),
      AGENTS,
      AGENTS.map(n),
      HOUSING,
    ],
  );
  // Every saved report has its PDF rendered (and its exit comparison's, when it has one), as on a
  // server in use: the list reads their status for each row of a page.
  await client.query(
    `insert into report_documents (report_id, kind, status, locale, sha256, size, generated_at)
     select id, kind, 'done', locale, encode(sha256(convert_to(id || kind, 'UTF8')), 'hex'), 400000, sync_date
     from reports, unnest(case when has_convention then array['edl', 'convention'] else array['edl'] end) kind
     where idempotency_key like 'seed:%'`,
  );
  // The list versions' triggers wait for the commit (migration 0011); PostgreSQL alters no table
  // with trigger events pending, so they run now.
  await client.query('set constraints all immediate');
  await client.query('create index reports_search_trgm_idx on reports using gin (search_text gin_trgm_ops)');
  await client.query('commit');
  // Autovacuum would get there on its own; the visibility map lets counts read the indexes only.
  await client.query('vacuum analyze');
}
