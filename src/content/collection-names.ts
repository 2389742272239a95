// The content collections' names. A leaf: the schemas' reference() names a collection through this type
// without importing ./registry, which imports the schemas (./registry checks its entries are exactly these).
export type CollectionName =
  | 'therapies'
  | 'therapiesTa'
  | 'services'
  | 'trustees'
  | 'events'
  | 'galleries'
  | 'properties'
  | 'tours'
  | 'webServices'
  | 'faq'
  | 'showcase'
  | 'plans'
  | 'technologies'
  | 'testing'
  | 'construction'
  | 'expenditures'
  | 'testimonials'
  | 'habits'
  | 'camps';
