/**
 * The staff area's donations words every staff page may show: the donor's ID and 10BD type in
 * record lists (part of ./admin's adminText). The Donations page's own words are ./admin-donations-page.
 * Plain data.
 */
export const adminDonorIdsEn = {
  donorIds: {
    types: {
      pan: 'PAN',
      aadhaar: 'Aadhaar',
      passport: 'Passport',
      'voter-id': 'Voter ID',
      'driving-licence': 'Driving licence',
      'ration-card': 'Ration card',
      tin: 'TIN',
      none: '',
    },
    categories: { others: 'Others', corpus: 'Corpus', 'specific-grant': 'Specific grant' },
    sources: {
      indian: 'Indian citizen, Indian account',
      foreign: 'Foreign source (FCRA account)',
      none: 'Not declared (sent without the form)',
    },
  },
} as const;
