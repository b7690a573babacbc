import { expect, openScreen, test, type Locator, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an administrator builds a client with a staged project, contact, association and task in one submit, then edits, archives and deletes the project', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openScreen(page, '/clients');
  // The demo tenant comes with a directory (Northwind Traders, Contoso Pharmaceuticals).
  await expect(page.getByRole('button', { name: 'Northwind Traders', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New Client' }).first().click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('textbox', { name: 'Name' }).first().fill('Contoso');

  await editor.getByRole('button', { name: 'Add Project' }).click();
  const project = editor.getByRole('group', { name: 'Project 1' });
  await project.getByRole('textbox', { name: 'Name' }).fill('Website');
  await project.getByRole('textbox', { name: 'End Customer' }).fill('Contoso Retail');

  await editor.getByRole('button', { name: 'Add Contact' }).click();
  const contact = editor.getByRole('group', { name: 'Contact 1' });
  await contact.getByRole('textbox', { name: 'Name' }).fill('Pat Manager');
  await contact.getByRole('textbox', { name: 'Email' }).fill('pat@contoso.example');

  await editor.getByRole('button', { name: 'Add Association' }).click();
  const association = editor.getByRole('group', { name: 'Association 1' });
  await choose(page, association, 'Contact', 'Pat Manager');
  await choose(page, association, 'Project', 'Website');

  await editor.getByRole('button', { name: 'Add Task' }).click();
  const task = editor.getByRole('group', { name: 'Task 1' });
  await task.getByRole('textbox', { name: 'Name' }).fill('Design');

  await editor.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created client')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contoso', exact: true })).toBeVisible();

  await openScreen(page, '/tasks');
  await expect(page.getByRole('button', { name: 'Design', exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Default Task', exact: true }).first(),
  ).toBeVisible();

  await openScreen(page, '/projects');
  await page.getByRole('button', { name: 'Website', exact: true }).click();
  const projectEditor = page.getByRole('dialog');
  await expect(projectEditor.getByText('Pat Manager')).toBeVisible();
  await projectEditor
    .getByRole('textbox', { name: 'Description' })
    .first()
    .fill('Relaunch of the public site');
  await projectEditor.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully updated project')).toBeVisible();

  await page.getByRole('button', { name: 'Website', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByText('Successfully archived project')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Archived' }).click();
  await page.getByRole('button', { name: 'Website', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('This project is archived')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this project? This action is irreversible',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted project')).toBeVisible();
});

test('the knowledge base opens on its topics and follows related topics', async ({ page }) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Knowledge Base' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tallysheet Knowledge Base' });
  await dialog
    .getByRole('list', { name: 'Topics' })
    .getByRole('button', { name: /^Clients/ })
    .click();
  await expect(dialog.getByRole('heading', { level: 3, name: 'Clients' })).toBeVisible();
  await dialog
    .getByRole('navigation', { name: 'Related Topics' })
    .getByRole('button', { name: 'Projects' })
    .click();
  await expect(dialog.getByRole('heading', { level: 3, name: 'Projects' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back Home' }).click();
  await expect(dialog.getByRole('list', { name: 'Topics' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a client created from the project dropdown is selected at once', async ({ page }) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openScreen(page, '/projects');
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const editor = page.getByRole('dialog', { name: 'New Project' });
  await editor.getByRole('button', { name: 'New Client' }).click();
  const quick = page.getByRole('dialog', { name: 'New Client' });
  await quick.getByRole('textbox', { name: 'Name' }).fill('Quick Co');
  await quick.getByRole('button', { name: 'Create Client' }).click();
  await expect(quick).toBeHidden();
  await expect(editor.getByRole('combobox', { name: 'Client' })).toHaveValue('Quick Co');
  await editor.getByRole('textbox', { name: 'Name', exact: true }).fill('Quick project');
  await editor.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created project')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick project', exact: true })).toBeVisible();

  // A contact made from the association dialog is selected at once, then associated.
  await page.getByRole('button', { name: 'Quick project', exact: true }).click();
  const projectEditor = page.getByRole('dialog', { name: /Editing Project/ });
  await projectEditor.getByRole('button', { name: 'New Association' }).click();
  const association = page.getByRole('dialog', { name: 'New Association' });
  await association.getByRole('button', { name: 'New Contact' }).click();
  const contact = page.getByRole('dialog', { name: 'New Contact' });
  await contact.getByRole('textbox', { name: 'Name' }).fill('Quinn Contact');
  await contact.getByRole('textbox', { name: 'Email' }).fill('quinn@quick.example');
  await contact.getByRole('button', { name: 'Create Contact' }).click();
  await expect(contact).toBeHidden();
  await expect(association.getByRole('combobox', { name: 'Contact', exact: true })).toHaveValue(
    'Quinn Contact',
  );
  await association.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully created association')).toBeVisible();
  await expect(projectEditor.getByText('Quinn Contact')).toBeVisible();
});
