// The layers of DESIGN.md as import rules, checked by `npm run lint` (decision 0130): web → HTTP → domain → database;
// the bot, the payment providers and the jobs reach the database through the domain; the contracts are shared by all;
// the domain's areas import each other in one direction only. Tests beside the code set up whole shops and are exempt.
// There is no list of known violations: every rule holds today, and a break is fixed, not listed.

/** The domain's areas, lowest first: an area may import the areas before it, never one after it (so no cycle). */
const DOMAIN_AREAS = [
  'audit', // the audit log every admin change writes
  'guessing-limits', // wrong passwords and codes counted before they are checked
  'settings', // the shop's settings: prices, texts, display orders, the bot's configuration
  'abuse', // blocked customers and the anti-abuse rules every costly action asks (decision 0142)
  'rollups', // daily sums of sales and money movements, kept for lists and reports
  'stock', // numlists, their numbers, the suppression list, sale tallies
  'catalogue', // categories, continents, countries, operators
  'wallet', // balances, the ledger, deposits, gift cards, admin credits, referral rewards
  'users', // back-office accounts, customers as the back office lists them, bot admins
  'customers', // customers as the bot meets them: registration, conversation steps, received updates
  'offers', // what is on sale now and what a quantity of it costs
  'promotions', // promotions and promo codes
  'orders', // quotes, purchases, refunds, the purchase history
  'referrals', // referral codes, who referred whom
  'shop', // the Mini App: its catalogue of packs, the buyer, buying a pack; the « Produits » packs
  'reviews', // verified reviews of orders: written by buyers, asked after a purchase, shown per operator, hidden by admins
  'reports', // dashboard, reports, alerts: read everything below
  'broadcasts', // messages to many customers
];

const TESTS = '\\.test\\.tsx?$';
const ADAPTERS = '^src/(http|bot|payments|jobs)/';

const domainOrder = DOMAIN_AREAS.map((area, index) => ({
  name: `domain-order-${area}`,
  comment: `src/domain/${area} may import only the areas listed before it in .dependency-cruiser.cjs`,
  severity: 'error',
  from: { path: `^src/domain/${area}/`, pathNot: TESTS },
  to: { path: `^src/domain/(${DOMAIN_AREAS.slice(index + 1).join('|') || '$^'})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'web-only-contracts',
      comment: 'web/ reaches the server over HTTP; from src/ it imports the contracts (schemas and shared vocabulary) only',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^src/', pathNot: '^src/contracts/' },
    },
    {
      name: 'nothing-imports-web',
      comment: 'the server never imports the back office: what both need lives in src/contracts',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^web/' },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      comment: 'src/contracts is imported by web/, the adapters and the domain, so it imports only itself (and zod)',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^(src|web)/', pathNot: '^src/contracts/' },
    },
    {
      name: 'domain-imports-no-adapter',
      comment: 'business rules are plain functions over a database handle: no HTTP, bot, provider, job or start-up code',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: TESTS },
      to: { path: '^(src/(http|bot|payments|jobs|lifecycle|demo|main|config|logger|metrics)|web/)' },
    },
    {
      name: 'domain-imports-no-framework',
      comment: 'no Fastify, no grammY in the domain (DESIGN.md)',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: TESTS },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], path: '(^|/)node_modules/(fastify|@fastify|fastify-plugin|grammy|@grammyjs)/' },
    },
    {
      name: 'domain-root-imports-no-area',
      comment: 'the files at the root of src/domain (errors, error codes, the database handle) are below every area',
      severity: 'error',
      from: { path: '^src/domain/[^/]+$', pathNot: TESTS },
      to: { path: '^src/domain/[^/]+/' },
    },
    ...domainOrder,
    {
      name: 'adapters-through-the-domain',
      comment:
        'HTTP routes, the bot and the payment providers hold a database handle and pass it to the domain: they name no table, run no SQL (the handle type comes from src/domain/database.ts)',
      severity: 'error',
      from: { path: '^src/(http|bot|payments)/', pathNot: TESTS },
      to: { path: '^src/db/' },
    },
    {
      name: 'jobs-through-the-domain',
      comment:
        'jobs run on the job queue, the leases and the maintenance of src/db, and reach the data through the domain: no table, no SQL of their own',
      severity: 'error',
      from: { path: '^src/jobs/', pathNot: TESTS },
      to: { path: '^src/db/', pathNot: '^src/db/(jobs|leases|maintenance)\\.ts$' },
    },
    {
      name: 'jobs-not-through-the-bot',
      comment: 'jobs call the domain and the messenger, never src/bot (DESIGN.md, one messenger)',
      severity: 'error',
      from: { path: '^src/jobs/', pathNot: TESTS },
      to: { path: '^src/bot/' },
    },
    {
      name: 'payments-are-pure-adapters',
      comment: 'a payment provider adapter speaks to its provider and the domain: no HTTP server code, no bot, no jobs',
      severity: 'error',
      from: { path: '^src/payments/', pathNot: TESTS },
      to: { path: '^src/(http|bot|jobs)/' },
    },
    {
      name: 'bot-not-through-other-adapters',
      comment: 'the bot calls the domain: no HTTP server code, no provider adapter, no job',
      severity: 'error',
      from: { path: '^src/bot/', pathNot: TESTS },
      to: { path: '^src/(http|payments|jobs)/' },
    },
    {
      name: 'database-below-everything',
      comment: 'src/db is the bottom layer: it imports nothing of the shop above it',
      severity: 'error',
      from: { path: '^src/db/', pathNot: TESTS },
      to: { path: '^(src|web)/', pathNot: '^src/(db|config)(/|\\.ts$)' },
    },
    {
      name: 'no-circular',
      comment: 'modules that load each other hide which owns what (a cycle made of type imports only is erased at run time)',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/db/migrations/' },
    // Type-only imports are dependencies too: a route naming a table's type depends on the schema.
    tsPreCompilationDeps: true,
    // One resolver for the server and web/: web's `@/` and `@contracts/` aliases (tsconfig.dependency-cruiser.json).
    tsConfig: { fileName: 'tsconfig.dependency-cruiser.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    progress: { type: 'none' },
  },
};
