/**
 * The mega menu's states (closed, open, closing) as a small timer-driven machine, kept apart from
 * React so its timing can be tested with fake timers.
 */

export const MEGA_MENU_OPEN_DELAY_MS = 300;
export const MEGA_MENU_CLOSING_MS = 300;

export type MegaMenuState = {
  /** The hovered or focused top link, with or without a panel; null when the pointer left the navigation. */
  activeId: number | null;
  /** True while the active link's panel is shown. */
  open: boolean;
  /** The panel that is fading out during the 300 ms closing flag, if any. */
  closingId: number | null;
};

export type PanelState = "open" | "closing" | "closed";

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const closedMegaMenu: MegaMenuState = { activeId: null, open: false, closingId: null };

export function panelState(state: MegaMenuState, id: number): PanelState {
  if (state.open && state.activeId === id) return "open";
  return state.closingId === id ? "closing" : "closed";
}

export function createMegaMenuController(options: {
  hasPanel: (id: number) => boolean;
  onChange: (state: MegaMenuState) => void;
  timers?: Timers;
}) {
  const { hasPanel, onChange, timers = realTimers } = options;
  let state = closedMegaMenu;
  let openTimer: unknown = null;
  let closingTimer: unknown = null;

  const cancelOpen = () => {
    if (openTimer !== null) timers.clear(openTimer);
    openTimer = null;
  };

  const emit = (next: MegaMenuState) => {
    state = next;
    onChange(state);
  };

  const cancelClosing = () => {
    if (closingTimer !== null) timers.clear(closingTimer);
    closingTimer = null;
  };

  // Switching panels is instant; only a real close (open -> not open) raises the 300 ms closing flag.
  const moveTo = (activeId: number | null, open: boolean) => {
    cancelOpen();
    if (open) {
      cancelClosing();
      return emit({ activeId, open, closingId: null });
    }
    if (!state.open) return emit({ activeId, open, closingId: state.closingId });
    cancelClosing();
    closingTimer = timers.set(() => {
      closingTimer = null;
      emit({ ...state, closingId: null });
    }, MEGA_MENU_CLOSING_MS);
    emit({ activeId, open, closingId: state.activeId });
  };

  const activate = (id: number) => moveTo(id, hasPanel(id));

  const close = () => {
    cancelOpen();
    if (state.activeId !== null || state.open) moveTo(null, false);
  };

  return {
    /** Pointer over a top link: a panel opens after the delay when none is active, at once when one is. */
    enter(id: number) {
      if (state.activeId !== null || !hasPanel(id)) return activate(id);
      cancelOpen();
      openTimer = timers.set(() => {
        openTimer = null;
        activate(id);
      }, MEGA_MENU_OPEN_DELAY_MS);
    },
    /** Keyboard or click on a disclosure button: no delay. */
    toggle(id: number) {
      if (state.open && state.activeId === id) close();
      else activate(id);
    },
    /** Opens without delay (arrow down on a top link). */
    open: activate,
    /** Leaving the navigation, Escape or a route change: closes and clears the active link. */
    close,
    get state() {
      return state;
    },
    dispose() {
      cancelOpen();
      cancelClosing();
    },
  };
}

export type MegaMenuController = ReturnType<typeof createMegaMenuController>;
