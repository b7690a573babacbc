/** The knowledge base's articles (B§2.3): one a topic, each with its related topics. */

export const TOPIC_IDS = [
  'associates',
  'clients',
  'projects',
  'contacts',
  'tasks',
  'suppliers',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

interface ArticleSection {
  heading: string;
  paragraphs: string[];
}

export interface Article {
  id: TopicId;
  title: string;
  summary: string;
  sections: ArticleSection[];
  related: TopicId[];
}

export const ARTICLES: Record<TopicId, Article> = {
  associates: {
    id: 'associates',
    title: 'Associates',
    summary: 'The people who record their time in weekly timesheets.',
    sections: [
      {
        heading: 'What an associate is',
        paragraphs: [
          'An associate is a user who submits weekly timesheets against the projects and tasks they are assigned to. A week runs Saturday to Friday.',
        ],
      },
      {
        heading: 'Adding an associate',
        paragraphs: [
          'Administrators add associates from Users. Creating an associate sends them an invitation e-mail so that they can sign in and choose a password.',
          'Custom fields, each a label and a value, describe the associate further. They appear on the timecard e-mails sent for their time.',
        ],
      },
      {
        heading: 'Start and end dates',
        paragraphs: [
          "Give an associate a start date, an end date or both. Time cannot be submitted outside an associate's start and end dates.",
        ],
      },
      {
        heading: 'Projects and tasks',
        paragraphs: [
          "An associate must be assigned to a project before being assigned its tasks. The project's default task is assigned automatically and cannot be unselected.",
        ],
      },
      {
        heading: 'Suppliers',
        paragraphs: [
          "An associate provided by an outside organisation can have at most one supplier, and any number of that supplier's contacts.",
        ],
      },
    ],
    related: ['projects', 'contacts', 'tasks', 'suppliers'],
  },
  clients: {
    id: 'clients',
    title: 'Clients',
    summary: 'The companies you do work for.',
    sections: [
      {
        heading: 'What a client is',
        paragraphs: [
          'A client is a company you do work for. A client contains projects, contacts and tasks: every project, project contact and task belongs to exactly one client.',
        ],
      },
      {
        heading: 'Creating a client',
        paragraphs: [
          'When you create a client you can add its projects, its contacts, the links between those contacts and projects, and its tasks in one go. Nothing is saved until you submit the client.',
        ],
      },
      {
        heading: 'Archiving and deleting',
        paragraphs: [
          'Archive a client you no longer work for: it leaves the active list and can be unarchived at any time. Deleting a client cannot be undone.',
        ],
      },
    ],
    related: ['projects', 'contacts', 'tasks'],
  },
  projects: {
    id: 'projects',
    title: 'Projects',
    summary: 'The pieces of work associates record time against.',
    sections: [
      {
        heading: 'What a project is',
        paragraphs: [
          'A project belongs to one client. Associates record their time against a project and one of its tasks. A project can also name an end customer.',
        ],
      },
      {
        heading: 'The default task',
        paragraphs: [
          'Every project has an automatically created default task. It is assigned automatically to the associates assigned to the project and cannot be unselected. Default tasks cannot be edited.',
        ],
      },
      {
        heading: 'Contacts and timecard e-mails',
        paragraphs: [
          'A project needs no contact for time to be submitted, but timecard e-mails go out only once a contact is linked to the project.',
          'Adding a contact to a project that already has submitted timecards offers to send all outstanding timecards to that contact.',
        ],
      },
      {
        heading: 'Associates',
        paragraphs: [
          'Assign associates to the project from Users. Once an associate is on the project you can assign them its other tasks.',
        ],
      },
    ],
    related: ['clients', 'contacts', 'tasks', 'associates'],
  },
  contacts: {
    id: 'contacts',
    title: 'Contacts',
    summary: "The people at a client who receive associates' timecards.",
    sections: [
      {
        heading: 'What a contact is',
        paragraphs: [
          'A project contact is a person at a client who receives timecards by e-mail. A contact belongs to one client and can be linked to any of its projects as a Manager, a Backup Manager or an Additional Contact.',
        ],
      },
      {
        heading: 'Copy Only or Copy with Link',
        paragraphs: [
          'For each project, choose how the contact receives timecards. Copy Only (Copy Without Approval Link) sends a copy of each timecard. Copy with Link (Copy With Approval Link) adds a link to approve or reject the time without signing in. New links start as Manager with Copy With Approval Link.',
          "Timecard e-mails include the associate's custom fields.",
        ],
      },
      {
        heading: 'Outstanding timecards',
        paragraphs: [
          'Time can be submitted on a project without contacts, but no e-mails go out until a contact is linked. When you link a contact to a project that has submitted timecards, you are offered to send all outstanding timecards to them, or not.',
        ],
      },
    ],
    related: ['clients', 'projects', 'associates'],
  },
  tasks: {
    id: 'tasks',
    title: 'Tasks',
    summary: 'The activities within a project that time is booked to.',
    sections: [
      {
        heading: 'What a task is',
        paragraphs: [
          "A task belongs to a project, and so to the project's client. Each line of a timesheet is one project and task, with hours for each day from Saturday to Friday.",
        ],
      },
      {
        heading: 'The default task',
        paragraphs: [
          'Every project has an automatically created default task. It is assigned automatically to every associate on the project and cannot be unselected, edited, archived or deleted.',
        ],
      },
      {
        heading: 'Assigning tasks',
        paragraphs: [
          "An associate must be assigned to a project before being assigned its tasks. Time cannot be submitted outside an associate's start and end dates.",
        ],
      },
    ],
    related: ['clients', 'projects', 'associates'],
  },
  suppliers: {
    id: 'suppliers',
    title: 'Suppliers',
    summary: 'The outside organisations that provide associates.',
    sections: [
      {
        heading: 'What a supplier is',
        paragraphs: [
          'A supplier is an external organisation, such as an agency or a subcontractor, that supplies associates. A supplier has contacts: the people you deal with there.',
        ],
      },
      {
        heading: 'Suppliers and associates',
        paragraphs: [
          "An associate has at most one supplier and any number of that supplier's contacts. Choose them when you create or edit the associate in Users.",
        ],
      },
    ],
    related: ['associates'],
  },
};
