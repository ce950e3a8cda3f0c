/** The popup's dialog element, which its opening script looks up. */
export const POPUP_DIALOG_ID = "site-popup";

/** Local-storage key that marks the popup as seen in this browser. */
export const POPUP_SHOWN_KEY = "popupShown";

/**
 * The popup's inline script, run as soon as the parser reaches it (before the page's JavaScript loads): it opens the
 * dialog unless this browser has seen it, and marks it seen however it closes (X, Escape, the backdrop, or its link).
 * Storage blocked counts as seen, so nobody is nagged on every page.
 */
export function popupScript(dialogId: string): string {
  const key = JSON.stringify(POPUP_SHOWN_KEY);
  return `(()=>{const d=document.getElementById(${JSON.stringify(dialogId)});
try{if(!d||localStorage.getItem(${key})!==null)return}catch{return}
d.addEventListener("close",()=>{try{localStorage.setItem(${key},"true")}catch{}});
d.addEventListener("click",(e)=>{if(e.target===d||e.target.closest("a"))d.close()});
d.showModal()})()`;
}
