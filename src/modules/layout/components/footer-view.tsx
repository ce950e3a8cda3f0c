"use client";
import { useTranslation } from "@/i18n/client";
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from "@/modules/ui/icons";
import Link from "@/modules/ui/link";
import { footerColumns } from "../lib/site-links";

const socialIcons = [
  { key: "facebook", Icon: FacebookIcon },
  { key: "instagram", Icon: InstagramIcon },
  { key: "youtube", Icon: YoutubeIcon },
  { key: "linkedin", Icon: LinkedinIcon },
] as const;

type Props = {
  social: Record<(typeof socialIcons)[number]["key"], string>;
  year: number;
  company: string;
  /** The seller's legal identity in one line (trade name, MERSİS, KEP, tax office and number, address). */
  seller: string;
  erpVendor: { name: string; url: string };
};

/** The footer's markup (site-footer.tsx loads its data). */
export function FooterView({ social, year, company, seller, erpVendor }: Props) {
  const { t } = useTranslation("shell");
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="grid grid-cols-2 gap-8 md:grid-cols-3 lg:grid-cols-5">
          {footerColumns.map((column) => (
            <div key={column.key}>
              <h2 className="text-sm font-bold tracking-wide text-white">{t(`footer.${column.key}`)}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.href + link.key}>
                    <Link href={link.href} className="link-on-dark">
                      {t(`links.${link.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-6 border-t border-gray-700 pt-6 md:flex-row md:items-center md:justify-between">
          <ul className="flex gap-3" aria-label={t("footer.social")}>
            {socialIcons.map(({ key, Icon }) => (
              <li key={key}>
                <a
                  href={social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.socialLinks.${key}`)}
                  className="flex size-10 items-center justify-center rounded-full bg-gray-800 text-gray-200 hover:bg-primary-700 hover:text-white"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
          <div className="text-sm">
            <p>{t("footer.copyright", { year, company })}</p>
            <p className="mt-1 text-xs text-gray-400">{seller}</p>
          </div>
          <a
            href={erpVendor.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-2 rounded border border-gray-700 px-3 py-1.5 text-xs hover:border-gray-500 hover:text-white"
          >
            <span>{t("footer.erpBy")}</span>
            <span className="font-bold tracking-wide text-white">{erpVendor.name}</span>
          </a>
        </div>
      </div>
    </footer>
  );
}
