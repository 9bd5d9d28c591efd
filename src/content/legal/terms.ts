import { rewards } from '../../domain/rewards';
import { config } from '../../services/config';
import type { LegalDocument } from './document';

const { appName } = config;

/** The clause the spec requires on the Book a Demo form (section 2, 'Terms and privacy'). */
export const bookDemoClause = `By sending the Book a Demo form, you agree that ${appName} may use the information you give us to contact you about a demo, to send you more information, or for marketing. You can ask us to stop at any time, and we will.`;

export const terms: LegalDocument = {
  title: 'Terms and conditions',
  intro: `These terms apply when you use the ${appName} website and its forms. Please read them; by using the site you accept them. They do not cover the use of the ${appName} software itself, which has its own agreement with each center.`,
  sections: [
    {
      heading: 'Who we are',
      blocks: [`${appName} builds software for residential lifestyle and health centers. You can reach us at any time:`, { contact: true }],
    },
    {
      heading: 'Using this website',
      blocks: [
        'You may read, share and link to the pages of this website for your own information and that of your center.',
        `Please do not misuse the site: do not try to break into it, overload it, or send content that is unlawful, misleading or harmful through its forms. We may refuse or delete submissions that do.`,
        `The website describes ${appName}; it is not medical advice, and nothing on it replaces the judgement of qualified professionals.`,
      ],
    },
    {
      heading: 'The Book a Demo form and the waiting list',
      blocks: [
        bookDemoClause,
        'What you type in the form is saved as you go, so nothing is lost if your connection drops; a draft you never send is kept only as long as our privacy policy says. Please give information that is accurate and that you are allowed to share, including about your center.',
        'Joining the waiting list or booking a demo does not commit you or us to a contract. Plans, prices and availability are confirmed only in a written offer.',
      ],
    },
    {
      heading: 'The affiliate program',
      blocks: [
        `When you refer a center that then subscribes, you earn ${rewards.oneCookie.label} (${rewards.oneCookie.amountEur} euros). If the referred center subscribes and stays for the first ${rewards.paidAfterMonths} months, you earn ${rewards.threeCookies.label}: the value of ${rewards.threeCookies.months} months of that center's subscription, paid after those ${rewards.paidAfterMonths} months.`,
        {
          list: [
            `A reward is due only for a paid plan of at least ${rewards.minimumPlanMonths} months.`,
            'You must have the referred person’s agreement before you share their contact details with us.',
            'We will contact you to arrange payment once a reward is due.',
          ],
        },
      ],
    },
    {
      heading: 'The Scholarship Program',
      blocks: [
        'The Scholarship Program supports new or distressed centers during their first year, matching what their sponsors provide. Applying does not guarantee support: we review each application and answer every one.',
      ],
    },
    {
      heading: 'Content and trademarks',
      blocks: [
        `The texts, illustrations, logos and software of this website belong to ${appName} or are used with permission. Names and logos marked as samples are placeholders and do not stand for real people or organisations.`,
      ],
    },
    {
      heading: 'Links and embedded video',
      blocks: [
        'The site links to our pages on social networks and can play a video from YouTube when you press play. Those services have their own terms and privacy policies; we are not responsible for them.',
      ],
    },
    {
      heading: 'Liability',
      blocks: [
        `We take care that the site is correct and available, but we cannot promise it will always be either. To the extent the law allows, ${appName} is not liable for indirect loss arising from the use of this website. Nothing in these terms limits rights you have under mandatory consumer law.`,
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms when the site or the law changes. The date at the top shows the latest version; the version in force when you sent a form applies to that form.',
      ],
    },
    {
      heading: 'Questions',
      blocks: ['Write to us about anything in these terms:', { contact: true }],
    },
  ],
};
