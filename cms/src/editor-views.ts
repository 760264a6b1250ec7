/**
 * Labels and help texts editors see in the admin panel's edit forms, kept in code so that every database shows
 * the same guidance. Strapi keeps these in its content-manager configuration; bootstrap/editor-views.ts writes them.
 */
export type FieldHelp = {
  label: string;
  description?: string;
  placeholder?: string;
  /** Set by the platform: shown to editors but not editable in the form. */
  readOnly?: boolean;
  /** A relation: the field of the related entry that names it, in lists and on the form. */
  mainField?: string;
};

export type EditorView = {
  /** The field shown for an entry in lists and relation pickers. */
  mainField?: string;
  defaultSortBy?: string;
  defaultSortOrder?: 'ASC' | 'DESC';
  /** Columns of the list view, left to right. */
  listColumns?: string[];
  fields: Record<string, FieldHelp>;
};

const ROLE_HELP =
  'General Workforce, Students & Educational, Law Enforcement, Government, Intelligence Community or Churches & NGOs.';

export const EDITOR_VIEWS: Record<string, EditorView> = {
  'api::domain.domain': {
    mainField: 'name',
    defaultSortBy: 'order',
    defaultSortOrder: 'ASC',
    listColumns: ['order', 'name', 'slug', 'homeModuleCount', 'totalHours'],
    fields: {
      name: { label: 'Name', description: 'As shown in menus and headings, e.g. Cyber Security.' },
      slug: {
        label: 'Page address',
        description:
          'The page lives at /<this value>, e.g. cyber-security. Changing it breaks links people have shared.',
      },
      order: { label: 'Menu position', description: '1 comes first in the Cyber Domains menu and on the home page.' },
      icon: { label: 'Icon', description: 'Shown on the home page card and in the menu.' },
      catalogueDomain: {
        label: 'Catalogue domain',
        description:
          'Courses with this domain in the catalogue belong to this page. Leave empty when the catalogue has no such domain (Cyber AI/ML).',
      },
      tagline: { label: 'Tagline', description: 'One line under the page title and on the home page card.' },
      summary: {
        label: 'Introduction',
        description: 'The paragraph at the top of the page: what the domain is and why it matters in PNG.',
      },
      homeModuleCount: {
        label: 'Module count on the home page',
        description:
          "The number shown in the home page's domain training list. Leave empty to leave this domain out of that list.",
      },
      totalHours: { label: 'Total training hours', description: "Shown in the page's hero, e.g. 18 Hours Training." },
      heroBadges: {
        label: 'Hero badges',
        description: 'Up to four short badges under the title, e.g. 4 Strategic Modules, GRC Specialist Track.',
      },
      modules: {
        label: 'Modules on the page',
        description: "Each module's title, description, level, hours and icon, in the order shown.",
      },
      courses: {
        label: 'Courses to take now',
        description:
          'Published courses of the catalogue this page lists as cards, in this order (e.g. the AI course on the Cyber AI/ML page). Leave empty to list none.',
      },
      audience: {
        label: 'Who it is for',
        description: 'One line per group of people, e.g. Risk and compliance officers.',
      },
      prerequisites: {
        label: 'Prerequisites',
        description: 'What a learner should have done or know first. One line each.',
      },
      strengths: {
        label: 'What you will be good at',
        description: 'Skills the learner gains, each with a short explanation.',
      },
      frameworkGroups: {
        label: 'Frameworks and laws',
        description: 'Groups of standards and laws, e.g. International: ISO 27001, NIST CSF.',
      },
      technologyGroups: { label: 'Technologies', description: 'Groups of tools and platforms the learner will use.' },
      notes: { label: 'Notes', description: 'Certification preparation, alignment with PNG law, and similar remarks.' },
    },
  },
  'api::course.course': {
    mainField: 'title',
    defaultSortBy: 'title',
    defaultSortOrder: 'ASC',
    listColumns: ['title', 'domain', 'difficulty', 'isFree', 'priceKina'],
    fields: {
      title: { label: 'Title', description: 'Short and concrete, e.g. Spot and Stop SMS and WhatsApp Scams.' },
      slug: {
        label: 'Address name',
        description:
          'Made from the title when you save (leave "course" as it is). Unique. Used to find the course when data is imported.',
      },
      description: {
        label: 'Description',
        description: 'Two or three sentences: what the learner will be able to do afterwards.',
      },
      domain: { label: 'Domain', description: 'The catalogue filter this course appears under.' },
      targetRoles: {
        label: 'Written for',
        description: `The learner categories this course suits: ${ROLE_HELP} Free courses are grouped by these on /free-courses.`,
      },
      difficulty: { label: 'Difficulty' },
      duration: {
        label: 'Duration',
        description: 'Total learning time as learners should read it, e.g. 2 hours.',
        placeholder: '2 hours',
      },
      objectives: {
        label: 'Learning objectives',
        description: 'What the learner will be able to do. One per line; the first three show on the free-course card.',
      },
      prerequisites: {
        label: 'Prerequisites',
        description: 'What the learner needs first. Leave empty when there is nothing.',
      },
      isFree: {
        label: 'Free course',
        description:
          'Yes: the course is free and listed on /free-courses. Choose No to charge for it, and set its price.',
      },
      priceKina: {
        label: 'Price (PGK)',
        description: 'Price in kina for a paid course. Required when "Free course" is No.',
      },
      coverImage: {
        label: 'Cover image',
        description: 'Optional. Keep it under 100 KB: most learners pay for every kilobyte.',
      },
      certificateTemplate: {
        label: 'Certificate template',
        description: 'What the completion certificate says and who signs it.',
      },
      skills: {
        label: 'Skills on the certificate',
        description:
          "Three or four short skills this course proves, printed on its certificate. When empty, the template's skills are used.",
      },
      modules: {
        label: 'Modules',
        description:
          'In the order learners take them: drag to reorder, or add a module here ("Create a relation" writes a new one without leaving the course). A new order reaches learners when the course is published.',
      },
    },
  },
  'api::course-module.course-module': {
    mainField: 'title',
    defaultSortBy: 'order',
    defaultSortOrder: 'ASC',
    listColumns: ['title', 'course', 'order', 'estimatedDuration'],
    fields: {
      title: { label: 'Title' },
      slug: {
        label: 'Address name',
        description:
          'Made from the title when you save (leave "course-module" as it is). Unique. Used to find the module when data is imported.',
      },
      description: {
        label: 'Summary',
        description: "One or two sentences shown in the course's module list, to everyone.",
      },
      estimatedDuration: { label: 'Estimated duration', placeholder: '20 minutes' },
      order: {
        label: 'Place in the course',
        description: "Set by the platform from the course's Modules list (1 is first): reorder modules on the course.",
        readOnly: true,
      },
      course: { label: 'Course' },
      lesson: {
        label: 'Lesson',
        description:
          'The lesson itself, shown only to enrolled learners. Use headings, short paragraphs and lists; write for someone reading on a phone.',
      },
      quiz: {
        label: 'Quiz',
        description:
          'Three to five questions. Set exactly one option per question as correct and explain the answer. A module without a quiz is finished by reading it. A long module may have more, asked a few at a time: see Questions per attempt.',
      },
      passMark: { label: 'Pass mark (%)', description: 'The quiz score a learner needs to finish the module.' },
      quizDraw: {
        label: 'Questions per attempt',
        description:
          'Leave empty to ask every question. For a long module, write more questions than this (a pool): each attempt asks this many of them, a different set each time, so a retry is not the same quiz. Learners are scored on the questions they are asked.',
        placeholder: 'Every question',
      },
      activityMinutes: {
        label: 'Activity minutes',
        description:
          'Minutes of exercises or templates the learner works through outside the lesson text. Added to the reading and quiz time when the duration is checked.',
      },
      firstPublishedOn: {
        label: 'First published on',
        description:
          'Set by the platform the first time the module is published. Learners who enrolled before see it marked New.',
        readOnly: true,
      },
      downloadBytes: {
        label: 'Download size (bytes)',
        description:
          'Measured by the platform when the lesson is saved; learners see it in KB with its cost on prepaid data.',
        readOnly: true,
      },
      quizQuestions: {
        label: 'Quiz questions',
        description:
          'Counted by the platform when the quiz is saved: the questions a learner answers in one attempt (Questions per attempt, when set). A module with none is listed to learners as a lesson only, finished with Mark as Read.',
        readOnly: true,
      },
    },
  },
  'api::awareness-alert.awareness-alert': {
    mainField: 'title',
    defaultSortBy: 'reportedOn',
    defaultSortOrder: 'DESC',
    listColumns: ['title', 'category', 'reportedOn', 'featuredOnHome', 'showCount'],
    fields: {
      title: {
        label: 'Title',
        description: 'Name the threat plainly, e.g. Fake BSP text messages asking for your PIN.',
      },
      slug: {
        label: 'Address name',
        description:
          'Made from the title when you save (leave "awareness-alert" as it is). Unique. Used to find the alert when data is imported.',
      },
      category: {
        label: 'Category',
        description:
          'Critical: happening now and harmful. High Risk: likely to reach people soon. Emerging: new, worth knowing.',
      },
      description: {
        label: 'What is happening',
        description: 'What people will see, who is targeted, what the criminals want.',
      },
      protectionTip: {
        label: 'Protection tip',
        description:
          'One clear action. When empty, the card says: Stay vigilant and follow basic cybersecurity practices.',
      },
      source: { label: 'Source', description: 'Who reported it. When empty, the card says Kundu Threat Intelligence.' },
      sourceUrl: {
        label: 'Source link',
        description: 'A web address starting with https:// for the Read Source link.',
      },
      reportedOn: {
        label: 'Reported on',
        description: 'The date shown on the card. When empty, the date the alert was created.',
      },
      showCount: {
        label: 'Times viewed',
        description: 'How many times visitors were shown this alert. Counted by the platform.',
        readOnly: true,
      },
      featuredOnHome: {
        label: 'Show on the home page',
        description: 'The home page shows up to three alerts set to Yes, newest first.',
      },
    },
  },
  'api::help-contact.help-contact': {
    mainField: 'name',
    defaultSortBy: 'order',
    defaultSortOrder: 'ASC',
    listColumns: ['name', 'confirmation', 'phone', 'lastCheckedAt', 'checkedBy'],
    fields: {
      name: { label: 'Name', description: 'As learners know it, e.g. RPNGC Cybercrime Unit.' },
      key: {
        label: 'Key',
        description:
          'Made from the name. Lessons, FAQs and alerts name the contact by it, as {{contact:KEY}}; change it only with them.',
      },
      purpose: { label: 'What for', description: 'When a learner should contact them, in one or two short sentences.' },
      phone: { label: 'Phone', description: 'Only a number you have checked yourself, as learners should dial it.' },
      email: { label: 'Email' },
      website: { label: 'Website', description: 'A web address starting with https://.' },
      hours: { label: 'Hours', description: 'When someone answers, e.g. Monday to Friday, 8 am to 4 pm.' },
      order: { label: 'Order', description: 'Smaller numbers come first on the Report a Cyber Incident page.' },
      lastCheckedAt: {
        label: 'Last checked on',
        description:
          'The day a person called or wrote to confirm these details. Learners see the contact only once this date and Checked by are both filled in and it is published.',
      },
      checkedBy: { label: 'Checked by', description: 'The name of the person who checked.' },
      confirmation: {
        label: 'Check',
        description:
          'Set for you: Confirmed once Last checked on and Checked by are filled in, To be confirmed until then.',
        readOnly: true,
      },
    },
  },
  'api::faq.faq': {
    mainField: 'question',
    defaultSortBy: 'topic',
    defaultSortOrder: 'ASC',
    listColumns: ['question', 'topic', 'link'],
    fields: {
      question: {
        label: 'Question',
        description: 'As a learner would ask it, e.g. How do I get my certificate?',
      },
      slug: {
        label: 'Address name',
        description: 'Made from the question. Used to find the FAQ when seed data is loaded.',
      },
      topic: {
        label: 'Topic',
        description: 'Registration, courses, certificates, support, reporting (cybercrime and scams) or safety.',
      },
      answer: {
        label: 'Answer',
        description:
          'Plain text, short sentences. Kumul, the assistant, gives it word for word. Write {supportEmail} where the support address should appear; a site page as /courses and web addresses as https://... become links.',
      },
      keywords: {
        label: 'Other words learners use',
        description: 'Separated by commas, e.g. sign up, join, enrol, Tok Pisin words. Helps Kumul find this answer.',
      },
      link: {
        label: 'Where to go next',
        description: 'A page of this site such as /auth/register, or a web address starting with https://.',
      },
      linkTitle: {
        label: 'Name of that page',
        description: 'Shown with the link, e.g. Create an account. When empty, the question is shown.',
      },
    },
  },
  'api::certificate-template.certificate-template': {
    mainField: 'name',
    listColumns: ['name', 'organizationName', 'issuerName'],
    fields: {
      name: { label: 'Template name', description: 'For editors only, e.g. Standard completion certificate.' },
      organizationName: { label: 'Issuing organisation' },
      issuerName: { label: 'Signed by' },
      issuerTitle: { label: "Signer's title" },
      wording: {
        label: 'Wording',
        description: "The sentence under the recipient's name, e.g. has successfully completed the course.",
      },
      defaultSkills: { label: 'Skills listed', description: 'Listed on every certificate issued with this template.' },
    },
  },
  'api::certificate.certificate': {
    mainField: 'verificationCode',
    defaultSortBy: 'completionDate',
    defaultSortOrder: 'DESC',
    listColumns: ['verificationCode', 'recipientName', 'courseName', 'completionDate', 'revoked'],
    // As issued: only Revoked and its reason change, for every role (ADR 0037); the learner corrects their own name.
    fields: {
      verificationCode: {
        label: 'Certificate ID',
        description: 'Set by the platform when the certificate is issued. Anyone with it can view the certificate.',
        readOnly: true,
      },
      revoked: {
        label: 'Revoked',
        description:
          'Yes revokes the certificate (cheating, a mistake): its page then says Revoked, with the date. No restores it. Both are recorded in its history, with your name. Nothing else on a certificate can be changed.',
      },
      revokedAt: {
        label: 'Revoked on',
        description: 'Set by the platform when Revoked is set to Yes.',
        readOnly: true,
      },
      revocationReason: {
        label: 'Reason for revoking',
        description: 'Given when you revoke it. For staff only; never shown on the public page. Kept in the history.',
      },
      reissuedAt: {
        label: 'Re-issued on',
        description: 'Set when the learner corrected their name; the certificate then shows this date.',
        readOnly: true,
      },
      history: {
        label: 'History',
        description:
          'What happened to this certificate, when and by whom: re-issues with the name it carried before, revocations and restorations.',
        readOnly: true,
      },
      organizationName: { label: 'Issuing organisation', readOnly: true },
      recipientName: {
        label: 'Recipient',
        description:
          'As issued. The learner corrects it on their certificate page; the old name is kept in the history.',
        readOnly: true,
      },
      courseName: { label: 'Course', readOnly: true },
      courseDescription: { label: 'Course description', readOnly: true },
      completionDate: { label: 'Completed on', readOnly: true },
      duration: { label: 'Duration', readOnly: true },
      skills: { label: 'Skills', readOnly: true },
      issuerName: { label: 'Signed by', readOnly: true },
      issuerTitle: { label: "Signer's title", readOnly: true },
      certificateUrl: { label: 'Certificate address', readOnly: true },
      language: {
        label: 'Language',
        description:
          'The language its own words are printed in: the one the learner chose on the site when they completed the course (en English, tpi Tok Pisin).',
        readOnly: true,
      },
      courseLanguage: {
        label: 'Language of the course text',
        description:
          "tpi when its course name, description and skills come from the course's Tok Pisin version; en otherwise.",
        readOnly: true,
      },
      user: { label: 'Learner', mainField: 'email', readOnly: true },
      course: { label: 'Course record', mainField: 'title', readOnly: true },
      enrollment: { label: 'Enrolment', mainField: 'courseTitle', readOnly: true },
    },
  },
  'api::enrollment.enrollment': {
    mainField: 'courseTitle',
    defaultSortBy: 'enrolledAt',
    defaultSortOrder: 'DESC',
    listColumns: ['user', 'course', 'progress', 'enrolledAt', 'completedAt'],
    fields: {
      user: { label: 'Learner', mainField: 'email' },
      course: { label: 'Course' },
      courseTitle: {
        label: 'Course title',
        description: "Kept by the platform: the course's title as learners see it now.",
        readOnly: true,
      },
      courseDocumentId: { label: 'Course ID', description: 'Kept by the platform.', readOnly: true },
      progress: {
        label: 'Progress (%)',
        description: "Finished modules out of the course's published modules, as of the learner's last action.",
        readOnly: true,
      },
      enrolledAt: { label: 'Enrolled on', readOnly: true },
      completedAt: { label: 'Completed on', description: 'Empty while the course is in progress.', readOnly: true },
      accessCode: { label: 'Access code used', description: 'For a paid course: the code the learner enrolled with.' },
      moduleProgress: { label: 'Module progress' },
      certificate: { label: 'Certificate', mainField: 'verificationCode' },
    },
  },
  'api::module-progress.module-progress': {
    listColumns: ['enrollment', 'courseModule', 'attempts', 'bestScore', 'finishedAt'],
    fields: {
      enrollment: {
        label: 'Enrolment (course)',
        description: 'The enrolment this progress belongs to, named by its course.',
        mainField: 'courseTitle',
      },
      courseModule: { label: 'Module', mainField: 'title' },
      moduleDocumentId: { label: 'Module ID', readOnly: true },
      attempts: { label: 'Quiz attempts', readOnly: true },
      bestScore: { label: 'Best quiz score (%)', readOnly: true },
      lastAttemptAt: { label: 'Last attempt', readOnly: true },
      lastAnswers: {
        label: 'Answers of the last attempt',
        description:
          'Kept so that the same quiz form sent twice (a double press on a slow network) counts once. Options are numbered as the editor ordered them.',
        readOnly: true,
      },
      finishedAt: {
        label: 'Finished on',
        description: 'When the learner passed the quiz, or marked a module without a quiz as read.',
        readOnly: true,
      },
    },
  },
  'api::access-code.access-code': {
    mainField: 'code',
    defaultSortBy: 'createdAt',
    defaultSortOrder: 'DESC',
    listColumns: ['code', 'course', 'note', 'timesUsed', 'maxUses', 'expiresAt'],
    fields: {
      code: {
        label: 'Code',
        description:
          'Leave empty and save: a 12-character code that is hard to guess is made for you. Give it to the learner or organisation that paid. Learners may type it with spaces or dashes.',
      },
      course: { label: 'Course', description: 'The paid course this code unlocks (one course per code).' },
      maxUses: {
        label: 'Number of learners',
        description: '1 for a single learner; more for an organisation buying seats (e.g. 30 for a church group).',
      },
      timesUsed: { label: 'Used so far', description: 'Counted by the platform as learners enrol.', readOnly: true },
      expiresAt: { label: 'Valid until', description: 'Optional. After this date and time the code no longer works.' },
      note: {
        label: 'Who it is for',
        description: 'For editors, e.g. "Lae United Church, 30 seats, paid by bank transfer 12 Nov".',
      },
      enrollments: { label: 'Learners who used it', readOnly: true },
      organisation: {
        label: 'Organisation (sponsored seats)',
        description:
          'Optional. Choose the organisation that paid: its administrators then see these seats, and members it assigns the course to enrol without typing the code.',
      },
    },
  },
  'api::organisation.organisation': {
    mainField: 'name',
    defaultSortBy: 'name',
    defaultSortOrder: 'ASC',
    listColumns: ['name', 'kind', 'province', 'contactName'],
    fields: {
      name: { label: 'Name', description: 'As members know it, e.g. Lae United Church. At most 120 characters.' },
      kind: { label: 'Kind', description: 'Church, NGO, government department, company or school.' },
      province: {
        label: 'Province',
        description: "Where it is based. New members' branch is this province unless their administrator sets another.",
      },
      contactName: { label: 'Contact person', description: 'For Kundu staff: who to call about seats and invoices.' },
      contactEmail: { label: 'Contact email' },
      contactPhone: { label: 'Contact phone' },
      invitationsPerDay: {
        label: 'Invitations per day',
        description:
          "How many invitations (emails or WhatsApp messages) its member imports may send in 24 hours. Leave empty for the platform's figure (500); raise it for a large organisation onboarding thousands.",
      },
      administrators: {
        label: 'Administrators',
        description:
          "The email addresses of the people who manage this organisation on the site (members, groups, courses, reports). They sign in with that email; someone not registered yet becomes an administrator when they register with it. Administrators see their own members' names, emails and progress in assigned courses, nothing else.",
      },
      accessCodes: {
        label: 'Sponsored seats (access codes)',
        description:
          'Access codes this organisation paid for. Create them under Access code and choose this organisation there.',
        readOnly: true,
      },
    },
  },
  'api::news-source.news-source': {
    mainField: 'name',
    listColumns: ['name', 'feedUrl', 'enabled'],
    fields: {
      name: {
        label: 'Outlet',
        description: "Shown on the ticker's badge. CNN, BBC, Fox News, Reuters and Wall Street Journal get their logo.",
      },
      feedUrl: {
        label: 'News feed address (RSS or Atom)',
        description:
          'A web address starting with https://. Only cyber security headlines are imported (breaches, ransomware, phishing, scams, malware, hacking and the like); other news is left out.',
      },
      enabled: { label: 'Import headlines', description: 'Choose No to stop importing from this feed.' },
    },
  },
  'api::alert-source.alert-source': {
    mainField: 'name',
    listColumns: ['name', 'feedUrl', 'enabled', 'category'],
    fields: {
      name: {
        label: 'Source',
        description: 'Who publishes the advisories, e.g. "PNG National CERT". Shown as the alert\'s source.',
      },
      feedUrl: {
        label: 'Advisory feed address (RSS or Atom)',
        description:
          'New advisories arrive as draft awareness alerts under Awareness alert, for you to check, add a protection tip and publish. Nothing is published on its own.',
      },
      enabled: { label: 'Import advisories', description: 'Choose No to stop importing from this feed.' },
      category: {
        label: 'Category of imported alerts',
        description: 'Each draft starts in this category; change it on the alert before publishing.',
      },
    },
  },
  'api::news-item.news-item': {
    mainField: 'title',
    defaultSortBy: 'sourcePublishedAt',
    defaultSortOrder: 'DESC',
    listColumns: ['title', 'source', 'sourcePublishedAt'],
    fields: {
      title: { label: 'Headline' },
      url: { label: 'Article address' },
      source: { label: 'Outlet' },
      sourcePublishedAt: { label: 'Published by the outlet on' },
      newsSource: { label: 'Imported from' },
    },
  },
  'api::identity-document.identity-document': {
    mainField: 'originalName',
    listColumns: ['originalName', 'user', 'kind', 'mimeType', 'createdAt'],
    fields: {
      user: { label: 'Owner', mainField: 'email' },
      kind: { label: 'Document type', description: 'Government ID or an additional document.' },
      storageKey: { label: 'Storage key', description: 'Where the file is kept. Set by the platform.', readOnly: true },
      originalName: { label: 'File name as uploaded' },
      mimeType: { label: 'File type' },
      sizeBytes: { label: 'Size (bytes)' },
    },
  },
  'api::account-session.account-session': {
    mainField: 'device',
    defaultSortBy: 'lastSeenAt',
    defaultSortOrder: 'DESC',
    listColumns: ['user', 'device', 'lastSeenAt', 'expiresAt'],
    fields: {
      user: { label: 'Learner' },
      tokenHash: {
        label: 'Token fingerprint',
        description: 'A hash of the session cookie. The cookie itself is never stored.',
        readOnly: true,
      },
      lastSeenAt: { label: 'Last used' },
      expiresAt: { label: 'Ends at the latest' },
      device: { label: 'Device', description: 'The browser that signed in, as it described itself.' },
    },
  },
  'plugin::users-permissions.user': {
    mainField: 'email',
    listColumns: ['email', 'firstName', 'lastName', 'audienceRole', 'organization', 'confirmed', 'blocked'],
    fields: {
      firstName: { label: 'First name' },
      lastName: { label: 'Last name' },
      mobilePhone: { label: 'Mobile phone', description: 'Used for WhatsApp password reset links. Private.' },
      audienceRole: { label: 'Learner category', description: ROLE_HELP },
      organization: { label: 'Organisation', description: 'Optional: employer, school, church or NGO.' },
      hasConsentedToDataUse: { label: 'Consented to data use' },
      consentedToDataUseAt: { label: 'Consented on' },
      profilePhotoKey: {
        label: 'Profile photo',
        description: "Where the learner's photo is stored. Set by the platform.",
        readOnly: true,
      },
      identityDocuments: {
        label: 'Identity documents',
        description: 'Private: visible to the owner and administrators only.',
      },
    },
  },
};

