import type { Core } from '@strapi/strapi';
import { COMPONENT_VIEWS, EDITOR_VIEWS, type EditorView } from '../editor-views';

type Metadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type Configuration = {
  settings?: Record<string, unknown>;
  metadatas?: Record<string, Metadata>;
  layouts?: { list?: string[]; edit?: unknown };
};
type ConfigurationService = {
  findConfiguration(model: { uid: string }): Promise<Configuration>;
  updateConfiguration(model: { uid: string }, configuration: Configuration): Promise<unknown>;
};

export function applyView(configuration: Configuration, view: EditorView): Configuration {
  const metadatas: Record<string, Metadata> = { ...configuration.metadatas };
  for (const [field, help] of Object.entries(view.fields)) {
    const current = metadatas[field] ?? {};
    metadatas[field] = {
      ...current,
      edit: {
        ...current.edit,
        label: help.label,
        description: help.description ?? '',
        placeholder: help.placeholder ?? '',
        editable: !help.readOnly,
      },
      list: { ...current.list, label: help.label },
    };
    if (help.mainField) {
      metadatas[field]!.edit!.mainField = help.mainField;
      metadatas[field]!.list!.mainField = help.mainField;
    }
  }
  const settings = { ...configuration.settings };
  if (view.mainField) settings.mainField = view.mainField;
  if (view.defaultSortBy) settings.defaultSortBy = view.defaultSortBy;
  if (view.defaultSortOrder) settings.defaultSortOrder = view.defaultSortOrder;

  const layouts = { ...configuration.layouts };
  if (view.listColumns) layouts.list = view.listColumns;

  return { settings, metadatas, layouts };
}

/** Writes the labels and help texts of editor-views.ts into the content manager's configuration. */
export async function configureEditorViews(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  const services: Array<[ConfigurationService, Record<string, EditorView>]> = [
    [contentManager.service('content-types'), EDITOR_VIEWS],
    [contentManager.service('components'), COMPONENT_VIEWS],
  ];
  for (const [service, views] of services) {
    for (const [uid, view] of Object.entries(views)) {
      const current = await service.findConfiguration({ uid });
      await service.updateConfiguration({ uid }, applyView(current, view));
    }
  }
}
