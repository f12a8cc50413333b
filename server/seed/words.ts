/** The vocabulary the seed composes its realistic names, addresses and texts from. */

export interface CategorySpec {
  name: string;
  is_event: boolean;
  is_organization: boolean;
  /** What an organization of this category is called, e.g. "Rowing Club". */
  organizationKinds: readonly string[];
  /** What an event of this category is called, e.g. "Regatta". */
  eventKinds: readonly string[];
}

export const CATEGORIES: readonly CategorySpec[] = [
  {
    name: 'Arts & Culture',
    is_event: true,
    is_organization: true,
    organizationKinds: ['Arts Collective', 'Art Gallery', 'Theatre Company', 'Arts Council'],
    eventKinds: ['Art Walk', 'Gallery Opening', 'Theatre Night', 'Open Studio Day'],
  },
  {
    name: 'Community Services',
    is_event: false,
    is_organization: true,
    organizationKinds: [
      'Community Centre',
      'Neighbourhood Association',
      'Food Bank',
      'Seniors Club',
    ],
    eventKinds: [],
  },
  {
    name: 'Education',
    is_event: true,
    is_organization: true,
    organizationKinds: ['Learning Centre', 'Literacy Council', 'Coding School', 'Public Library'],
    eventKinds: ['Lecture', 'Reading Circle', 'Coding Bootcamp', 'Science Fair'],
  },
  {
    name: 'Environment',
    is_event: true,
    is_organization: true,
    organizationKinds: [
      'Conservation Society',
      'Land Trust',
      'Naturalists Club',
      'Watershed Council',
    ],
    eventKinds: ['Shoreline Cleanup', 'Tree Planting', 'Bird Count', 'Nature Walk'],
  },
  {
    name: 'Health & Wellness',
    is_event: true,
    is_organization: true,
    organizationKinds: ['Wellness Centre', 'Yoga Studio', 'Health Network', 'Walking Club'],
    eventKinds: ['Yoga in the Park', 'Health Fair', 'Charity Run', 'Meditation Retreat'],
  },
  {
    name: 'Sports & Recreation',
    is_event: true,
    is_organization: true,
    organizationKinds: ['Rowing Club', 'Hockey Association', 'Cycling Club', 'Curling Club'],
    eventKinds: ['Regatta', 'Hockey Tournament', 'Gran Fondo', 'Bonspiel'],
  },
  {
    name: 'Business & Networking',
    is_event: false,
    is_organization: true,
    organizationKinds: ['Chamber of Commerce', 'Business Association', 'Makers Guild', 'Tech Hub'],
    eventKinds: [],
  },
  {
    name: 'Food & Drink',
    is_event: true,
    is_organization: true,
    organizationKinds: ["Farmers' Market", 'Bakery Co-op', 'Culinary Guild', 'Brewing Society'],
    eventKinds: ['Food Truck Rally', 'Harvest Supper', 'Cider Tasting', 'Chili Cook-off'],
  },
  {
    name: 'Heritage',
    is_event: false,
    is_organization: true,
    organizationKinds: ['Historical Society', 'Heritage Museum', 'Archives', 'Genealogy Club'],
    eventKinds: [],
  },
  {
    name: 'Music',
    is_event: true,
    is_organization: false,
    organizationKinds: [],
    eventKinds: ['Jazz Night', 'Folk Concert', 'Choir Recital', 'Symphony Matinee'],
  },
  {
    name: 'Festivals',
    is_event: true,
    is_organization: false,
    organizationKinds: [],
    eventKinds: [
      'Winter Carnival',
      'Street Festival',
      'Lantern Festival',
      'Canada Day Celebration',
    ],
  },
  {
    name: 'Workshops',
    is_event: true,
    is_organization: false,
    organizationKinds: [],
    eventKinds: [
      'Pottery Workshop',
      'Photography Workshop',
      'Bike Repair Clinic',
      'Grant Writing Workshop',
    ],
  },
];

/** First words of names, one or more for every letter so the A-Z quick lists all have rows. */
export const NAME_PREFIXES = [
  'Aurora',
  'Algonquin',
  'Birch',
  'Bluewater',
  'Cedar',
  'Coastal',
  'Driftwood',
  'Evergreen',
  'Fireweed',
  'Frontenac',
  'Granite',
  'Great Lakes',
  'Harbour',
  'Highland',
  'Inlet',
  'Juniper',
  'Kestrel',
  'Kootenay',
  'Lakeshore',
  'Laurentian',
  'Maple',
  'Meadowlark',
  'Northern Lights',
  'Oak Ridge',
  'Prairie',
  'Pine Hill',
  'Quarry',
  'Riverbend',
  'Rideau',
  'Spruce',
  'Saltwater',
  'Tamarack',
  'Tidewater',
  'Upper Valley',
  'Vista',
  'Willow',
  'Westwind',
  'Xanadu',
  'Yarrow',
  'Yellowhead',
  'Zephyr',
] as const;

