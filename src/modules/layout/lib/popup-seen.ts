/** Local-storage key that marks the popup as seen in this browser. */
export const POPUP_SHOWN_KEY = "popupShown";

export type PopupContent = { name: string; image: string; link: string | null };

/** Whether this browser has seen the popup; storage blocked counts as seen, so nobody is nagged on every page. */
export const popupSeen = () => {
  try {
    return window.localStorage.getItem(POPUP_SHOWN_KEY) !== null;
  } catch {
    return true;
  }
};

/** Marks the popup seen; storage blocked means it simply closes. */
export const markPopupSeen = () => {
  try {
    window.localStorage.setItem(POPUP_SHOWN_KEY, "true");
  } catch {
    // nothing to remember it in
  }
};
