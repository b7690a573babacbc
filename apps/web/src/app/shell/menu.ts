import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import type { SystemRole } from '@tallysheet/contract/roles/roles';
import type { FeatureFlags } from '@tallysheet/contract/util/util';
import { paths } from '@/config/paths.ts';
import { accountSetupNeeded, mayAccess } from '@/lib/bootstrap/access.ts';
import { routeByPath, type AppRoute } from '@/app/route-table.ts';

export interface MenuLink {
  kind: 'link';
  label: string;
  path: string;
}
export interface MenuGroup {
  kind: 'group';
  label: string;
  items: MenuLink[];
}
type MenuItem = MenuLink | MenuGroup;
export interface MenuSection {
  id: 'setup' | 'company' | 'personal' | 'developer';
  title: string;
  items: MenuItem[];
}

/**
 * A menu item, labelled once in the route table: the spec's menu label where it differs from
 * the screen's title (D§2.4: "Your Timesheets" opens Personal Dashboard), else the title.
 */
function link(path: string, label?: string): MenuLink {
  const route = routeByPath(path);
  return { kind: 'link', label: label ?? route?.menuLabel ?? route?.title ?? path, path };
}
const group = (label: string, items: MenuLink[]): MenuGroup => ({ kind: 'group', label, items });

/** The administrator and associate items of D§2.4, before role and flag filtering. */
const COMPANY: MenuItem[] = [
  link(paths.dashboard),
  link(paths.timesheets),
  link(paths.searchTimecards),
  link(paths.clients),
  group('Projects', [link(paths.projects), link(paths.contacts), link(paths.tasks)]),
  group('Suppliers', [link(paths.suppliers), link(paths.supplierContacts)]),
  link(paths.users),
  link(paths.reporting),
  group('Pay and Bill', [link(paths.payRuns), link(paths.invoiceRuns)]),
  group('Admin Settings', [
    link(paths.accountInformation),
    link(paths.internalEmail),
    link(paths.approvalSettings),
    link(paths.auditLog),
    link(paths.periodLocks),
    link(paths.payRules),
    link(paths.subscription),
    link(paths.apiKeys),
    link(paths.webhooks),
  ]),
  link(paths.sendInvite),
];
const PERSONAL: MenuItem[] = [link(paths.myTime), link(paths.submit)];

export interface MenuContext {
  role: SystemRole;
  tenant: TenantInformation;
  flags: FeatureFlags;
  /** The developer mailbox answers this browser. */
  mailbox?: boolean;
}

/** Whether the user may open a path: its role, feature flag and, for Subscription, billing (A§2.4). */
export function mayOpen(path: string, ctx: MenuContext): boolean {
  const route = routeByPath(path);
  if (!route) return false;
  if (!mayAccess(route.access, ctx.role, ctx.tenant)) return false;
  if (route.flag && !ctx.flags[route.flag]) return false;
  if (path === paths.subscription && ctx.tenant.billing.isEnterprise) return false;
  return true;
}

function filterItems(items: MenuItem[], ctx: MenuContext): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (item.kind === 'link') return mayOpen(item.path, ctx) ? [item] : [];
    const children = item.items.filter((child) => mayOpen(child.path, ctx));
    return children.length ? [{ ...item, items: children }] : [];
  });
}

/** The sidebar: Account Setup (when needed), the company section titled with the tenant, Personal. */
export function buildMenu(ctx: MenuContext): MenuSection[] {
  const sections: MenuSection[] = [];
  if (accountSetupNeeded(ctx.role, ctx.tenant)) {
    sections.push({
      id: 'setup',
      title: 'Account Setup',
      items: [link(paths.accountSetup)],
    });
  }
  const company = filterItems(COMPANY, ctx);
  if (company.length)
    sections.push({ id: 'company', title: ctx.tenant.tenantName || 'Company', items: company });
  const personal = filterItems(PERSONAL, ctx);
  if (personal.length) sections.push({ id: 'personal', title: 'Personal', items: personal });
  if (ctx.mailbox)
    sections.push({ id: 'developer', title: 'Developer', items: [link(paths.mailbox, 'Mailbox')] });
  return sections;
}

/**
 * The menu link the sidebar marks for a page: its own, or, for a page under a listed one (a
 * pay run under Pay Runs), the longest link whose path the page's path continues.
 */
export function currentMenuPath(sections: MenuSection[], pathname: string): string | undefined {
  const links = sections.flatMap((section) =>
    section.items.flatMap((item) => (item.kind === 'link' ? [item] : item.items)),
  );
  return links
    .map((item) => item.path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** The sibling pages of a grouped route, shown as tabs. */
export function siblingRoutes(
  route: AppRoute | undefined,
  ctx: MenuContext,
  all: AppRoute[],
): AppRoute[] {
  if (!route?.group) return [];
  return all.filter((candidate) => candidate.group === route.group && mayOpen(candidate.path, ctx));
}
