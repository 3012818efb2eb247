// Demo questions for the GPEP1 question bank: original multiple-choice items written for
// New Zealand general practice, seeded so a fresh install has content to practise with.
// Long on purpose (over 300 lines): it is data, 60 questions written out in full, one job and
// no logic to split; the seeding itself lives in seed/index.ts.
import type { CurriculumTopic } from './topics.ts';

export interface DemoQuestion {
  /** 1 to 3 topic names from curriculumTopics */
  topics: CurriculumTopic[];
  /** 10 to 1000 characters, a clinical vignette or direct question */
  question: string;
  /** each 1 to 500 characters */
  answers: { a: string; b: string; c: string; d: string };
  correct: 'a' | 'b' | 'c' | 'd';
  /** 10 to 2000 characters: why the right answer is right and why the tempting wrong ones are wrong */
  explanation: string;
  /** an https URL of a real, stable page */
  reference: string;
}

const bpacAntibioticGuide = 'https://bpac.org.nz/antibiotics/guide.aspx';
const immunisationHandbook =
  'https://www.tewhatuora.govt.nz/for-health-professionals/clinical-guidance/immunisation-handbook';
const nzFormulary = 'https://nzf.org.nz/';

export const demoQuestions: DemoQuestion[] = [
  // Cardiovascular
  {
    topics: ['Cardiovascular', 'Hauora Māori and Pacific health'],
    question:
      'A 32-year-old Māori man attends for a work medical. He does not smoke, has no known medical conditions and no family history of premature heart disease. His BP is 128/78 mmHg and BMI 29 kg/m2. What is the most appropriate approach to cardiovascular disease (CVD) risk assessment?',
    answers: {
      a: 'Defer formal risk assessment until he is 45, as he has no known risk factors',
      b: 'Offer a full CVD risk assessment now, including lipids and HbA1c, using the NZ PREDICT-based equations',
      c: 'Offer risk assessment only if a first-degree relative develops premature CVD',
      d: 'Offer risk assessment at 40, the recommended starting age for both Māori men and Māori women',
    },
    correct: 'b',
    explanation:
      'The New Zealand CVD risk assessment consensus statement recommends starting assessment at age 30 for Māori, Pacific and South Asian men and at 40 for women, 15 years earlier than for people without known risk factors (45 for men, 55 for women). Earlier assessment reflects the earlier and heavier burden of CVD and diabetes in these populations and is an equity measure. Assessment includes lipids and HbA1c, and 5-year risk is calculated with the NZ Primary Prevention Equations derived from the PREDICT cohort. Waiting for a family history or a later birthday misses the chance for early risk-factor management.',
    reference:
      'https://www.heartfoundation.org.nz/professionals/health-professionals/cvd-consensus-summary',
  },
  {
    topics: ['Cardiovascular'],
    question:
      'A 72-year-old woman has asymptomatic atrial fibrillation found on an opportunistic pulse check and confirmed on ECG. She has treated hypertension but no other conditions, her eGFR is 78 mL/min/1.73 m2 and she has no history of bleeding. Echocardiography shows no valvular disease. What is the most appropriate stroke-prevention strategy?',
    answers: {
      a: 'Aspirin 100 mg daily',
      b: 'No antithrombotic treatment until she develops a further stroke risk factor',
      c: 'Aspirin plus clopidogrel',
      d: 'An oral anticoagulant, preferably a direct oral anticoagulant such as dabigatran or rivaroxaban',
    },
    correct: 'd',
    explanation:
      'Her stroke risk factors are age 65-74, hypertension and female sex (CHA2DS2-VASc 3); even without counting sex, two risk factors make anticoagulation clearly indicated. For non-valvular AF a direct oral anticoagulant is generally preferred over warfarin because of less intracranial bleeding and no INR monitoring, with the dose adjusted for renal function, age and weight. Aspirin, alone or with clopidogrel, is not recommended for stroke prevention in AF: it is much less effective than anticoagulation and still causes bleeding.',
    reference: 'https://bpac.org.nz/2024/af.aspx',
  },
  {
    topics: ['Cardiovascular', 'Prescribing and pharmacology'],
    question:
      'A 56-year-old man started cilazapril 2.5 mg daily for hypertension six weeks ago. He now reports a persistent dry, tickly cough that disturbs his sleep. Chest examination is normal and he has no other respiratory symptoms. What is the most appropriate management?',
    answers: {
      a: 'Stop cilazapril and start an angiotensin II receptor blocker such as candesartan or losartan',
      b: 'Continue cilazapril and add pholcodine linctus at night',
      c: 'Switch to a different ACE inhibitor, such as enalapril',
      d: 'Arrange a chest X-ray and spirometry before changing any treatment',
    },
    correct: 'a',
    explanation:
      'Dry cough is a class effect of ACE inhibitors, related to accumulation of bradykinin, so switching to another ACE inhibitor will not help. Angiotensin II receptor blockers do not affect bradykinin and are the usual substitute when renin-angiotensin system blockade is wanted. The cough usually settles within one to four weeks of stopping, though it can take longer; investigate if it persists beyond that or if there are red-flag features. Suppressing the cough while continuing the cause is not appropriate.',
    reference: 'https://bpac.org.nz/2023/hypertension.aspx',
  },
  {
    topics: ['Cardiovascular', 'Urgent care'],
    question:
      'A 61-year-old man with type 2 diabetes walks into your clinic with 40 minutes of central chest heaviness radiating to his jaw, with sweating. The pain is ongoing. His 12-lead ECG shows no ST elevation. What is the most appropriate immediate management?',
    answers: {
      a: 'Take blood for troponin and review him when the result is available',
      b: 'Give GTN and, if the pain settles, arrange an outpatient exercise tolerance test',
      c: 'Call an ambulance via 111, give aspirin 300 mg to chew (if not allergic) and sublingual GTN, and monitor him until transfer',
      d: 'Advise him to drive straight to the emergency department',
    },
    correct: 'c',
    explanation:
      'Ongoing chest pain suggestive of acute coronary syndrome needs emergency transfer even when the ECG is not diagnostic, because a normal or non-specific ECG does not exclude myocardial infarction. Give aspirin 300 mg unless contraindicated, GTN for pain and oxygen only if hypoxic. A single community troponin delays definitive care and cannot rule out ACS, and relief with GTN is not a reliable diagnostic test. Patients with suspected ACS should never drive themselves to hospital.',
    reference: 'https://www.nice.org.uk/guidance/cg95',
  },

  // Respiratory
  {
    topics: ['Respiratory'],
    question:
      'A 24-year-old woman with asthma uses salbutamol about three times a week and wakes with cough once or twice a month. She uses no other inhaler and her inhaler technique is good. What is the preferred change to her treatment?',
    answers: {
      a: 'Continue salbutamol as needed and review in 6 months',
      b: 'Replace salbutamol with budesonide/formoterol 200/6 micrograms, one inhalation as needed for symptoms (anti-inflammatory reliever)',
      c: 'Add regular salmeterol 50 micrograms twice daily',
      d: 'Add montelukast 10 mg daily',
    },
    correct: 'b',
    explanation:
      'The 2020 New Zealand adolescent and adult asthma guidelines, and the 2024 BTS/NICE/SIGN guideline, recommend an as-needed inhaled corticosteroid-formoterol anti-inflammatory reliever (AIR) for people aged 12 and over rather than SABA-only treatment, which is associated with more severe attacks. As-needed budesonide/formoterol reduces severe exacerbations compared with as-needed salbutamol and can be stepped up to maintenance-and-reliever therapy if control remains poor. A long-acting beta-agonist without an inhaled corticosteroid is unsafe in asthma, and montelukast is not first line.',
    reference: 'https://www.nice.org.uk/guidance/ng245',
  },
  {
    topics: ['Respiratory'],
    question:
      'A 68-year-old man with moderate COPD has had 3 days of increased breathlessness and a larger volume of green sputum than usual. He is alert, RR 22, SpO2 93% in air (baseline 94%), afebrile and able to manage at home. He has no drug allergies. Which antibiotic regimen is most appropriate?',
    answers: {
      a: 'No antibiotic, as COPD exacerbations are almost always viral',
      b: 'Ciprofloxacin 500 mg twice daily for 7 days',
      c: 'Amoxicillin 500 mg three times daily for 5 days',
      d: 'Amoxicillin with clavulanic acid 875/125 mg twice daily for 14 days',
    },
    correct: 'c',
    explanation:
      'Antibiotics help most in COPD exacerbations when sputum purulence increases together with more breathlessness or sputum volume, as here. The bpacnz guide recommends a five-day course of amoxicillin first line, with doxycycline as the alternative. Quinolones and broader-spectrum agents are reserved to limit resistance, and longer courses add adverse effects without benefit. A five-day course of oral prednisone is usually given as well.',
    reference: bpacAntibioticGuide,
  },
  {
    topics: ['Respiratory', 'Infectious diseases'],
    question:
      'A 45-year-old woman has had 4 days of fever, productive cough and right-sided pleuritic pain. She is alert, RR 22, BP 124/76 mmHg, HR 98, SpO2 96% in air, with crackles at the right base. She has no comorbidities or allergies. What is the most appropriate management?',
    answers: {
      a: 'Oral amoxicillin 1 g three times daily for 5 days, with review within 48 hours',
      b: 'Oral roxithromycin alone for 10 days',
      c: 'Refer to hospital for intravenous antibiotics',
      d: 'Oral amoxicillin 250 mg three times daily for 14 days',
    },
    correct: 'a',
    explanation:
      'Her CRB-65 score is 0 (no confusion, RR under 30, normal BP, age under 65), so she can be treated in the community. High-dose amoxicillin covers Streptococcus pneumoniae, the most likely pathogen, and five days is enough for most uncomplicated pneumonia if she is improving. A macrolide or doxycycline is added or substituted when an atypical organism is suspected or for penicillin allergy. Low-dose amoxicillin underdoses for pneumococcus, and long courses add harm without benefit.',
    reference: bpacAntibioticGuide,
  },
  {
    topics: ['Paediatrics', 'Respiratory'],
    question:
      'A 5-month-old boy born at term has had 3 days of coryza and cough, and today a wheeze. He is alert, RR 46, SpO2 97% in air, with mild subcostal recession and scattered crackles. He is taking about 80% of his usual feeds and has normal wet nappies. What is the most appropriate management?',
    answers: {
      a: 'A trial of salbutamol via spacer, continued if he improves',
      b: 'Oral prednisolone 1 mg/kg daily for 3 days',
      c: 'Oral amoxicillin for a possible secondary bacterial infection',
      d: 'Supportive care at home with clear safety-netting advice and a planned review',
    },
    correct: 'd',
    explanation:
      'This is mild bronchiolitis: there is no apnoea, hypoxia, severe recession, respiratory rate over 60 or poor feeding (under 50-75% of usual), so care at home is appropriate. Bronchodilators, corticosteroids and antibiotics do not improve outcomes in bronchiolitis and are not recommended. Explain that symptoms usually peak around days 3-5, and advise urgent review for pauses in breathing, increasing work of breathing, poor feeding or fewer wet nappies.',
    reference: 'https://www.nice.org.uk/guidance/ng9',
  },

  // Dermatology
  {
    topics: ['Dermatology'],
    question:
      'A 6-year-old girl has three small honey-crusted lesions around her nostrils, present for 2 days. She is otherwise well, with no fever or lymphadenopathy. What is the most appropriate first-line treatment?',
    answers: {
      a: 'Fusidic acid 2% cream three times daily for 7 days',
      b: 'Gentle removal of crusts, hygiene measures and hydrogen peroxide 1% cream two to three times daily for 5 days',
      c: 'Oral flucloxacillin for 7 days',
      d: 'Mupirocin 2% ointment three times daily for 14 days',
    },
    correct: 'b',
    explanation:
      'For localised impetigo, New Zealand guidance recommends hygiene measures and a topical antiseptic such as hydrogen peroxide 1% cream first line. Topical antibiotics such as fusidic acid are discouraged because their widespread use drove high rates of resistant Staphylococcus aureus in New Zealand. Oral antibiotics such as flucloxacillin are reserved for extensive lesions, systemic features or failure of topical treatment.',
    reference: 'https://dermnetnz.org/topics/impetigo',
  },
  {
    topics: ['Dermatology'],
    question:
      'A 30-year-old man has had 3 weeks of intense itch, worse at night, with papules and short burrows in his finger webs and on his wrists. His partner and their 4-year-old child have started itching. What is the most appropriate management?',
    answers: {
      a: 'Permethrin 5% cream for him and all household and close contacts at the same time, applied to all skin from the neck down (including scalp and face in the child), repeated after 7 days, with hot-washing of bedding and clothes',
      b: 'Permethrin 5% cream for him only, as his contacts have no visible burrows',
      c: 'A potent topical corticosteroid for 2 weeks, then reassess',
      d: 'An oral antihistamine and emollients, treating only if skin scrapings confirm mites',
    },
    correct: 'a',
    explanation:
      'Scabies is a clinical diagnosis, and all household and close contacts must be treated at the same time, even without symptoms, because they may be incubating mites. Permethrin is left on overnight and repeated after 7 days to kill newly hatched mites, and bedding and clothing are washed hot. Itch can persist for 2-4 weeks after successful treatment and does not by itself mean treatment failure. Topical steroids alone can mask the infestation and allow it to spread.',
    reference: 'https://dermnetnz.org/topics/scabies',
  },
  {
    topics: ['Dermatology'],
    question:
      'A 68-year-old man shows you a 7 mm firm, dome-shaped pink papule on his upper back that his wife first noticed 2 months ago and says has grown. It is symmetrical and evenly coloured. What is the most appropriate next step?',
    answers: {
      a: 'Reassure him: it is symmetrical and evenly coloured, so it does not meet the ABCD criteria for melanoma',
      b: 'Photograph it and review in 3 months',
      c: 'Arrange prompt excision biopsy (or urgent referral) because it is elevated, firm and growing',
      d: 'Treat with liquid nitrogen cryotherapy',
    },
    correct: 'c',
    explanation:
      'Nodular melanoma often lacks the classic ABCD features and may be amelanotic; the EFG rule (elevated, firm, growing for more than a month) is a better prompt. Nodular melanomas thicken rapidly, and tumour thickness is the main prognostic factor, so any new, growing, firm nodule should be excised promptly for histology. Monitoring delays diagnosis, and cryotherapy destroys the lesion without providing a specimen.',
    reference: 'https://dermnetnz.org/topics/nodular-melanoma',
  },
  {
    topics: ['Dermatology', 'Eye'],
    question:
      'A 74-year-old woman has had 2 days of burning pain and a vesicular rash over her right forehead and on the tip and side of her nose. Her right eye is red and watery and she has mild photophobia. What is the most appropriate management?',
    answers: {
      a: 'Oral aciclovir only if new vesicles are still appearing after 72 hours',
      b: 'Topical aciclovir cream and chloramphenicol eye drops, with review in a week',
      c: 'Oral prednisone alone to reduce the risk of post-herpetic neuralgia',
      d: 'Start an oral antiviral (e.g. aciclovir 800 mg five times daily for 7 days) and arrange same-day ophthalmology assessment',
    },
    correct: 'd',
    explanation:
      'This is herpes zoster ophthalmicus. Vesicles on the tip or side of the nose (Hutchinson sign) indicate nasociliary nerve involvement and a high risk of eye complications such as keratitis, uveitis and raised intraocular pressure. Oral antiviral treatment should start promptly (ideally within 72 hours, but it is still given later in ophthalmic zoster), and a red eye or visual symptoms need same-day ophthalmology review. Topical aciclovir cream has no role in shingles, and corticosteroids are not used on their own.',
    reference: 'https://dermnetnz.org/topics/herpes-zoster',
  },
  {
    topics: ['Infectious diseases', 'Dermatology'],
    question:
      'A 52-year-old man has a 2-day history of warm, tender, spreading erythema on his left shin. He is afebrile and systemically well, with no diabetes, no penicillin allergy and no abscess. He has fissured, scaling skin between his toes. What is the most appropriate management?',
    answers: {
      a: 'Oral amoxicillin for 10 days',
      b: 'Oral flucloxacillin for 5 days, mark the margin, elevate the leg, treat the interdigital tinea and review in 48 hours',
      c: 'Refer for intravenous cefazolin',
      d: 'Oral flucloxacillin for 14 days',
    },
    correct: 'b',
    explanation:
      'Uncomplicated cellulitis in a systemically well adult is usually caused by Streptococcus pyogenes or Staphylococcus aureus, and a five-day course of oral flucloxacillin is recommended first line in New Zealand, extended only if it is not settling. Amoxicillin has poor activity against S. aureus, and routine longer courses do not improve outcomes. Treating tinea pedis removes a common portal of entry and reduces recurrence. Intravenous treatment is reserved for systemic toxicity, rapid spread or failure of oral therapy.',
    reference: bpacAntibioticGuide,
  },

  // Paediatrics
  {
    topics: ['Paediatrics'],
    question:
      'A 2-year-old boy has had a barking cough and hoarse voice since last night, after 2 days of coryza. He has stridor only when crying, no stridor at rest and no recession, and he is alert and drinking. SpO2 is 98% in air. What is the most appropriate management?',
    answers: {
      a: 'Oral dexamethasone 0.15 mg/kg as a single dose, then home with safety-netting advice',
      b: 'Nebulised salbutamol and review in 1 hour',
      c: 'Oral amoxicillin for 5 days',
      d: 'No treatment, as corticosteroids are only used in severe croup',
    },
    correct: 'a',
    explanation:
      'This is mild croup. A single dose of oral dexamethasone (0.15 mg/kg in the Starship guideline) reduces symptom severity, return visits and admissions even in mild disease. Salbutamol has no role because croup causes upper airway (laryngotracheal) narrowing, not bronchospasm, and croup is viral, so antibiotics are not indicated. Advise parents to seek urgent care for stridor at rest, increasing work of breathing, drowsiness or difficulty swallowing.',
    reference: 'https://www.starship.org.nz/guidelines/croup/',
  },
  {
    topics: ['Paediatrics', 'Urgent care'],
    question:
      'A 7-week-old girl has a temperature of 38.4°C measured at home and confirmed in clinic. She is feeding reasonably well, is alert, and has no focus of infection on examination. She has not had any vaccinations in the past 48 hours. What is the most appropriate next step?',
    answers: {
      a: 'Paracetamol and review tomorrow if the fever persists',
      b: 'Urine dipstick, and if positive start oral cefalexin with review in 48 hours',
      c: 'Same-day referral to the hospital paediatric service for assessment',
      d: 'Reassure her parents because she looks well',
    },
    correct: 'c',
    explanation:
      'Infants under 3 months with a temperature of 38°C or higher are at high risk of serious bacterial infection such as UTI, bacteraemia or meningitis, and a well appearance is unreliable at this age. They need same-day hospital assessment, which usually includes blood and urine cultures and often a lumbar puncture. Community treatment of a presumed UTI, or antipyretics and watchful waiting, are not appropriate for this age group.',
    reference: 'https://www.nice.org.uk/guidance/ng143',
  },
  {
    topics: ['Paediatrics', 'Prescribing and pharmacology'],
    question:
      'A 3-year-old boy weighing 14 kg (within the normal range for his height) has a febrile illness and is miserable. His parents have paracetamol oral liquid 250 mg/5 mL at home. What is the correct dosing advice?',
    answers: {
      a: '8.4 mL every 4 hours, up to 6 doses in 24 hours',
      b: '4.2 mL every 2 hours while he has a fever',
      c: '2.1 mL four times daily',
      d: '4.2 mL every 4 to 6 hours if needed, no more than 4 doses in 24 hours',
    },
    correct: 'd',
    explanation:
      'The usual paediatric dose is 15 mg/kg per dose, up to four doses in 24 hours (maximum 60 mg/kg/day): 15 mg x 14 kg = 210 mg, which is 4.2 mL of a 250 mg/5 mL liquid (50 mg/mL). In overweight children the dose is based on ideal rather than actual body weight. Paracetamol is given to relieve distress rather than to normalise temperature, and parents should check other products for hidden paracetamol.',
    reference: 'https://bpac.org.nz/2018/paracetamol.aspx',
  },
  {
    topics: ['Ear, nose and throat', 'Paediatrics'],
    question:
      'A 3-year-old girl has had right ear pain for 24 hours after a cold. Her temperature is 38.0°C; she is alert, drinking and playing between bouts of pain. The right tympanic membrane is red and bulging; the left is normal and there is no discharge. She has no significant past history. What is the most appropriate management?',
    answers: {
      a: 'Amoxicillin immediately for 10 days',
      b: 'Regular analgesia (paracetamol or ibuprofen), safety-netting, and review or a delayed antibiotic prescription if she is not improving after 48 hours',
      c: 'Amoxicillin with clavulanic acid immediately for 5 days',
      d: 'Topical antibiotic ear drops',
    },
    correct: 'b',
    explanation:
      'Most acute otitis media resolves without antibiotics; analgesia is the mainstay, and antibiotics only modestly reduce pain at 2-3 days while causing diarrhoea and rash. Immediate antibiotics are considered for children who are systemically unwell, under 6 months, under 2 years with bilateral disease, or with otorrhoea or a higher risk of complications. If an antibiotic is needed, amoxicillin for 5 days is first line; ear drops have no role when the tympanic membrane is intact.',
    reference: bpacAntibioticGuide,
  },

  // Women's health
  {
    topics: ["Women's health"],
    question:
      'A 29-year-old woman is 20 weeks pregnant with her second child. She received a pertussis-containing (Tdap) vaccine during her first pregnancy 2 years ago and asks whether she needs another dose. What is the most appropriate advice?',
    answers: {
      a: 'No further dose is needed, because protection lasts at least 5 years',
      b: "Wait until after the birth and vaccinate the baby's household contacts instead",
      c: "Offer funded Tdap now; it is recommended in every pregnancy from 16 weeks' gestation",
      d: 'Give Tdap only in the final 2 weeks before her due date',
    },
    correct: 'c',
    explanation:
      "In New Zealand, Tdap is funded and recommended in every pregnancy from 16 weeks' gestation, ideally in the second trimester and at least 2 weeks before birth. Maternal antibody levels wane, so each pregnancy needs a boost for enough antibody to cross the placenta and protect the newborn until the infant's own doses at 6 weeks, 3 months and 5 months. Vaccinating close to delivery may not allow time for antibody transfer, and vaccinating household contacts alone protects the baby less well.",
    reference: immunisationHandbook,
  },
  {
    topics: ["Women's health"],
    question:
      'A 36-year-old woman does an HPV self-test through the National Cervical Screening Programme. The result is HPV 16 detected. She has no symptoms. What is the most appropriate next step?',
    answers: {
      a: 'Refer her directly for colposcopy',
      b: 'Repeat the HPV test in 12 months',
      c: 'Reassure her, as most HPV infections clear spontaneously, and return to 5-yearly screening',
      d: 'Treat with a course of topical imiquimod',
    },
    correct: 'a',
    explanation:
      'HPV types 16 and 18 carry the highest risk of high-grade cervical lesions and cancer, so under HPV primary screening a 16/18 result leads to direct referral for colposcopy, whatever the cytology. When other high-risk types are detected, liquid-based cytology is done next, and if it is normal or low grade the HPV test is repeated in 12 months. Self-testing is offered to people with a cervix aged 25-69 and is as accurate as a clinician-collected sample for detecting HPV.',
    reference:
      'https://www.tewhatuora.govt.nz/health-services-and-programmes/ncsp-hpv-screening/about/',
  },
  {
    topics: ["Women's health", 'Sexual health'],
    question:
      'A 23-year-old woman had unprotected vaginal intercourse 4 days (about 96 hours) ago. Her last menstrual period started 12 days ago and her cycles are regular. She is otherwise well and wants the most effective emergency contraception. What do you recommend?',
    answers: {
      a: 'Levonorgestrel 1.5 mg, as it is equally effective at any time up to 5 days',
      b: 'Nothing, because emergency contraception cannot be used more than 72 hours after intercourse',
      c: 'A combined oral contraceptive (Yuzpe) regimen',
      d: 'Insertion of a copper intrauterine device',
    },
    correct: 'd',
    explanation:
      'A copper IUD is the most effective emergency contraception (pregnancy rate about 1 in 1000) and can be inserted up to 5 days (120 hours) after unprotected intercourse, or up to 5 days after the earliest likely ovulation; it also provides ongoing contraception. Levonorgestrel is approved for use within 72 hours and its effectiveness falls with time. The Yuzpe regimen is less effective and causes more nausea. Offer STI testing and discuss ongoing contraception at the same visit.',
    reference:
      'https://health.govt.nz/system/files/2020-12/final_aotearoa_contraception_guidance.pdf',
  },
  {
    topics: ["Women's health"],
    question:
      'A 51-year-old woman with an intact uterus has had troublesome hot flushes and night sweats for 8 months; her last period was 10 months ago. Her BMI is 34 kg/m2 and she has no personal history of venous thromboembolism, breast cancer or liver disease. She would like hormone treatment. What is the most appropriate regimen?',
    answers: {
      a: 'Oral oestradiol alone',
      b: 'Transdermal oestradiol combined with a progestogen (oral, or via a levonorgestrel intrauterine system)',
      c: 'Oral oestradiol with a progestogen, because transdermal oestrogen is less effective for vasomotor symptoms',
      d: 'Vaginal oestriol cream alone',
    },
    correct: 'b',
    explanation:
      'Women with a uterus need a progestogen with oestrogen to prevent endometrial hyperplasia and cancer; oestrogen alone is only for women who have had a hysterectomy. Transdermal oestradiol does not increase venous thromboembolism risk above baseline, unlike oral oestrogen, so it is preferred when VTE risk is raised, for example with obesity. Transdermal and oral oestrogen are similarly effective for vasomotor symptoms, and vaginal oestrogen treats only genitourinary symptoms.',
    reference: 'https://www.nice.org.uk/guidance/ng23',
  },
  {
    topics: ["Women's health"],
    question:
      'A 41-year-old woman has had heavy but regular periods for a year, changing pads every 1-2 hours on heavy days. Pelvic examination is normal, she has no intermenstrual or postcoital bleeding and her cervical screening is up to date. Her haemoglobin is 112 g/L and ferritin is low. She also wants contraception. What is the most appropriate first-line treatment?',
    answers: {
      a: 'Norethisterone 5 mg three times daily, taken continuously',
      b: 'Referral for endometrial ablation',
      c: 'A levonorgestrel intrauterine system (52 mg), plus iron replacement',
      d: 'Tranexamic acid alone during menstruation',
    },
    correct: 'c',
    explanation:
      'For heavy menstrual bleeding without suspected structural or histological abnormality, the levonorgestrel intrauterine system is the most effective first-line medical treatment and also provides contraception. Tranexamic acid and NSAIDs are alternatives but give no contraceptive cover, and long-term high-dose norethisterone is not a first-line option. Iron deficiency should be treated. Endometrial ablation is a later option for women who have completed their families and in whom medical treatment has failed or is unsuitable.',
    reference: 'https://www.nice.org.uk/guidance/ng88',
  },

  // Mental health
  {
    topics: ['Mental health'],
    question:
      'A 19-year-old university student has moderate depression. After discussion she chooses to start fluoxetine 20 mg daily alongside counselling. She has no current suicidal plans. When should she next be reviewed?',
    answers: {
      a: 'Within about 1 week, because people under 25 have an increased risk of suicidal thoughts early in antidepressant treatment',
      b: 'At 6 weeks, when the full antidepressant effect can be judged',
      c: 'At 3 months, unless she contacts the practice sooner',
      d: 'Only if side effects occur, because fluoxetine has a long half-life',
    },
    correct: 'a',
    explanation:
      'Antidepressants are associated with a small increase in suicidal thinking and behaviour in young people, particularly early in treatment, so NICE recommends review about 1 week after starting for people aged 18-25 or at increased risk of suicide. Early review also checks for agitation or activation and supports adherence. Response is assessed at around 4-6 weeks, but waiting that long without contact misses the highest-risk period. Give her, and her whānau if she agrees, clear advice on how to get help if suicidal thoughts emerge.',
    reference: 'https://www.nice.org.uk/guidance/ng222',
  },
  {
    topics: ['Mental health'],
    question:
      'A 34-year-old man attends the day after an intentional paracetamol overdose, for which he was assessed and treated in the emergency department. He is now medically well. Your practice nurse suggests using a suicide risk-scoring questionnaire to decide whether he needs follow-up. What is the most appropriate approach?',
    answers: {
      a: 'Use the risk score, and if it is low, discharge him without follow-up',
      b: 'Refer on only if the risk score is high, as low scores reliably predict safety',
      c: 'Avoid asking directly about suicidal thoughts, as this may increase his risk',
      d: 'Do a compassionate psychosocial assessment of his needs and risks, develop a safety plan with him (and his whānau if he agrees) and arrange follow-up',
    },
    correct: 'd',
    explanation:
      'Risk assessment tools and scales predict suicide and repeat self-harm poorly, and NICE advises against using them, or low, medium and high risk categories, to decide who receives treatment or follow-up. Instead, carry out a person-centred psychosocial assessment of needs, stressors, protective factors and access to means, and agree a safety plan. Asking directly about suicidal thoughts does not increase risk and is essential. Everyone who has self-harmed should be offered follow-up.',
    reference: 'https://www.nice.org.uk/guidance/ng225',
  },
  {
    topics: ['Mental health', 'Prescribing and pharmacology'],
    question:
      'A 47-year-old woman taking sertraline 150 mg daily was prescribed tramadol 4 days ago for back pain. She now presents agitated and sweaty, with tremor, diarrhoea, HR 118, temperature 38.3°C, hyperreflexia and inducible ankle clonus, worse in her legs. What is the most likely diagnosis?',
    answers: {
      a: 'Neuroleptic malignant syndrome',
      b: 'Serotonin toxicity',
      c: 'Anticholinergic toxicity',
      d: 'Opioid withdrawal',
    },
    correct: 'b',
    explanation:
      'Rapid onset of neuromuscular excitation (clonus, hyperreflexia, tremor), autonomic instability and altered mental state after adding a serotonergic medicine is typical of serotonin toxicity; tramadol inhibits serotonin reuptake and interacts with SSRIs. Neuroleptic malignant syndrome develops over days after dopamine antagonists, with lead-pipe rigidity and reduced reflexes. Anticholinergic toxicity causes hot, dry skin and normal reflexes. Stop the serotonergic medicines and arrange urgent hospital assessment given her fever and tachycardia.',
    reference: nzFormulary,
  },
  {
    topics: ['Mental health'],
    question:
      'A 32-year-old man has had generalised anxiety disorder for a year, with marked functional impairment. He completed a guided self-help programme without benefit. He has no substance use problems. What is the most appropriate next step?',
    answers: {
      a: 'Regular diazepam 5 mg three times daily for 3 months',
      b: 'Low-dose quetiapine at night',
      c: 'Offer either individual cognitive behavioural therapy or an SSRI such as sertraline, according to his preference',
      d: 'Pregabalin as first-line medicine',
    },
    correct: 'c',
    explanation:
      'In stepped care for GAD, people with marked impairment or no response to low-intensity interventions should be offered a high-intensity psychological treatment (CBT or applied relaxation) or medicine, based on their preference. Sertraline is the recommended first-line medicine. Benzodiazepines should be avoided except briefly in a crisis because of dependence, and antipsychotics should not be used for GAD in primary care. Pregabalin is an option only if SSRIs and SNRIs are unsuitable, and it carries a risk of misuse.',
    reference: 'https://www.nice.org.uk/guidance/cg113',
  },

  // Musculoskeletal
  {
    topics: ['Musculoskeletal', 'Hauora Māori and Pacific health'],
    question:
      'A 44-year-old Samoan man has had three gout flares in the past 12 months; the latest has now settled. His serum urate is 0.52 mmol/L and eGFR is 58 mL/min/1.73 m2. He is keen to prevent further attacks. What is the most appropriate plan?',
    answers: {
      a: 'Dietary advice alone, starting allopurinol only if he develops tophi',
      b: 'Start allopurinol 300 mg daily, with no need to monitor urate',
      c: 'Wait until he has had at least two more flares, then discuss urate-lowering treatment',
      d: 'Start allopurinol at a low dose and increase it monthly until serum urate is below 0.36 mmol/L, with colchicine prophylaxis for the first months',
    },
    correct: 'd',
    explanation:
      'Recurrent flares are a clear indication for urate-lowering treatment, which bpacnz advises discussing from the first presentation; Māori and Pacific peoples are more likely to have early-onset, severe gout and are often undertreated. Allopurinol is started at a low dose adjusted for renal function and titrated every few weeks to a serum urate below 0.36 mmol/L, and doses above the renally adjusted starting dose are often needed. Low-dose colchicine (or an NSAID if suitable) for the first few months reduces flares triggered by starting treatment. Lifestyle change helps but rarely achieves the target alone.',
    reference: 'https://bpac.org.nz/2025/gout.aspx',
  },
  {
    topics: ['Musculoskeletal'],
    question:
      'A 38-year-old builder has had 10 days of low back pain after lifting, radiating into the left buttock but not below the knee. He has no weight loss, fever, history of cancer, saddle anaesthesia or bladder or bowel symptoms, and neurological examination is normal. What is the most appropriate management?',
    answers: {
      a: 'Reassurance, advice to stay active and keep up normal activities as able, and a short course of an oral NSAID if not contraindicated',
      b: 'Lumbar spine X-ray to exclude a fracture',
      c: 'MRI of the lumbar spine',
      d: 'Bed rest for 1 week with regular codeine',
    },
    correct: 'a',
    explanation:
      'Without red flags, acute low back pain is non-specific and usually improves within weeks; imaging does not change management and can cause harm through incidental findings and radiation. Staying active, self-management advice and, if needed, an oral NSAID at the lowest effective dose for the shortest time are recommended. Bed rest slows recovery and opioids are not recommended routinely. As the pain followed an injury, an ACC claim can support treatment such as physiotherapy.',
    reference: 'https://www.nice.org.uk/guidance/ng59',
  },
  {
    topics: ['Musculoskeletal', 'Urgent care'],
    question:
      'A 19-year-old man fell onto his outstretched right hand playing rugby yesterday. He has tenderness in the anatomical snuffbox and pain on axial compression of the thumb. Wrist X-rays including scaphoid views show no fracture. What is the most appropriate management?',
    answers: {
      a: 'Diagnose a wrist sprain, give analgesia and advise return to sport when comfortable',
      b: 'Crepe bandage and review only if pain persists after 6 weeks',
      c: 'Immobilise the wrist in a splint or cast and arrange further imaging (MRI, or repeat X-rays in 10-14 days)',
      d: 'Refer for immediate open reduction and internal fixation',
    },
    correct: 'c',
    explanation:
      "A significant proportion of scaphoid fractures are not visible on initial X-rays, and a missed fracture risks non-union and avascular necrosis because of the bone's retrograde blood supply. A suspected scaphoid fracture with normal X-rays should be immobilised and imaged further; NICE recommends MRI first, with CT or repeat X-rays if MRI is unavailable. Surgery is considered only for confirmed displaced or proximal pole fractures.",
    reference: 'https://www.nice.org.uk/guidance/ng38',
  },
  {
    topics: ['Musculoskeletal', 'Older adults'],
    question:
      'A 67-year-old woman has had right knee pain for 3 years, worse with activity, with morning stiffness lasting about 15 minutes. Examination shows crepitus and bony enlargement. Her BMI is 32 kg/m2. What is the most appropriate core management?',
    answers: {
      a: 'Arthroscopic lavage and debridement',
      b: 'A tailored therapeutic exercise programme and weight-loss support, with education about osteoarthritis',
      c: 'Regular codeine with paracetamol',
      d: 'Glucosamine sulfate daily',
    },
    correct: 'b',
    explanation:
      'Osteoarthritis can be diagnosed clinically, without imaging, in people aged 45 or over with activity-related joint pain and no morning stiffness or stiffness lasting 30 minutes or less. Therapeutic exercise (local muscle strengthening and general aerobic fitness) and weight loss if overweight are core treatments for everyone, supported by education. A topical NSAID is the first-line analgesic for knee osteoarthritis. Arthroscopic lavage, glucosamine and routine weak opioids are not recommended because of lack of benefit or harms.',
    reference: 'https://www.nice.org.uk/guidance/ng226',
  },

  // Endocrinology and diabetes
  {
    topics: ['Endocrinology and diabetes', 'Hauora Māori and Pacific health'],
    question:
      'A 48-year-old Māori woman has type 2 diabetes diagnosed 2 years ago. She has taken metformin 1 g twice daily regularly for the past year. Her HbA1c is 64 mmol/mol, eGFR 85 mL/min/1.73 m2 and urine ACR normal, and her 5-year CVD risk is 7%. She has no cardiovascular disease. What is the most appropriate next step?',
    answers: {
      a: 'Explain she is not eligible for funded empagliflozin because her 5-year CVD risk is under 15%',
      b: 'Continue metformin alone and repeat HbA1c in 12 months',
      c: 'Add empagliflozin, funded under Special Authority because she meets the Māori or Pacific ethnicity criterion',
      d: 'Start basal insulin',
    },
    correct: 'c',
    explanation:
      "Pharmac's Special Authority criteria for empagliflozin require an HbA1c above 53 mmol/mol despite at least 3 months of a glucose-lowering medicine, plus one high-risk criterion; Māori or Pacific ethnicity is a criterion in its own right, alongside CVD, high CVD risk, renal disease and early-onset diabetes. This equity-based criterion recognises the earlier onset and higher complication rates experienced by Māori and Pacific people with diabetes. SGLT2 inhibitors lower HbA1c and protect against heart failure and progression of kidney disease. Insulin is not the next step at this HbA1c.",
    reference: 'https://bpac.org.nz/2021/diabetes-management.aspx',
  },
  {
    topics: ['Endocrinology and diabetes', 'Prescribing and pharmacology'],
    question:
      'A 57-year-old man with type 2 diabetes takes empagliflozin with metformin. He phones on the first day of gastroenteritis: he is vomiting and struggling to keep fluids down. What is the most important advice about his diabetes medicines?',
    answers: {
      a: 'Temporarily stop empagliflozin and metformin until he has been eating and drinking normally for 24-48 hours, keep up fluids, and seek same-day review for abdominal pain, persistent vomiting or rapid breathing',
      b: 'Continue all his medicines and double the metformin dose to counter stress hyperglycaemia',
      c: 'Stop empagliflozin only if his capillary glucose rises above 15 mmol/L',
      d: 'Continue empagliflozin, because it only causes problems when combined with insulin',
    },
    correct: 'a',
    explanation:
      'SGLT2 inhibitors can cause diabetic ketoacidosis during acute illness, dehydration or reduced food intake, and this can occur with normal or only modestly raised glucose (euglycaemic DKA), so glucose levels cannot guide the decision. Sick-day advice is to withhold SGLT2 inhibitors, and metformin (because of the risk of lactic acidosis with dehydration and acute kidney injury), until eating and drinking normally. Ketone testing and urgent assessment are needed if he develops nausea, abdominal pain, rapid breathing or drowsiness.',
    reference: 'https://bpac.org.nz/2021/diabetes-management.aspx',
  },
  {
    topics: ['Endocrinology and diabetes'],
    question:
      'A 63-year-old woman has been stable on levothyroxine 100 micrograms daily for years. Her TSH has risen from 1.8 to 9.6 mU/L over 6 months, and she reports taking every dose. She recently started calcium carbonate and ferrous sulfate, which she takes together with the levothyroxine at breakfast. What is the most appropriate action?',
    answers: {
      a: 'Increase levothyroxine to 150 micrograms daily',
      b: 'Add liothyronine',
      c: 'Stop the calcium and iron permanently',
      d: 'Take levothyroxine on an empty stomach, at least 4 hours apart from the calcium and iron, then recheck TSH in about 6-8 weeks',
    },
    correct: 'd',
    explanation:
      'Calcium, iron, antacids and some other products bind levothyroxine in the gut and reduce its absorption, a common cause of a rising TSH in a previously stable patient. Levothyroxine should be taken on an empty stomach (for example 30-60 minutes before breakfast) and separated from these products by at least 4 hours. Correcting the timing avoids an unnecessary dose increase that could cause over-replacement once absorption recovers. TSH takes several weeks to reach a new steady state after any change.',
    reference: nzFormulary,
  },
  {
    topics: ['Eye', 'Endocrinology and diabetes'],
    question:
      'A 52-year-old Pacific man is diagnosed with type 2 diabetes after two HbA1c results of 58 and 61 mmol/mol. He has no visual symptoms. When should he be referred for diabetic retinal screening?',
    answers: {
      a: 'After 5 years, as retinopathy takes many years to develop',
      b: 'Now, at diagnosis',
      c: 'Only if he develops visual symptoms',
      d: 'Once his HbA1c has been above 64 mmol/mol for a year',
    },
    correct: 'b',
    explanation:
      'People with type 2 diabetes may have had undiagnosed hyperglycaemia for years and can already have retinopathy at diagnosis, so New Zealand guidance recommends referral for retinal screening when type 2 diabetes is diagnosed. Sight-threatening retinopathy is often asymptomatic until late, so symptoms cannot be relied on. Rescreening intervals are then set by the retinopathy grade and other risk factors.',
    reference:
      'https://www.tewhatuora.govt.nz/publications/diabetic-retinal-screening-grading-monitoring-and-referral-guidance',
  },

  // Gastroenterology
  {
    topics: ['Gastroenterology'],
    question:
      'A 38-year-old woman born in Tonga has had dyspepsia for 3 months with no red-flag features. Symptoms persist despite 4 weeks of omeprazole 20 mg daily and lifestyle changes. You decide to test for Helicobacter pylori. What is the most appropriate approach?',
    answers: {
      a: 'Request H. pylori serology while she continues omeprazole',
      b: 'Request a faecal antigen test now, without stopping omeprazole',
      c: 'Stop omeprazole for 2 weeks (and avoid antibiotics beforehand) and then do a faecal antigen test',
      d: 'Give eradication therapy empirically without testing',
    },
    correct: 'c',
    explanation:
      'Faecal antigen testing is the preferred test in New Zealand; serology is not recommended because it cannot distinguish current from past infection. PPIs reduce the bacterial load and can cause false-negative antigen results, so they should be stopped 2 weeks before testing, and recent antibiotics can also cause false negatives. Being born in Tonga increases her likelihood of infection, which makes testing appropriate. If positive, first-line eradication is omeprazole with amoxicillin and clarithromycin (or metronidazole) for 14 days.',
    reference: 'https://bpac.org.nz/2022/h-pylori.aspx',
  },
  {
    topics: ['Gastroenterology'],
    question:
      'A 64-year-old man presents with fatigue. His FBC shows haemoglobin 104 g/L with microcytosis, and ferritin is 5 micrograms/L. He has no abdominal symptoms, no change in bowel habit and no visible bleeding. He eats a normal diet and takes no NSAIDs or anticoagulants. What is the most appropriate management?',
    answers: {
      a: 'Start iron replacement and refer urgently for gastroscopy and colonoscopy',
      b: 'Start oral iron and recheck his FBC in 3 months, investigating only if he does not respond',
      c: 'Send him a faecal immunochemical test kit through the National Bowel Screening Programme',
      d: 'Arrange a dietary assessment, as iron deficiency is most likely nutritional',
    },
    correct: 'a',
    explanation:
      'Iron-deficiency anaemia in a man, or in a postmenopausal woman, should be assumed to be due to gastrointestinal blood loss until proven otherwise, and colorectal and upper gastrointestinal cancer must be excluded, usually with both upper and lower endoscopy; coeliac serology is also reasonable. A response to iron does not exclude malignancy. The National Bowel Screening Programme is for people without symptoms and is not the right pathway for someone with anaemia.',
    reference: 'https://www.nice.org.uk/guidance/ng12',
  },
  {
    topics: ['Gastroenterology'],
    question:
      'A 26-year-old woman with bloating and loose stools started a strict gluten-free diet 3 months ago and feels much better. She now wants to know whether she has coeliac disease. What is the most appropriate advice?',
    answers: {
      a: 'Request tissue transglutaminase IgA now; a negative result excludes coeliac disease',
      b: 'She needs to eat gluten in more than one meal every day for at least 6 weeks before serological testing',
      c: 'Her response to the diet confirms coeliac disease, so no testing is needed',
      d: 'Request HLA-DQ2/DQ8 typing; a positive result confirms the diagnosis',
    },
    correct: 'b',
    explanation:
      'Coeliac serology (tTG-IgA with total IgA) and duodenal biopsy are only reliable while the person is eating gluten, so a gluten challenge of at least 6 weeks is needed before testing. Improvement on a gluten-free diet is not diagnostic, as many people without coeliac disease feel better. HLA-DQ2/DQ8 testing has a high negative predictive value, but many people without coeliac disease carry these genes, so a positive result cannot confirm it. A firm diagnosis matters because of the lifelong diet, testing of relatives and complications such as osteoporosis.',
    reference: 'https://www.nice.org.uk/guidance/ng20',
  },
  {
    topics: ['Gastroenterology'],
    question:
      'A 58-year-old woman with known diverticular disease has 2 days of left iliac fossa pain and tenderness. She is afebrile, HR 82, tolerating fluids, and has no guarding, rectal bleeding or immunosuppression. What is the most appropriate management?',
    answers: {
      a: 'Refer for urgent CT and intravenous antibiotics',
      b: 'Oral amoxicillin with clavulanic acid for 10 days',
      c: 'Regular codeine and an immediate high-fibre diet',
      d: 'Paracetamol, clear fluids, safety-netting and review within 48 hours, without routine antibiotics',
    },
    correct: 'd',
    explanation:
      'Mild, uncomplicated diverticulitis in a systemically well, immunocompetent person can usually be managed without antibiotics, as trials show they do not speed recovery or prevent complications. Paracetamol is preferred for pain, because opioids and NSAIDs are associated with complications, and clear fluids are advised during the acute phase. Review within 48 hours, or sooner for fever, worsening pain, rectal bleeding or vomiting; antibiotics are used when there are systemic features or significant comorbidities. A high-fibre diet is advised after recovery.',
    reference: bpacAntibioticGuide,
  },

  // Infectious diseases
  {
    topics: ['Infectious diseases', 'Hauora Māori and Pacific health'],
    question:
      'A 12-year-old Māori girl from Porirua presents with a 2-day sore throat and fever. She lives in a crowded household and has no history of rheumatic fever. She has tonsillar exudate and tender anterior cervical lymph nodes. What is the most appropriate management?',
    answers: {
      a: 'Take a throat swab and start antibiotics only if it grows group A streptococcus',
      b: 'Take a throat swab and start empirical amoxicillin for 10 days without waiting for the result',
      c: 'Treat with amoxicillin for 5 days without a swab',
      d: 'Symptomatic treatment only, as most sore throats are viral',
    },
    correct: 'b',
    explanation:
      'She is at high risk of acute rheumatic fever (Māori ethnicity, aged 3-35 years and living in crowded conditions in the North Island), so New Zealand guidance recommends a throat swab and immediate empirical antibiotics rather than waiting for the result. A full 10-day course of amoxicillin, or a single intramuscular benzathine benzylpenicillin injection, is needed to eradicate group A streptococcus and prevent rheumatic fever; shorter courses are inadequate. Antibiotics can be stopped if the swab is negative. Symptomatic care alone suits people at low risk.',
    reference:
      'https://www.heartfoundation.org.nz/professionals/health-professionals/guidelines-on-rheumatic-fever-rheumatic-heart-disease-and-strep-a-sore-throat',
  },
  {
    topics: ['Infectious diseases'],
    question:
      'A 28-year-old man, born in New Zealand in 1997, learns that 48 hours ago he was in the same waiting room as a person with confirmed measles. He has no record of MMR vaccination and no history of measles. He is well, not immunocompromised and has no contraindication to live vaccines. What is the most appropriate action?',
    answers: {
      a: 'Give MMR vaccine now, within 72 hours of exposure, and work with the local public health service on quarantine advice',
      b: 'Give normal human immunoglobulin rather than MMR',
      c: 'Check measles serology after the incubation period and vaccinate only if it is negative',
      d: 'No action is needed because he has no symptoms',
    },
    correct: 'a',
    explanation:
      'MMR given within 72 hours of exposure may prevent or modify measles in a susceptible contact, and it provides long-term protection regardless. Normal human immunoglobulin (given within 6 days) is reserved for susceptible contacts who cannot receive a live vaccine, such as pregnant women, immunocompromised people and young infants. People born in New Zealand before 1969 are considered immune; others need two documented MMR doses. Measles is notifiable, and public health will advise on quarantine of susceptible contacts.',
    reference: immunisationHandbook,
  },
  {
    topics: ['Infectious diseases', 'Urgent care'],
    question:
      'An 18-year-old university hostel resident is brought to your clinic with 12 hours of fever, vomiting and headache. He is drowsy, with cold peripheries and a few non-blanching petechiae on his legs. An ambulance has been called. What is the most appropriate immediate action?',
    answers: {
      a: 'Wait for the ambulance, because antibiotics before a lumbar puncture will spoil the culture results',
      b: 'Give oral amoxicillin 1 g before transfer',
      c: 'Give ceftriaxone 2 g intravenously (or intramuscularly) straight away, without delaying transfer',
      d: 'Take blood cultures in the clinic and give antibiotics only after they are collected',
    },
    correct: 'c',
    explanation:
      'Suspected meningococcal disease is a medical emergency, and parenteral antibiotics should be given as soon as possible in primary care because delay increases mortality. bpacnz recommends ceftriaxone first line, with benzylpenicillin as the alternative, given intramuscularly if intravenous access cannot be obtained quickly. Do not delay treatment for investigations; cultures and PCR can still be done in hospital. Notify the Medical Officer of Health on suspicion so that close contacts can receive prophylaxis.',
    reference: bpacAntibioticGuide,
  },

  // Neurology
  {
    topics: ['Neurology'],
    question:
      'A 69-year-old man had 25 minutes of right arm weakness and difficulty finding words this morning. His symptoms resolved fully 2 hours ago. He is not taking anticoagulants and has no bleeding disorder, and his examination is now normal. What is the most appropriate management?',
    answers: {
      a: 'Calculate an ABCD2 score and refer urgently only if it is 4 or more',
      b: 'Give aspirin 300 mg now and arrange specialist assessment within 24 hours of symptom onset',
      c: 'Arrange an outpatient carotid Doppler and CT head within 2 weeks',
      d: 'Start warfarin and review in 1 week',
    },
    correct: 'b',
    explanation:
      'Stroke risk is highest in the first days after a TIA, so everyone with a suspected TIA should receive aspirin 300 mg immediately (unless contraindicated) and specialist assessment within 24 hours. Current guidance no longer uses ABCD2 or other scores to triage urgency, because they do not reliably identify low-risk patients. Anticoagulation is started only after specialist assessment and imaging, for example when AF is found. If symptoms are still present, treat as an acute stroke and call 111.',
    reference: 'https://www.nice.org.uk/guidance/ng128',
  },
  {
    topics: ['Neurology', 'Urgent care'],
    question:
      'A 44-year-old woman developed a sudden, severe occipital headache at the gym 3 hours ago; it reached maximum intensity within 1 minute and she vomited once. She now has a milder headache, neck stiffness and no focal neurological signs. What is the most appropriate management?',
    answers: {
      a: 'Sumatriptan, with review if not improved in 24 hours',
      b: 'Paracetamol and an NSAID, as exertional headache is usually benign',
      c: 'An outpatient MRI of the brain',
      d: 'Immediate hospital transfer for CT head, with lumbar puncture if the CT is non-diagnostic',
    },
    correct: 'd',
    explanation:
      'A thunderclap headache, peaking within about a minute, must be assumed to be subarachnoid haemorrhage until proven otherwise, especially with vomiting and neck stiffness. She needs same-day emergency assessment with CT, followed by lumbar puncture or CT angiography if the CT is normal and SAH is still suspected. Partial resolution of pain or a normal neurological examination does not exclude SAH. Triptans should not be given until vascular causes are excluded.',
    reference: 'https://www.nice.org.uk/guidance/cg150',
  },
  {
    topics: ['Neurology'],
    question:
      'A 35-year-old woman with migraine now has headache on 20 days a month. For the past 4 months she has taken sumatriptan on about 14 days a month and paracetamol on most other days. Neurological examination is normal. What is the most appropriate management?',
    answers: {
      a: 'Explain medication-overuse headache, advise stopping the overused medicines for at least 1 month, and consider starting migraine prophylaxis such as propranolol',
      b: 'Switch from sumatriptan to codeine with paracetamol',
      c: 'Increase each sumatriptan dose to 100 mg',
      d: 'Arrange an MRI brain before changing treatment',
    },
    correct: 'a',
    explanation:
      'Taking triptans on 10 or more days a month, or simple analgesics on 15 or more days a month, for over 3 months can cause medication-overuse headache. Management is withdrawal of all overused acute medicines for at least 1 month (triptans and simple analgesics can be stopped abruptly), with a warning that headache often worsens before it improves. Starting prophylaxis can help; propranolol suits many people, while topiramate is teratogenic. Opioids worsen medication-overuse headache, and imaging is not needed when the examination is normal and the pattern is typical.',
    reference: 'https://www.nice.org.uk/guidance/cg150',
  },

  // Renal and urology
  {
    topics: ['Renal and urology'],
    question:
      'A 57-year-old man with type 2 diabetes has a urine albumin:creatinine ratio of 14 mg/mmol on two samples 3 months apart. His eGFR is 64 mL/min/1.73 m2, BP 142/86 mmHg and potassium 4.4 mmol/L. He takes metformin only. Which additional treatment is most appropriate?',
    answers: {
      a: 'Amlodipine, as calcium channel blockers are first line in diabetic kidney disease',
      b: 'An ACE inhibitor combined with an ARB for maximal reduction of albuminuria',
      c: 'An ACE inhibitor (or an ARB if not tolerated) titrated to the maximum tolerated dose, with creatinine and potassium checked 1-2 weeks after starting',
      d: 'No change, rechecking the ACR in 12 months',
    },
    correct: 'c',
    explanation:
      'Persistent albuminuria in a person with diabetes indicates diabetic kidney disease and is treated with an ACE inhibitor or ARB, which reduce albuminuria and slow progression beyond their effect on blood pressure. A rise in creatinine of up to about 25-30% after starting is expected; check renal function and potassium after 1-2 weeks. Dual ACE inhibitor and ARB treatment increases hyperkalaemia and acute kidney injury without benefit. An SGLT2 inhibitor should also be considered for renal and cardiovascular protection.',
    reference: 'https://bpac.org.nz/2022/ckd.aspx',
  },
  {
    topics: ['Renal and urology', 'Prescribing and pharmacology'],
    question:
      'A 74-year-old woman with heart failure takes cilazapril, furosemide and metoprolol. She presents with an acute gout flare in her first metatarsophalangeal joint. Her eGFR is 48 mL/min/1.73 m2. Which treatment for the flare is most appropriate?',
    answers: {
      a: 'Diclofenac 50 mg three times daily for 5 days',
      b: 'A short course of oral prednisone',
      c: 'Naproxen, provided she increases her fluid intake',
      d: 'Ibuprofen, provided she withholds furosemide during the course',
    },
    correct: 'b',
    explanation:
      'Adding an NSAID to an ACE inhibitor (or ARB) and a diuretic, the so-called triple whammy, substantially increases the risk of acute kidney injury, particularly in older people with reduced eGFR, and NSAIDs also worsen heart failure. A short course of oral prednisone is an effective and safer option for her flare; low-dose colchicine can also be used with care in renal impairment. Extra fluids or stopping the diuretic do not make an NSAID safe here and may precipitate heart failure decompensation.',
    reference: 'https://bpac.org.nz/2018/triple-whammy.aspx',
  },
  {
    topics: ['Renal and urology', "Men's health"],
    question:
      'A 60-year-old man has 2 days of dysuria, frequency and urgency. He is afebrile with no loin pain, and rectal examination shows a non-tender prostate. He has no catheter and no known urological problems. What is the most appropriate management?',
    answers: {
      a: 'Trimethoprim for 3 days without urine culture',
      b: 'Urine dipstick only, treating if nitrites are positive',
      c: 'Ciprofloxacin for 28 days for presumed prostatitis',
      d: 'Send a midstream urine for culture, then start empirical trimethoprim or nitrofurantoin for 7 days',
    },
    correct: 'd',
    explanation:
      'UTIs in men are treated as complicated, so a midstream urine should be sent for culture and sensitivities before antibiotics are started. bpacnz recommends a 7-day course of trimethoprim or nitrofurantoin for lower UTI in men, rather than the shorter courses used in women. Prolonged quinolone courses are reserved for acute bacterial prostatitis, which presents with fever and a tender prostate. Investigate further, for example with renal tract imaging or urology referral, if infections recur or fail to respond.',
    reference: 'https://bpac.org.nz/2025/uti.aspx',
  },
  {
    topics: ['Renal and urology'],
    question:
      'A 41-year-old man has sudden severe left loin pain radiating to his groin, with nausea. Urine dipstick shows blood. He is afebrile, has normal renal function and has no contraindication to NSAIDs. What is the most appropriate first-line analgesia?',
    answers: {
      a: 'An NSAID such as diclofenac',
      b: 'Intramuscular morphine',
      c: 'Hyoscine butylbromide',
      d: 'Codeine with paracetamol',
    },
    correct: 'a',
    explanation:
      'NSAIDs are first-line analgesia for renal colic because they are at least as effective as opioids with fewer adverse effects, and they can be given by any route. Opioids are used when NSAIDs are contraindicated or insufficient, and antispasmodics are not recommended. Fever, a solitary or transplanted kidney, or uncontrolled pain need urgent hospital referral, because an obstructed infected kidney is a urological emergency. Most stones under 5 mm pass spontaneously.',
    reference: 'https://www.nice.org.uk/guidance/ng118',
  },

  // Men's health
  {
    topics: ["Men's health"],
    question:
      'A 55-year-old man with no urinary symptoms and no family history of prostate cancer asks you to check his prostate after a friend was diagnosed with prostate cancer. What is the most appropriate response?',
    answers: {
      a: 'Explain that PSA testing is not available in New Zealand for men without symptoms',
      b: 'Arrange annual PSA testing from now without further discussion',
      c: 'Discuss the potential benefits and harms of PSA testing, including overdiagnosis and overtreatment, so he can make an informed choice',
      d: 'Perform a digital rectal examination only, as it is more accurate than PSA',
    },
    correct: 'c',
    explanation:
      'New Zealand has no organised prostate cancer screening programme; asymptomatic men who ask should be supported to make an informed decision about testing. Potential benefits include a small reduction in prostate cancer mortality, while harms include false positives, biopsy complications, and overdiagnosis and overtreatment with effects on urinary and erectile function. If he chooses testing, PSA is interpreted against age-specific ranges; digital rectal examination alone is not a reliable screening test.',
    reference: 'https://bpac.org.nz/2020/prostate.aspx',
  },
  {
    topics: ["Men's health"],
    question:
      'A 63-year-old man with stable angina asks for sildenafil for erectile dysfunction. He takes aspirin, atorvastatin and metoprolol, and uses a glyceryl trinitrate (GTN) spray a few times a month. What is the most appropriate response?',
    answers: {
      a: 'Prescribe sildenafil 50 mg and advise him not to use GTN within 1 hour of a dose',
      b: 'Prescribe tadalafil instead, as it is safe with nitrates',
      c: 'Prescribe sildenafil and stop metoprolol',
      d: 'Do not prescribe a PDE5 inhibitor while he may need nitrates; discuss alternatives and review his cardiovascular care',
    },
    correct: 'd',
    explanation:
      'PDE5 inhibitors potentiate the hypotensive effect of nitrates, and the combination can cause severe hypotension, so they are contraindicated in people taking any nitrate, including as-needed GTN. Nitrates must be avoided for at least 24 hours after sildenafil and 48 hours after tadalafil, which is unsafe for someone who may need GTN for angina. Erectile dysfunction is also a marker of vascular disease, so review his cardiovascular risk and angina control; specialist advice can help with alternatives.',
    reference: nzFormulary,
  },
  {
    topics: ["Men's health"],
    question:
      'A 67-year-old man has a weak urinary stream, hesitancy and nocturia twice a night, which bother him. Digital rectal examination shows a smooth, moderately enlarged prostate, and urinalysis, creatinine and PSA are normal for his age. His post-void residual volume is low. What is the most appropriate medicine?',
    answers: {
      a: 'An alpha-blocker, such as doxazosin or tamsulosin',
      b: 'Oxybutynin',
      c: 'Finasteride alone, expecting improvement within 2 weeks',
      d: 'No medicine; refer urgently for transurethral resection of the prostate',
    },
    correct: 'a',
    explanation:
      'Alpha-blockers relax prostatic smooth muscle and are the first-line medicine for bothersome voiding symptoms from benign prostatic enlargement, usually helping within days to weeks. 5-alpha reductase inhibitors such as finasteride shrink the prostate but take 3-6 months to work and are added for larger prostates at risk of progression. Antimuscarinics such as oxybutynin treat storage symptoms, can precipitate retention and add anticholinergic burden in older men. Surgery is considered when medicines fail or complications develop.',
    reference: 'https://www.nice.org.uk/guidance/cg97',
  },

  // Sexual health
  {
    topics: ['Sexual health'],
    question:
      'A 20-year-old man has a positive Chlamydia trachomatis NAAT on a first-void urine sample from a routine sexual health check. He has no symptoms and no allergies. What is the most appropriate treatment?',
    answers: {
      a: 'Ceftriaxone 500 mg intramuscularly as a single dose',
      b: 'Amoxicillin 500 mg three times daily for 7 days',
      c: 'Doxycycline 100 mg twice daily for 7 days, with partner notification and a retest for reinfection in 3 months',
      d: 'No treatment unless symptoms develop',
    },
    correct: 'c',
    explanation:
      'Doxycycline for 7 days is first line for uncomplicated chlamydia in New Zealand because it is more effective than single-dose azithromycin, particularly for rectal infection; azithromycin is kept for pregnancy or when adherence is a concern. He should avoid sex for 7 days after starting treatment and until his partners have been treated. Partner notification and retesting at 3 months matter because reinfection is common. Ceftriaxone treats gonorrhoea, not chlamydia.',
    reference: bpacAntibioticGuide,
  },
  {
    topics: ['Sexual health'],
    question:
      'A 29-year-old man who has sex with men has had a single painless, indurated ulcer on his penile shaft for 10 days, with non-tender inguinal lymphadenopathy. What is the most appropriate management?',
    answers: {
      a: 'Oral aciclovir for presumed genital herpes, without testing',
      b: 'Syphilis serology and a lesion swab for Treponema pallidum PCR, empirical benzathine benzylpenicillin 2.4 million units intramuscularly, full STI and HIV testing, and partner notification',
      c: 'Topical antibiotic ointment and review in 2 weeks',
      d: 'Oral amoxicillin for 7 days',
    },
    correct: 'b',
    explanation:
      'A painless, indurated ulcer (chancre) with painless lymphadenopathy is typical of primary syphilis, which has increased markedly in New Zealand. Take serology and a lesion swab for PCR; serology can still be negative in early primary syphilis, so empirical treatment with a single dose of benzathine benzylpenicillin is appropriate when suspicion is high. Test for HIV and other STIs and arrange partner notification, ideally with support from a sexual health service. Genital herpes ulcers are usually multiple and painful.',
    reference: 'https://dermnetnz.org/topics/syphilis',
  },

  // Eye
  {
    topics: ['Eye'],
    question:
      'Four patients with a red eye are booked into your afternoon clinic. Which one most needs same-day ophthalmology assessment?',
    answers: {
      a: 'A 30-year-old with bilateral red eyes, sticky discharge and normal vision',
      b: 'A 22-year-old with itchy, watery eyes during the pollen season',
      c: 'A 60-year-old with a painless, well-demarcated subconjunctival haemorrhage after coughing, with normal vision and BP',
      d: 'A 25-year-old soft contact lens wearer with a painful red eye, photophobia, reduced vision and a white spot on the cornea',
    },
    correct: 'd',
    explanation:
      'Pain, photophobia, reduced visual acuity and a corneal opacity in a contact lens wearer suggest microbial keratitis (for example Pseudomonas or Acanthamoeba), which can cause permanent visual loss within days and needs same-day specialist care rather than empirical chloramphenicol. Bacterial conjunctivitis with normal vision is usually self-limiting, allergic conjunctivitis is treated with antihistamines or mast-cell stabilisers, and an isolated subconjunctival haemorrhage resolves on its own. Red flags in a red eye include pain, photophobia, reduced acuity and an abnormal pupil or cornea.',
    reference: bpacAntibioticGuide,
  },

  // Ear, nose and throat
  {
    topics: ['Ear, nose and throat'],
    question:
      'A 27-year-old swimmer has 3 days of right ear pain and itch. Pulling the pinna is painful, the ear canal is swollen and red with moist debris, and the tympanic membrane cannot be fully seen. She is afebrile, with no diabetes, immunosuppression or facial swelling. What is the most appropriate management?',
    answers: {
      a: 'Gentle aural toilet and topical antibiotic-corticosteroid ear drops (with a wick if the canal is very swollen), keeping the ear dry',
      b: 'Oral amoxicillin for 5 days',
      c: 'Oral flucloxacillin alone for 7 days',
      d: 'Aminoglycoside-containing drops, which are safe even if the drum is perforated',
    },
    correct: 'a',
    explanation:
      'Acute otitis externa is treated topically: clearing debris lets the drops reach the canal wall, and antibiotic-corticosteroid drops are effective, while oral antibiotics are reserved for spreading cellulitis or immunocompromised patients. When the tympanic membrane cannot be seen or may be perforated, avoid potentially ototoxic drops such as aminoglycosides and use a ciprofloxacin-containing preparation instead. Advise keeping water out of the ear during treatment. Severe pain, diabetes or cranial nerve signs raise concern for necrotising otitis externa.',
    reference: bpacAntibioticGuide,
  },
  {
    topics: ['Ear, nose and throat'],
    question:
      'A 35-year-old woman has had 5 days of nasal congestion, purulent nasal discharge and frontal pressure following a cold. She is afebrile, systemically well and starting to improve. What is the most appropriate management?',
    answers: {
      a: 'Amoxicillin 500 mg three times daily for 5 days',
      b: 'Amoxicillin with clavulanic acid for 10 days',
      c: 'Symptomatic treatment (saline irrigation, analgesia, possibly an intranasal corticosteroid) and review if symptoms last beyond 10 days or worsen',
      d: 'Refer for CT of the sinuses',
    },
    correct: 'c',
    explanation:
      'Acute rhinosinusitis is usually viral and self-limiting, and purulent discharge alone does not mean bacterial infection. Antibiotics are considered only for symptoms lasting more than 10 days without improvement, severe symptoms with high fever, or worsening after initial improvement (double sickening). Symptomatic measures are first line, and imaging is not needed for uncomplicated sinusitis. Periorbital swelling, visual change or severe headache need urgent referral.',
    reference: bpacAntibioticGuide,
  },
  {
    topics: ['Ear, nose and throat'],
    question:
      "A 48-year-old man woke this morning with marked hearing loss and tinnitus in his left ear. The ear canal and tympanic membrane look normal. Weber's test lateralises to the right ear and Rinne's test is positive on both sides. What is the most appropriate management?",
    answers: {
      a: 'A nasal decongestant for presumed Eustachian tube dysfunction, with review in 2 weeks',
      b: 'Same-day referral to ENT (to be seen within 24 hours) for suspected sudden sensorineural hearing loss',
      c: 'Routine audiology referral',
      d: 'Ear irrigation',
    },
    correct: 'b',
    explanation:
      'Weber lateralising to the unaffected ear with a positive Rinne on both sides indicates sensorineural loss on the left. Sudden sensorineural hearing loss (developing over 3 days or less) needs immediate ENT assessment, because early corticosteroid treatment may improve recovery, and a retrocochlear cause such as vestibular schwannoma must later be excluded with MRI. Treating it as Eustachian tube dysfunction or referring routinely loses the time-sensitive window.',
    reference: 'https://www.nice.org.uk/guidance/ng98',
  },

  // Older adults
  {
    topics: ['Older adults'],
    question:
      'A 79-year-old woman is brought by her daughter because of 12 months of gradually worsening forgetfulness and difficulty managing her finances. She lives alone. She takes oxybutynin for an overactive bladder and amitriptyline for sleep. What is the most appropriate initial step?',
    answers: {
      a: 'Cognitive assessment, review and reduction of anticholinergic medicines, and blood tests to look for contributing causes (e.g. FBC, electrolytes, calcium, glucose, TSH, B12 and folate)',
      b: 'Start donepezil today and review in 6 months',
      c: 'Reassure them that this is normal ageing',
      d: 'Refer for an urgent CT head before taking a history from her daughter',
    },
    correct: 'a',
    explanation:
      "Initial primary care assessment of suspected dementia includes a collateral history, a validated cognitive test, physical examination and blood tests to exclude reversible or contributing factors. Anticholinergic medicines such as oxybutynin and amitriptyline can impair cognition in older people and should be deprescribed where possible. Cholinesterase inhibitors are started only once a diagnosis of Alzheimer's or mixed dementia is established. Discuss safety, driving, finances and whānau support, including enduring powers of attorney, early.",
    reference: 'https://bpac.org.nz/2020/dementia.aspx',
  },
  {
    topics: ['Older adults'],
    question:
      'An 82-year-old man has taken zopiclone 7.5 mg nightly for 6 years. He has had two falls in the past 3 months. He is willing to try reducing it but is worried about sleeping badly. What is the most appropriate plan?',
    answers: {
      a: 'Stop zopiclone immediately because of his falls',
      b: 'Switch to quetiapine 25 mg at night',
      c: 'Continue zopiclone, since withdrawal rarely succeeds after long-term use',
      d: 'Agree a gradual dose reduction over weeks to months, supported by sleep hygiene and cognitive behavioural strategies for insomnia',
    },
    correct: 'd',
    explanation:
      'Benzodiazepines and Z-drugs increase the risk of falls, fractures and cognitive impairment in older people, so deprescribing is worthwhile. After long-term use, a gradual taper agreed with the patient minimises rebound insomnia and withdrawal symptoms, whereas abrupt stopping is not advised. Non-drug approaches such as cognitive behavioural therapy for insomnia support the taper, and many older people withdraw successfully. Quetiapine is not recommended for insomnia because of metabolic and other adverse effects.',
    reference: 'https://www.nice.org.uk/guidance/ng215',
  },

  // Hauora Māori and Pacific health
  {
    topics: ['Hauora Māori and Pacific health'],
    question:
      'You are using Te Whare Tapa Whā to guide a holistic review of a 52-year-old Māori man with poorly controlled diabetes and low mood. He tells you that returning to his ancestral maunga and awa, and taking part in karakia, restore him and make him feel grounded. Which dimension of Te Whare Tapa Whā does this most directly relate to?',
    answers: {
      a: 'Taha tinana (physical wellbeing)',
      b: 'Taha hinengaro (mental and emotional wellbeing)',
      c: 'Taha whānau (family and social wellbeing)',
      d: 'Taha wairua (spiritual wellbeing)',
    },
    correct: 'd',
    explanation:
      'Te Whare Tapa Whā, developed by Sir Mason Durie, describes health as a wharenui with four walls: taha tinana (physical), taha hinengaro (mental and emotional), taha whānau (family and social) and taha wairua (spiritual), resting on the whenua. Connection with ancestral land and waters and spiritual practice such as karakia sit within taha wairua. If any wall is weakened, wellbeing suffers, so supporting his wairua, for example through kaupapa Māori services, can sit alongside clinical diabetes and mood management.',
    reference: 'https://www.health.govt.nz/maori-health/maori-health-models/te-whare-tapa-wha',
  },
];
