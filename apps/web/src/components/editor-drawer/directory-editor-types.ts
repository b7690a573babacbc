import type { ComponentType } from 'react';
import type { EditorSaved } from './editor-drawer.tsx';

export type DirectoryKind = 'client' | 'project' | 'contact' | 'task';

/** Which directory editor to open: one at a time (D§2.2); no id means create mode. */
export interface EditorTarget {
  kind: DirectoryKind;
  id?: string;
  /** Create-mode presets, e.g. a new project of the client being edited. */
  defaults?: { clientId?: string; projectId?: string };
}

/** The associations of a project or of a contact, with the client whose parties it offers. */
export interface AssociationsSlotProps {
  owner: { projectId: string } | { contactId: string };
  clientId: string;
  deleted: boolean;
}

/** A contact's out-of-office alternates (issue 29 §3), with the client whose contacts stand in. */
export interface OutOfOfficeSlotProps {
  contactId: string;
  clientId: string;
  deleted: boolean;
}

/** The rates of a project (its editor) or of an associate (the user editor), issue 31 §1. */
export interface RatesSlotProps {
  owner: { projectId: string } | { userId: string };
  deleted: boolean;
  /** The associate's assigned projects to set a rate on (the user editor). */
  projects?: { id: string; name: string; clientName: string }[];
}

/** The props every directory editor (client, project, contact, task) takes. */
export interface DirectoryEditorProps {
  open: boolean;
  id?: string;
  defaults?: EditorTarget['defaults'];
  onClose(): void;
  /** After a create or an update: the list re-sorts (D§4). */
  onSaved?(saved: EditorSaved): void;
  /** Replaces this editor with another (a link to the client, a new task of this project...). */
  onOpen(target: EditorTarget): void;
  /**
   * The edited project's or contact's associations (D§2.2): a feature of its own, handed in by
   * the page that composes the editors.
   */
  associations?: ComponentType<AssociationsSlotProps>;
  /** The edited contact's alternates (the contact editor only), handed in like `associations`. */
  outOfOffice?: ComponentType<OutOfOfficeSlotProps>;
  /** The edited project's rates (the project editor only, Administrators), handed in likewise. */
  rates?: ComponentType<RatesSlotProps>;
}
