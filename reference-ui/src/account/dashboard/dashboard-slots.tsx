/**
 * Where the membership card goes (its own helper builds it; the lead wires it in here). Renders
 * nothing until then.
 */
export function DashboardCardSlot() {
  return null;
}

/**
 * Where the 2 most recent orders go (the orders helper builds them; the lead wires them in
 * here). Renders nothing until then.
 */
export function RecentOrdersSlot() {
  return null;
}
