import type { StatsMessages } from './types.ts';

export const statsEn: StatsMessages = {
  userTitle: 'My usage statistics',
  from: 'From',
  to: 'To',
  filter: 'Filter',
  entrants: 'Move-in',
  sortants: 'Move-out',
  total: 'Total',
  byProfile: 'By profile',
  exportCsv: 'Export as .csv',
  userEmpty: 'You made no inspection report during this period',
  loading: 'Loading...',
  offline: 'Unavailable offline',
  adminTitle: 'Usage statistics',
  group: 'Group',
  allGroups: 'All groups',
  noGroup: 'No group',
  byUser: 'By user',
  adminEmpty: 'No inspection report was made during this period for this group',
  chooseGroup: 'You must choose a group to show statistics for',
};
