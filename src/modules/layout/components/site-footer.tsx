import { storeConfig } from "@/config/store";
import { sellerLine } from "@/modules/content/components/seller-identity";
import { storeSettings } from "@/modules/content/data";
import { FooterView } from "./footer-view";

/**
 * Corporate footer: five link columns, social links, copyright with the current year, the ERP vendor. Drawn by a
 * client component from these few props, so the page's payload carries them instead of the footer's markup.
 */
export async function SiteFooter() {
  const [{ social }, seller] = await Promise.all([storeSettings(), sellerLine()]);
  return (
    <FooterView
      social={social}
      year={new Date().getFullYear()}
      company={storeConfig.companyName}
      seller={seller}
      erpVendor={{ name: storeConfig.erpVendor.name, url: storeConfig.erpVendor.url }}
    />
  );
}
