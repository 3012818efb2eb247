// The topics of a New Zealand general-practice curriculum, seeded on every start (idempotent).
// Names are stable identifiers for demo content: rename only with a migration of the rows.
export const curriculumTopics = [
  'Cardiovascular',
  'Respiratory',
  'Dermatology',
  'Paediatrics',
  "Women's health",
  'Mental health',
  'Musculoskeletal',
  'Endocrinology and diabetes',
  'Gastroenterology',
  'Infectious diseases',
  'Neurology',
  'Renal and urology',
  "Men's health",
  'Sexual health',
  'Eye',
  'Ear, nose and throat',
  'Older adults',
  'Hauora Māori and Pacific health',
  'Urgent care',
  'Prescribing and pharmacology',
] as const;

export type CurriculumTopic = (typeof curriculumTopics)[number];