/** Seasons by month (January first), for titles that name the season of their date. */
export const SEASONS = [
  'Winter',
  'Winter',
  'Spring',
  'Spring',
  'Spring',
  'Summer',
  'Summer',
  'Summer',
  'Autumn',
  'Autumn',
  'Autumn',
  'Winter',
] as const;

export const EVENT_PREFIXES = [
  'Annual',
  'Community',
  'Family',
  'Evening',
  'Weekend',
  'Grand',
  'Midsummer',
  'Harvest',
] as const;

export const VENUES = [
  'Community Hall',
  'Public Library',
  'Arts Centre',
  'Waterfront Park',
  'Curling Rink',
  'Legion Hall',
  'Town Square',
  'Exhibition Grounds',
  'Civic Centre',
  'Heritage Church',
] as const;

export const STREET_NAMES = [
  'Main',
  'King',
  'Queen',
  'Church',
  'Victoria',
  'Maple',
  'Park',
  'Water',
  'Elm',
  'Wellington',
  'Dufferin',
  'Laurier',
  'Portage',
  'Fraser',
  'Champlain',
  'Lakeview',
  'Mill',
  'Station',
] as const;

export const STREET_TYPES = [
  'Street',
  'Avenue',
  'Road',
  'Drive',
  'Boulevard',
  'Crescent',
  'Way',
] as const;

export const UNIT_PREFIXES = ['Suite', 'Unit'] as const;

export const ORGANIZATION_ADJECTIVES = [
  'volunteer-run',
  'non-profit',
  'member-supported',
  'community-led',
  'long-standing',
] as const;

/** Canada Post's first postal-code letter for each province and territory. */
export const POSTAL_LETTERS: Record<string, string> = {
  AB: 'T',
  BC: 'V',
  MB: 'R',
  NB: 'E',
  NL: 'A',
  NS: 'B',
  NT: 'X',
  NU: 'X',
  ON: 'KLMNP',
  PE: 'C',
  QC: 'GHJ',
  SK: 'S',
  YT: 'Y',
};

/** Letters Canada Post uses in the other positions of a postal code. */
export const POSTAL_BODY_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

export const AREA_CODES: Record<string, readonly number[]> = {
  AB: [403, 780, 587],
  BC: [604, 250, 778],
  MB: [204, 431],
  NB: [506],
  NL: [709],
  NS: [902, 782],
  NT: [867],
  NU: [867],
  ON: [416, 613, 519, 705, 905],
  PE: [902],
  QC: [514, 418, 819, 450],
  SK: [306, 639],
  YT: [867],
};

export const ORGANIZATION_SENTENCES = [
  'Volunteers run most of its programmes, and new members are always welcome.',
  'It has served local families for more than twenty years.',
  'Its programmes are free and open to residents of every age.',
  'It partners with schools, libraries and local businesses across the region.',
  'Membership fees are kept low so that nobody is turned away.',
  'It publishes a monthly newsletter with news and upcoming activities.',
  'Its board is elected each spring at the annual general meeting.',
  'Bilingual services are offered in English and French.',
] as const;

export const EVENT_SENTENCES = [
  'Bring your friends and family; children are welcome.',
  'Light refreshments will be served.',
  'The venue is wheelchair accessible.',
  'Registration is recommended as places are limited.',
  'Proceeds support local community programmes.',
  'Dress for the weather: part of the programme is outdoors.',
  'Local artisans and vendors will be on site.',
  'Free parking is available next to the venue.',
] as const;

export const PARTICIPATION_ROLES = [
  'Speaker',
  'Performer',
  'Host',
  'Exhibitor',
  'Volunteer',
  'Partner',
] as const;

export const GENERAL_BLOG_TITLES = [
  'Welcome to the new regional directory',
  'How to list your organization',
  'Our spring volunteer drive',
  'Making community events accessible',
  'Five tips for promoting your event',
  'A year in review',
  'Search events by municipality',
  'Meet the directory team',
] as const;

export const BLOG_PARAGRAPHS = [
  'Across the region, volunteers and small teams keep hundreds of programmes running every week. This directory exists so that residents can find them in one place.',
  'Listing an organization takes a few minutes: add a description, a location and a category, then publish it once an administrator has reviewed it.',
  'Events appear on the public calendar as soon as they are published. Past events move to the archive automatically.',
  'We thank every sponsor and partner who made this season possible, and every volunteer who gave their time.',
  'Have a story to share? Write to the editorial team and we will feature it in a coming post.',
  'Accessibility matters: tell visitors about step-free entrances, quiet spaces and captioning in your event description.',
  'Municipalities and provinces can be browsed from the directory map, with organizations grouped by where they are based.',
] as const;

export interface SlideSpec {
  head_title: string;
  title: string;
  subtitle: string;
  button1_content: string;
  button2_content: string;
  path: string;
}

