import type { StrapiApp } from '@strapi/strapi/admin';
import { CourseChecksPanel } from './course-checks';
import { DataRequestPanel } from './data-request-panel';
import { LabelledEnumeration, labelEnumerationColumns } from './labelled-enumeration';

type ContentManagerApis = {
  addEditViewSidePanel(panels: Array<typeof CourseChecksPanel | typeof DataRequestPanel>): void;
};

export default {
  config: {
    locales: [],
    tutorials: false,
    notifications: { releases: false },
    // Switches read Yes / No, as their help texts do (ADR 0030).
    translations: {
      en: { 'app.components.ToggleCheckbox.on-label': 'Yes', 'app.components.ToggleCheckbox.off-label': 'No' },
    },
  },
  register(app: StrapiApp) {
    // Every enumeration input shows labels, stored codes unchanged (ADR 0030).
    app.addFields({ type: 'enumeration', Component: LabelledEnumeration as never });
  },
  bootstrap(app: StrapiApp) {
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', labelEnumerationColumns);
    (app.getPlugin('content-manager').apis as ContentManagerApis).addEditViewSidePanel([
      CourseChecksPanel,
      DataRequestPanel,
    ]);
  },
};