export const COMPONENT_VIEWS: Record<string, EditorView> = {
  'shared.text-item': { mainField: 'text', fields: { text: { label: 'Text' } } },
  'shared.feature': {
    mainField: 'title',
    fields: { title: { label: 'Heading' }, description: { label: 'Explanation' } },
  },
  'domain.page-module': {
    mainField: 'title',
    fields: {
      title: { label: 'Title' },
      description: { label: 'Description' },
      level: { label: 'Level', description: 'Expert badges are red, Advanced dark, the others grey.' },
      hours: { label: 'Hours' },
      icon: { label: 'Icon' },
    },
  },
  'domain.item-group': {
    mainField: 'title',
    fields: { title: { label: 'Group title', description: 'e.g. PNG laws and policies' }, items: { label: 'Items' } },
  },
  'course.audience': { mainField: 'role', fields: { role: { label: 'Learner category', description: ROLE_HELP } } },
  'quiz.question': {
    mainField: 'prompt',
    fields: {
      prompt: { label: 'Question' },
      options: { label: 'Answer options', description: 'Two to six options; exactly one is correct.' },
      explanation: { label: 'Explanation', description: 'Shown after answering: why the correct option is right.' },
    },
  },
  'quiz.option': {
    mainField: 'text',
    fields: { text: { label: 'Answer' }, isCorrect: { label: 'This is the correct answer' } },
  },
  'organisation.administrator': {
    mainField: 'email',
    fields: {
      email: {
        label: 'Email',
        description: 'The email this person signs in with, e.g. pastor.kila@example.org. Stored in lower case.',
      },
    },
  },
  'certificate.history-entry': {
    mainField: 'event',
    fields: {
      event: { label: 'What happened', readOnly: true },
      at: { label: 'When', readOnly: true },
      previousRecipientName: { label: 'Name before', readOnly: true },
      note: { label: 'Note', readOnly: true },
      by: { label: 'By', description: 'The staff member or the learner who made the change.', readOnly: true },
    },
  },
};
