import { config } from '../../services/config';
import { retention } from '../../domain/retention';
import { attributionDays } from '../../domain/landing';
import type { LegalDocument } from './document';

const { appName } = config;

export const privacy: LegalDocument = {
  title: 'Privacy policy',
  intro: `This policy explains what the ${appName} website stores about you, why, for how long, and how to have it deleted. We collect as little as we can, and nothing is sold.`,
  sections: [
    {
      heading: 'Who is responsible',
      blocks: [`${appName} is responsible for the personal data described here (the data controller). Contact:`, { contact: true }],
    },
    {
      heading: 'What the forms store',
      blocks: [
        'Each form saves what you type as you go, before you press Submit, so that nothing is lost if your connection drops or you come back later. This is what each form stores:',
        {
          list: [
            'Book a demo and the waiting list (on the home, demo and pricing pages): your name, your email address, whether you already have a center, and if so its name, country and website; the features you are interested in and any other features you describe; who told you about us, if you say; your suggested meeting date and time; anything else you write; and whether the request is a draft or sent. On the pricing page, only your email address.',
            'The affiliate (Invite) form: the referred center’s name and website, its contact person’s name, email address and phone number, other information you add, how you know the center and where it stands today; and your own name and email address.',
            'The Scholarship Program application: your center’s name and country, your name, position, email address and phone number, your center’s situation, how many sponsors you contacted, and your message.',
          ],
        },
        'With every record we also store when it was created, last changed and sent; the language of the page you wrote in; where your visit began (the site that linked to ours, and the campaign tags of that link, if any); and whether our spam checks flagged it.',
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'To answer your request: to arrange and hold a demo, to keep you informed about your place on the waiting list, and to send you more information you asked for (steps before a possible contract).',
            'To contact a center you referred, to run the affiliate program and pay rewards that are due (our legitimate interest, and the program’s terms).',
            'To review a scholarship application and answer it (steps before a possible contract).',
            'To tell you about Heartwork (marketing), as the Book a Demo clause in our terms explains. You can object at any time, and we will stop.',
          ],
        },
        {
          when: 'messages',
          text: 'When you send a request, a referral or an application, we e-mail you a confirmation in the language of the page, with a private link where you can see what you sent and withdraw it, which deletes it at once. If you referred a center, we write to its contact person only after you confirm it on that page, and to one address at most once in 90 days. We send no more than five e-mails a day to one address.',
        },
        {
          when: 'followUp',
          text: 'If you leave a demo request unsent with your e-mail address in it, we send you one e-mail some hours later to remind you of it, with a link back to the form. We send it once, and never after you sent, withdrew or deleted the request.',
        },
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          list: [
            `A draft you never send is deleted at the latest ${retention.draftMonths} months after you last changed it.`,
            `A request, referral or application you sent is kept while we are in contact about it, and deleted at the latest ${retention.afterLastContactMonths} months after our last contact, unless you become a customer, in which case your contract says how long we keep what it needs.`,
            'Anything you ask us to delete is deleted sooner, as described below.',
            `To recover from a failure we keep copies (backups) of our database, each deleted at the latest ${retention.backupDays} days after it is made: anything deleted from the database, as above or at your request, is gone from every backup within ${retention.backupDays} days of its deletion.`,
          ],
        },
      ],
    },
    {
      heading: 'What is stored in your browser',
      blocks: [
        {
          list: [
            `What you type in a form and its draft’s identifier, so that a reload or a later visit brings your draft back (local storage on your device). Once you send it, only that it was sent and when is kept, with anything you typed that did not reach what was sent, for your next request. All of it is forgotten ${retention.draftMonths} months after you last used the form.`,
            `Where your visit began (the site that linked to ours, and the campaign tags of its link), for ${attributionDays} days, so that a request you send in that time tells us how you found us (local storage).`,
            'The language you chose with the language switcher, and whether you dismissed our suggestion of one (local storage).',
            'Your analytics choice, so that we do not ask again on every page (local storage).',
            'A security cookie that protects the forms against requests forged by other sites. It holds a random value, nothing about you.',
            'A cookie with the time a form page was opened, sent back only with that form, so that a form sent by a program within seconds of opening it can be told from yours. It holds that time, nothing about you, and is deleted after a day.',
          ],
        },
        'None of these is used to follow you across other websites.',
      ],
    },
    {
      heading: 'Analytics, only with your consent',
      blocks: [
        'If you accept analytics in the banner, we use Amplitude to learn how the site is used: which pages are viewed, which questions are opened, when the video is played, which form fields are changed, and, once you enter it in a form, your email address to link your visits to your request. Amplitude then stores identifiers in a cookie and in your browser. We ask Amplitude not to store your IP address.',
        'Until you accept, none of this is sent, and the Amplitude code is not even loaded. You can change your choice at any time with “Privacy choices” at the bottom of every page; withdrawing stops the sending and removes Amplitude’s identifiers from your browser.',
      ],
    },
    {
      heading: 'The demo video',
      blocks: [
        'The video on the home page comes from YouTube, in its privacy-enhanced mode, and is loaded only when you press play. From then on YouTube (Google) receives your IP address and information about your browser, under its own privacy policy.',
      ],
    },
    {
      heading: 'Who else sees your data',
      blocks: [
        'Our hosting provider stores the data for us, and Amplitude processes analytics if you accepted them; both act on our instructions. We do not sell or rent your data, and we share it with no one else unless the law requires it. When you send a request, we announce it to our own team by email or in our team chat; the providers of those services deliver it for us. To protect the forms from abuse, the server counts requests per IP address for a few minutes: in memory, or, where several of our servers share the work, in our database under a keyed hash of the address, never the address itself.',
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'You may ask to see the data we hold about you, to correct it, to delete it, to restrict or object to its use (including for marketing), and to receive it in a portable format. Where you gave consent, you can withdraw it at any time. You may also complain to your data protection authority.',
      ],
    },
    {
      heading: 'How to ask for deletion',
      blocks: [
        `Write to us at the address below with the subject “Delete my data” and the email address you used in the form. We will delete your records and confirm within ${retention.answerWithinDays} days. If we need to check that the request comes from you, we will ask by replying to that email address.`,
        { contact: true },
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: ['We will update this policy when what we store changes; the date at the top shows the latest version.'],
    },
  ],
};
