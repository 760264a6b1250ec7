import type { Schema, Struct } from '@strapi/strapi';

export interface CertificateHistoryEntry extends Struct.ComponentSchema {
  collectionName: 'components_certificate_history_entries';
  info: {
    description: 'Something that happened to an issued certificate: re-issued under a corrected name, revoked, restored; when and by whom.';
    displayName: 'Certificate history entry';
    icon: 'clock';
  };
  attributes: {
    at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    by: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    event: Schema.Attribute.Enumeration<['reissued', 'revoked', 'restored']> & Schema.Attribute.Required;
    note: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    previousRecipientName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
  };
}

export interface CourseAudience extends Struct.ComponentSchema {
  collectionName: 'components_course_audiences';
  info: {
    description: 'One of the six learner categories this course is written for.';
    displayName: 'Target role';
    icon: 'user';
  };
  attributes: {
    role: Schema.Attribute.Enumeration<
      [
        'general_workforce',
        'student_educational',
        'law_enforcement',
        'government',
        'intelligence_community',
        'churches_ngos',
      ]
    > &
      Schema.Attribute.Required;
  };
}

export interface DomainItemGroup extends Struct.ComponentSchema {
  collectionName: 'components_domain_item_groups';
  info: {
    description: 'A titled list, such as a group of frameworks or technologies.';
    displayName: 'Item group';
    icon: 'apps';
  };
  attributes: {
    items: Schema.Attribute.Component<'shared.text-item', true>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface DomainPageModule extends Struct.ComponentSchema {
  collectionName: 'components_domain_page_modules';
  info: {
    description: "A module listed on a domain's marketing page.";
    displayName: 'Domain page module';
    icon: 'layer';
  };
  attributes: {
    description: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 600;
      }>;
    hours: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 200;
          min: 1;
        },
        number
      >;
    icon: Schema.Attribute.Enumeration<
      [
        'shield',
        'network',
        'lock',
        'search',
        'radar',
        'siren',
        'users',
        'scale',
        'file-text',
        'brain',
        'cpu',
        'bot',
        'eye',
        'clipboard-check',
        'activity',
        'gavel',
      ]
    > &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'shield'>;
    level: Schema.Attribute.Enumeration<['Beginner', 'Intermediate', 'Advanced', 'Expert']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'Beginner'>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface OrganisationAdministrator extends Struct.ComponentSchema {
  collectionName: 'components_organisation_administrators';
  info: {
    description: "Someone who manages the organisation's members, groups and courses on the platform, named by the email they sign in with.";
    displayName: 'Organisation administrator';
    icon: 'user';
  };
  attributes: {
    email: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 254;
      }>;
  };
}

export interface QuizOption extends Struct.ComponentSchema {
  collectionName: 'components_quiz_options';
  info: {
    description: 'One answer a learner can pick.';
    displayName: 'Answer option';
    icon: 'check';
  };
  attributes: {
    isCorrect: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<false>;
    text: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
  };
}

export interface QuizQuestion extends Struct.ComponentSchema {
  collectionName: 'components_quiz_questions';
  info: {
    description: 'A multiple-choice question with exactly one correct option.';
    displayName: 'Quiz question';
    icon: 'question';
  };
  attributes: {
    explanation: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1000;
      }>;
    options: Schema.Attribute.Component<'quiz.option', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 6;
          min: 2;
        },
        number
      >;
    prompt: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
  };
}

export interface SharedFeature extends Struct.ComponentSchema {
  collectionName: 'components_shared_features';
  info: {
    description: 'A short heading with a sentence or two under it.';
    displayName: 'Feature';
    icon: 'star';
  };
  attributes: {
    description: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 600;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SharedTextItem extends Struct.ComponentSchema {
  collectionName: 'components_shared_text_items';
  info: {
    description: 'One line of a list, such as a learning objective or a prerequisite.';
    displayName: 'List item';
    icon: 'bulletList';
  };
  attributes: {
    text: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'certificate.history-entry': CertificateHistoryEntry;
      'course.audience': CourseAudience;
      'domain.item-group': DomainItemGroup;
      'domain.page-module': DomainPageModule;
      'organisation.administrator': OrganisationAdministrator;
      'quiz.option': QuizOption;
      'quiz.question': QuizQuestion;
      'shared.feature': SharedFeature;
      'shared.text-item': SharedTextItem;
    }
  }
}
