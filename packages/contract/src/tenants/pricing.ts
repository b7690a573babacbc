import type { SubscriptionType } from './tenant-information.ts';

/**
 * The one price list (ARCHITECTURE.md): Monthly 20 a month plus 5 per user, Annual 18 a
 * month plus 4 per user (billed yearly), Starter free for 1 user. The admin who created
 * the account is free and never counted as a paid user.
 */
export const PRICE_LIST = {
  Monthly: { basePerMonth: 20, perUserPerMonth: 5 },
  Annual: { basePerMonth: 18, perUserPerMonth: 4 },
} as const;
export const STARTER_USERS = 1;
/** Said when a Starter tenant (1 user) adds a second, in the user dialog and by the API. */
export const STARTER_FULL = `The Starter plan includes ${STARTER_USERS} user. Adding this user needs a Monthly or Annual subscription.`;

export interface PriceQuote {
  subscriptionType: SubscriptionType;
  /** Active users, the creating admin included. */
  users: number;
  /** Users that are charged for (everyone but the creating admin). */
  paidUsers: number;
  perMonth: number;
  /** What one billing period costs: a month for Monthly and Starter, a year for Annual. */
  perPeriod: number;
  period: 'month' | 'year';
  /** False when the plan cannot hold that many users (Starter above 1). */
  fits: boolean;
}

/** What `users` active users cost on a plan. */
export function priceQuote(subscriptionType: SubscriptionType, users: number): PriceQuote {
  const paidUsers = Math.max(0, users - 1);
  if (subscriptionType === 'Starter') {
    return {
      subscriptionType,
      users,
      paidUsers,
      perMonth: 0,
      perPeriod: 0,
      period: 'month',
      fits: users <= STARTER_USERS,
    };
  }
  const price = PRICE_LIST[subscriptionType];
  const perMonth = price.basePerMonth + price.perUserPerMonth * paidUsers;
  return {
    subscriptionType,
    users,
    paidUsers,
    perMonth,
    perPeriod: subscriptionType === 'Annual' ? perMonth * 12 : perMonth,
    period: subscriptionType === 'Annual' ? 'year' : 'month',
    fits: true,
  };
}

/** Amounts as the app shows them: US dollars with cents. */
export const formatPrice = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/**
 * The user dialog's seat-cost alert (A§9): when adding a user with at least 5 system
 * users, or removing one with at least 6; never for enterprise tenants.
 */
export const SEAT_ALERT_THRESHOLDS = { add: 5, remove: 6 } as const;

export function seatCostAlert(params: {
  change: 'add' | 'remove';
  systemUsers: number;
  isEnterprise: boolean;
  /** The tenant's plan; a trial is quoted as Monthly. */
  subscriptionType: SubscriptionType | null;
}): string | null {
  if (params.isEnterprise) return null;
  if (params.systemUsers < SEAT_ALERT_THRESHOLDS[params.change]) return null;
  const type = params.subscriptionType ?? 'Monthly';
  const before = priceQuote(type, params.systemUsers);
  const after = priceQuote(
    type,
    params.change === 'add' ? params.systemUsers + 1 : params.systemUsers - 1,
  );
  const per = after.period;
  if (type === 'Starter') {
    return params.change === 'add' ? STARTER_FULL : null;
  }
  const verb = params.change === 'add' ? 'Adding' : 'Removing';
  const direction = params.change === 'add' ? 'increases' : 'lowers';
  return `${verb} this user ${direction} your ${type} subscription from ${formatPrice(before.perPeriod)} to ${formatPrice(after.perPeriod)} per ${per} (${after.users} users; the account creator is free).`;
}