export const SLIDES: readonly SlideSpec[] = [
  {
    head_title: 'Discover',
    title: 'Summer festivals across Canada',
    subtitle: 'From coast to coast, find the celebrations near you.',
    button1_content: 'Browse events',
    button2_content: 'Add your event',
    path: 'summer-festivals',
  },
  {
    head_title: 'Volunteer',
    title: 'Give a few hours this season',
    subtitle: 'Local organizations are looking for helping hands.',
    button1_content: 'Find opportunities',
    button2_content: 'Learn more',
    path: 'volunteer',
  },
  {
    head_title: 'Explore',
    title: 'Arts and culture near you',
    subtitle: 'Galleries, theatres and open studios in every province.',
    button1_content: 'See venues',
    button2_content: 'Upcoming shows',
    path: 'arts-culture',
  },
  {
    head_title: 'Get outside',
    title: 'Trails, parks and clean-ups',
    subtitle: 'Join environmental groups caring for local nature.',
    button1_content: 'Outdoor events',
    button2_content: 'Conservation groups',
    path: 'outdoors',
  },
  {
    head_title: 'Learn',
    title: 'Workshops for every age',
    subtitle: 'Coding, pottery, photography and more.',
    button1_content: 'View workshops',
    button2_content: 'Host a workshop',
    path: 'workshops',
  },
  {
    head_title: 'Taste',
    title: 'Farmers markets and food fairs',
    subtitle: 'Meet the growers and cooks of your region.',
    button1_content: 'Find a market',
    button2_content: 'Food events',
    path: 'food',
  },
  {
    head_title: 'Play',
    title: 'Community sports leagues',
    subtitle: 'Rowing, curling, hockey and cycling clubs welcome newcomers.',
    button1_content: 'Join a club',
    button2_content: 'Tournaments',
    path: 'sports',
  },
  {
    head_title: 'Listen',
    title: 'Live music every weekend',
    subtitle: 'Jazz nights, folk concerts and choir recitals.',
    button1_content: 'Concert calendar',
    button2_content: 'Venues',
    path: 'music',
  },
  {
    head_title: 'Remember',
    title: 'Heritage and local history',
    subtitle: 'Museums and historical societies keep our stories alive.',
    button1_content: 'Visit museums',
    button2_content: 'Archives',
    path: 'heritage',
  },
  {
    head_title: 'Connect',
    title: 'Grow your local business network',
    subtitle: 'Chambers of commerce and makers guilds near you.',
    button1_content: 'Business groups',
    button2_content: 'Networking events',
    path: 'business',
  },
  {
    head_title: 'Celebrate',
    title: 'Winter carnivals and lantern festivals',
    subtitle: 'Bright evenings through the coldest months.',
    button1_content: 'Winter events',
    button2_content: 'Plan a visit',
    path: 'winter',
  },
  {
    head_title: 'Support',
    title: 'Sponsor a community programme',
    subtitle: 'Local sponsors make free events possible.',
    button1_content: 'Become a sponsor',
    button2_content: 'Our sponsors',
    path: 'sponsors',
  },
];

export const SPONSORS: readonly { name: string; sponsor_type: 'GOLD' | 'SILVER' | 'THANK' }[] = [
  { name: 'Northern Maple Credit Union', sponsor_type: 'GOLD' },
  { name: 'Prairie Sky Energy', sponsor_type: 'GOLD' },
  { name: 'Coastal Timber Co.', sponsor_type: 'GOLD' },
  { name: 'Laurentian Insurance Group', sponsor_type: 'GOLD' },
  { name: 'Harbourfront Printing', sponsor_type: 'SILVER' },
  { name: 'Granite Peak Outfitters', sponsor_type: 'SILVER' },
  { name: 'Red River Telecom', sponsor_type: 'SILVER' },
  { name: 'Juniper Law LLP', sponsor_type: 'SILVER' },
  { name: 'Bluewater Dental Clinic', sponsor_type: 'SILVER' },
  { name: 'Tamarack Software', sponsor_type: 'SILVER' },
  { name: 'Willow Street Bakery', sponsor_type: 'THANK' },
  { name: 'Kestrel Coffee Roasters', sponsor_type: 'THANK' },
  { name: 'Aurora Community Radio', sponsor_type: 'THANK' },
  { name: 'Cedar Grove Florists', sponsor_type: 'THANK' },
  { name: 'Lakeshore Hardware', sponsor_type: 'THANK' },
];

/** Links an administrator of the directory's mobile apps keeps at hand. */
export const COMPANY_LINKS = [
  { name: 'Google Play Console', url: 'https://play.google.com/console' },
  { name: 'App Store Connect', url: 'https://appstoreconnect.apple.com/' },
  { name: 'Google Analytics', url: 'https://analytics.google.com/' },
  { name: 'Google Cloud Console', url: 'https://console.cloud.google.com/' },
] as const;

/** Public site the sample slides and sponsors point at (a reserved example domain). */
export const SITE_URL = 'https://www.example.com';
