import type { bookDemoClause as enClause, terms as en } from '../terms';
import { rewards } from '../../../domain/rewards';
import type { Translation } from '../../../i18n/translation';
import { config } from '../../../services/config';

const { appName } = config;

/** 'de' between a number and its noun from 20 on (CLDR plural 'other' for Romanian). */
const de = (n: number): string => (new Intl.PluralRules('ro-RO').select(n) === 'other' ? 'de ' : '');
const months = (n: number): string => (n === 1 ? 'o lună' : `${n} ${de(n)}luni`);

/** The clause the spec requires on the Book a Demo form, in Romanian. */
export const bookDemoClause: Translation<typeof enClause> =
  `Prin trimiterea formularului „Programați o demonstrație”, sunteți de acord ca ${appName} să utilizeze informațiile pe care ni le furnizați pentru a vă contacta în legătură cu o demonstrație, pentru a vă transmite informații suplimentare sau în scopuri de marketing. Ne puteți cere oricând să încetăm, iar noi vom înceta.`;

export const terms: Translation<typeof en> = {
  title: 'Termeni și condiții',
  intro: `Acești termeni se aplică atunci când utilizați site-ul ${appName} și formularele acestuia. Vă rugăm să îi citiți; prin utilizarea site-ului, îi acceptați. Ei nu se aplică utilizării software-ului ${appName} propriu-zis, care face obiectul unui contract separat, încheiat cu fiecare centru.`,
  sections: [
    {
      heading: 'Cine suntem',
      blocks: [`${appName} dezvoltă software pentru centre rezidențiale de sănătate și stil de viață. Ne puteți contacta oricând:`, { contact: true }],
    },
    {
      heading: 'Utilizarea acestui site',
      blocks: [
        'Puteți citi și distribui paginile acestui site și puteți crea linkuri către ele, pentru propria informare și pentru cea a centrului dumneavoastră.',
        'Vă rugăm să nu utilizați site-ul în mod abuziv: nu încercați să obțineți acces neautorizat la acesta, să îl supraîncărcați sau să transmiteți prin formularele sale conținut ilegal, înșelător sau dăunător. Putem refuza sau șterge datele transmise în acest mod.',
        `Site-ul prezintă ${appName}; conținutul său nu constituie sfat medical și nu înlocuiește în niciun fel judecata unor profesioniști calificați.`,
      ],
    },
    {
      heading: 'Formularul „Programați o demonstrație” și lista de așteptare',
      blocks: [
        bookDemoClause,
        'Ceea ce introduceți în formular se salvează pe măsură ce scrieți, astfel încât nimic să nu se piardă dacă vi se întrerupe conexiunea; o ciornă pe care nu o trimiteți niciodată este păstrată numai pe durata prevăzută în politica noastră de confidențialitate. Vă rugăm să furnizați informații exacte și pe care aveți dreptul să le comunicați, inclusiv despre centrul dumneavoastră.',
        'Înscrierea pe lista de așteptare sau programarea unei demonstrații nu creează nicio obligație contractuală, nici pentru dumneavoastră, nici pentru noi. Planurile, prețurile și disponibilitatea se confirmă numai printr-o ofertă scrisă.',
      ],
    },
    {
      heading: 'Programul de afiliere',
      blocks: [
        `Atunci când recomandați un centru care ulterior se abonează, primiți un fursec (${rewards.oneCookie.amountEur} ${de(rewards.oneCookie.amountEur)}euro). Dacă centrul recomandat se abonează și rămâne abonat în primele ${months(rewards.paidAfterMonths)}, primiți trei fursecuri: valoarea a ${months(rewards.threeCookies.months)} din abonamentul centrului respectiv, plătită după încheierea acestor ${months(rewards.paidAfterMonths)}.`,
        {
          list: [
            `Recompensa este datorată numai pentru un plan plătit cu o durată de cel puțin ${months(rewards.minimumPlanMonths)}.`,
            'Înainte de a ne comunica datele de contact ale persoanei recomandate, trebuie să aveți acordul acesteia.',
            'Vă vom contacta pentru stabilirea modalității de plată de îndată ce o recompensă devine datorată.',
          ],
        },
      ],
    },
    {
      heading: 'Programul de burse',
      blocks: [
        'Programul de burse sprijină centrele noi sau aflate în dificultate pe parcursul primului lor an, egalând contribuția sponsorilor acestora. Depunerea unei cereri nu garantează acordarea sprijinului: analizăm fiecare cerere și răspundem tuturor solicitanților.',
      ],
    },
    {
      heading: 'Conținut și mărci',
      blocks: [
        `Textele, ilustrațiile, siglele și software-ul acestui site sunt proprietatea ${appName} sau sunt utilizate cu permisiune. Numele și siglele marcate ca exemple țin doar locul unui conținut real și nu desemnează persoane sau organizații reale.`,
      ],
    },
    {
      heading: 'Linkuri și videoclipuri încorporate',
      blocks: [
        'Site-ul conține linkuri către paginile noastre din rețelele sociale și poate reda un videoclip de pe YouTube atunci când apăsați pe redare. Aceste servicii au propriii termeni și propriile politici de confidențialitate, pentru care nu răspundem.',
      ],
    },
    {
      heading: 'Răspundere',
      blocks: [
        `Depunem toate eforturile ca site-ul să fie corect și disponibil, dar nu putem garanta că va fi întotdeauna astfel. În măsura permisă de lege, ${appName} nu răspunde pentru prejudiciile indirecte rezultate din utilizarea acestui site. Nicio prevedere a acestor termeni nu limitează drepturile de care beneficiați în temeiul dispozițiilor imperative privind protecția consumatorilor.`,
      ],
    },
    {
      heading: 'Modificarea acestor termeni',
      blocks: [
        'Putem actualiza acești termeni atunci când site-ul sau legislația se modifică. Data din partea de sus a paginii indică cea mai recentă versiune; unui formular trimis i se aplică versiunea în vigoare la data trimiterii acestuia.',
        // Romanian only: the English text is the original and prevails (issue 17).
        'Acești termeni au fost redactați în limba engleză și traduși în limba română. În cazul oricărei neconcordanțe între cele două versiuni, prevalează versiunea în limba engleză.',
      ],
    },
    {
      heading: 'Întrebări',
      blocks: ['Ne puteți scrie în legătură cu orice aspect al acestor termeni:', { contact: true }],
    },
  ],
};
