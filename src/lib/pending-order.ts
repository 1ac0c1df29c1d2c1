// The order saved on step 5, handed to /payment. Kept in sessionStorage so a reload of the
// payment page (or the way back from a failed card) finds it; gone when the tab closes.

export interface PendingOrder {
  user_payment_id: number;
  order_id: string;
  user_id: number;
  payment_plan_id: number;
}

const KEY = 'pendingOrder';

export function storePendingOrder(order: PendingOrder): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage disabled: the payment page then asks for a plan again.
  }
}

export function readPendingOrder(): PendingOrder | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const order = value as Record<string, unknown>;
    const isId = (field: unknown) => typeof field === 'number' && Number.isInteger(field);
    if (
      !isId(order.user_payment_id) ||
      typeof order.order_id !== 'string' ||
      !isId(order.user_id) ||
      !isId(order.payment_plan_id)
    ) {
      return null;
    }
    return value as PendingOrder;
  } catch {
    return null;
  }
}

export function clearPendingOrder(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
