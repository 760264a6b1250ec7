/**
 * Enumerations show their labels, not their stored codes (ADR 0030): the edit form's dropdowns (Strapi's own
 * enumeration input, given labelled options) and the list view's cells. What is saved is still the code.
 */
import { Typography } from '@strapi/design-system';
import { InputRenderer } from '@strapi/strapi/admin';
import type { ReactNode } from 'react';
import { labelOf, labelsFor } from '../editor-labels';

type EnumerationFieldProps = {
  name: string;
  label?: ReactNode;
  labelAction?: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  attribute: { enum: string[] };
};

export function LabelledEnumeration({ attribute, ...props }: EnumerationFieldProps) {
  const labels = labelsFor(attribute.enum);
  const options = attribute.enum.map((value) => ({ value, label: labels?.[value] ?? value }));
  return <InputRenderer {...props} type="enumeration" options={options} />;
}

type Header = {
  name: string;
  attribute?: { type: string; enum?: string[] };
  cellFormatter?: (row: Record<string, unknown>) => unknown;
};

/** The content manager's list-view hook: enumeration columns print labels. */
export function labelEnumerationColumns<Args extends { displayedHeaders: Header[] }>(args: Args): Args {
  return {
    ...args,
    displayedHeaders: args.displayedHeaders.map((header) => {
      const values = header.attribute?.type === 'enumeration' ? header.attribute.enum : undefined;
      if (!values || header.cellFormatter) return header;
      return {
        ...header,
        cellFormatter: (row: Record<string, unknown>) => {
          const value = row[header.name];
          // As the content manager prints a text cell.
          return (
            <Typography textColor="neutral800">{typeof value === 'string' ? labelOf(values, value) : '-'}</Typography>
          );
        },
      };
    }),
  };
}
