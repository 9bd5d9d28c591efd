import type { privacy as en } from '../privacy';
import { retention } from '../../../domain/retention';
import { attributionDays } from '../../../domain/landing';
import type { Translation } from '../../../i18n/translation';
import { config } from '../../../services/config';

const { appName } = config;

/** 'de' between a number and its noun from 20 on (CLDR plural 'other' for Romanian). */
const de = (n: number): string => (new Intl.PluralRules('ro-RO').select(n) === 'other' ? 'de ' : '');
const months = (n: number): string => (n === 1 ? 'o lună' : `${n} ${de(n)}luni`);
const days = (n: number): string => (n === 1 ? 'o zi' : `${n} ${de(n)}zile`);

/** The privacy policy in Romanian, in the terms of the GDPR as Romanian law uses them. */
export const privacy: Translation<typeof en> = {
  title: 'Politica de confidențialitate',
  intro: `Această politică explică ce date despre dumneavoastră stochează site-ul ${appName}, în ce scop, pentru cât timp și cum puteți obține ștergerea lor. Colectăm cât mai puține date posibil și nu vindem nimic.`,
  sections: [
    {
      heading: 'Cine este responsabil',
      blocks: [`${appName} este responsabil pentru datele cu caracter personal descrise aici, în calitate de operator. Date de contact:`, { contact: true }],
    },
    {
      heading: 'Ce stochează formularele',
      blocks: [
        'Fiecare formular salvează ceea ce scrieți pe măsură ce completați, înainte de a apăsa „Trimiteți”, astfel încât nimic să nu se piardă dacă vi se întrerupe conexiunea sau dacă reveniți mai târziu. Iată ce stochează fiecare formular:',
        {
          list: [
            'Formularul „Programați o demonstrație” și lista de așteptare (pe paginile principală, de demonstrație și de prețuri): numele dumneavoastră, adresa de e-mail, dacă aveți deja un centru și, în acest caz, numele, țara și site-ul acestuia; funcționalitățile care vă interesează și orice alte funcționalități pe care le descrieți; cine v-a spus despre noi, dacă ne spuneți; data și ora propuse pentru întâlnire; orice altceva scrieți; precum și dacă cererea este o ciornă sau a fost trimisă. Pe pagina de prețuri, numai adresa dumneavoastră de e-mail.',
            'Formularul programului de afiliere („Invitați un centru”): numele și site-ul centrului recomandat, numele, adresa de e-mail și numărul de telefon ale persoanei de contact a acestuia, alte informații pe care le adăugați, de unde cunoașteți centrul și în ce stadiu se află acesta astăzi; precum și propriul dumneavoastră nume și propria adresă de e-mail.',
            'Cererea pentru Programul de burse: numele și țara centrului dumneavoastră, numele, funcția, adresa de e-mail și numărul de telefon ale dumneavoastră, situația centrului, numărul de sponsori pe care i-ați contactat și mesajul dumneavoastră.',
          ],
        },
        'Pentru fiecare înregistrare stocăm, de asemenea, momentul creării, al ultimei modificări și al trimiterii; limba paginii pe care ați completat formularul; de unde a început vizita dumneavoastră (site-ul care v-a trimis către noi și etichetele de campanie ale acelui link, dacă există); precum și dacă verificările noastre împotriva mesajelor nesolicitate au marcat-o.',
      ],
    },
    {
      heading: 'În ce scop le folosim',
      blocks: [
        {
          list: [
            'Pentru a răspunde solicitării dumneavoastră: pentru a organiza și susține o demonstrație, pentru a vă ține la curent cu locul dumneavoastră pe lista de așteptare și pentru a vă transmite informațiile suplimentare pe care le-ați cerut (demersuri efectuate la cererea dumneavoastră înaintea încheierii unui eventual contract).',
            'Pentru a contacta un centru pe care l-ați recomandat, pentru a derula programul de afiliere și pentru a plăti recompensele datorate (interesul nostru legitim și termenii programului).',
            'Pentru a analiza o cerere de bursă și a răspunde la ea (demersuri efectuate înaintea încheierii unui eventual contract).',
            'Pentru a vă informa despre Heartwork (marketing), conform clauzei privind formularul „Programați o demonstrație” din termenii noștri. Vă puteți opune oricând, iar noi vom înceta.',
          ],
        },
        {
          when: 'messages',
          text: 'Când trimiteți o cerere, o recomandare sau o aplicație, vă trimitem prin e-mail o confirmare în limba paginii, cu un link privat unde puteți vedea ce ați trimis și îl puteți retrage, ceea ce îl șterge imediat. Dacă ați recomandat un centru, scriem persoanei de contact numai după ce confirmați pe acea pagină, și aceleiași adrese cel mult o dată la 90 de zile. Nu trimitem mai mult de cinci e-mailuri pe zi aceleiași adrese.',
        },
        {
          when: 'followUp',
          text: 'Dacă lăsați netrimisă o cerere de demonstrație care conține adresa dumneavoastră de e-mail, vă trimitem, după câteva ore, un singur e-mail care v-o amintește, cu un link înapoi la formular. Îl trimitem o singură dată și niciodată după ce ați trimis, retras sau șters cererea.',
        },
      ],
    },
    {
      heading: 'Cât timp le păstrăm',
      blocks: [
        {
          list: [
            `O ciornă pe care nu o trimiteți niciodată este ștearsă în cel mult ${months(retention.draftMonths)} de la ultima modificare.`,
            `O cerere, o recomandare sau o solicitare pe care ați trimis-o este păstrată cât timp suntem în contact cu privire la aceasta și este ștearsă în cel mult ${months(retention.afterLastContactMonths)} de la ultimul nostru contact, cu excepția cazului în care deveniți client; în acest caz, contractul dumneavoastră stabilește cât timp păstrăm datele de care acesta are nevoie.`,
            'Orice date ne cereți să ștergem sunt șterse mai devreme, conform celor descrise mai jos.',
            `Pentru a ne putea reveni după o defecțiune, păstrăm copii (copii de siguranță) ale bazei noastre de date, fiecare ștearsă în cel mult ${days(retention.backupDays)} de la realizare: tot ce este șters din baza de date, conform celor de mai sus sau la cererea dumneavoastră, dispare din toate copiile de siguranță în cel mult ${days(retention.backupDays)} de la ștergere.`,
          ],
        },
      ],
    },
    {
      heading: 'Ce se stochează în browserul dumneavoastră',
      blocks: [
        {
          list: [
            `Ceea ce scrieți într-un formular și identificatorul ciornei, astfel încât reîncărcarea paginii sau o vizită ulterioară să vă readucă ciorna (stocare locală pe dispozitivul dumneavoastră). După ce o trimiteți, se păstrează doar faptul că a fost trimisă și momentul trimiterii, împreună cu ceea ce ați scris și nu a ajuns în varianta trimisă, pentru următoarea cerere. Toate acestea sunt uitate la ${months(retention.draftMonths)} de la ultima folosire a formularului.`,
            `De unde a început vizita dumneavoastră (site-ul care v-a trimis către noi și etichetele de campanie ale linkului), timp de ${days(attributionDays)}, astfel încât o cerere trimisă în acest interval să ne spună cum ne-ați găsit (stocare locală).`,
            'Limba pe care ați ales-o din selectorul de limbă și, dacă este cazul, faptul că ați refuzat sugestia noastră de limbă (stocare locală).',
            'Opțiunea dumneavoastră privind analiza vizitelor, ca să nu vă întrebăm din nou pe fiecare pagină (stocare locală).',
            'Un cookie de securitate care protejează formularele împotriva cererilor falsificate de alte site-uri. Acesta conține o valoare aleatorie și nicio informație despre dumneavoastră.',
            'Un cookie cu momentul în care a fost deschisă pagina unui formular, transmis înapoi numai împreună cu acel formular, astfel încât un formular trimis de un program la câteva secunde după deschiderea paginii să poată fi deosebit de al dumneavoastră. Acesta conține doar momentul respectiv, nicio informație despre dumneavoastră, și este șters după o zi.',
          ],
        },
        'Niciunul dintre acestea nu este folosit pentru a vă urmări pe alte site-uri.',
      ],
    },
    {
      heading: 'Analiza vizitelor, numai cu consimțământul dumneavoastră',
      blocks: [
        'Dacă acceptați analiza vizitelor în bannerul afișat, folosim Amplitude pentru a afla cum este utilizat site-ul: ce pagini sunt vizualizate, ce întrebări sunt deschise, când este redat videoclipul, ce câmpuri ale formularelor sunt modificate și, după ce o introduceți într-un formular, adresa dumneavoastră de e-mail, pentru a asocia vizitele cu solicitarea dumneavoastră. Amplitude stochează apoi identificatori într-un cookie și în browserul dumneavoastră. Îi cerem lui Amplitude să nu stocheze adresa dumneavoastră IP.',
        'Până când nu vă exprimați acordul, nimic din toate acestea nu este transmis, iar codul Amplitude nici măcar nu este încărcat. Vă puteți schimba opțiunea oricând, din „Opțiuni de confidențialitate”, în partea de jos a fiecărei pagini; retragerea consimțământului oprește transmiterea datelor și elimină identificatorii Amplitude din browserul dumneavoastră.',
      ],
    },
    {
      heading: 'Videoclipul de prezentare',
      blocks: [
        'Videoclipul de pe pagina principală provine de pe YouTube, în modul de confidențialitate avansată, și este încărcat numai atunci când apăsați pe redare. Din acel moment, YouTube (Google) primește adresa dumneavoastră IP și informații despre browserul dumneavoastră, în condițiile propriei sale politici de confidențialitate.',
      ],
    },
    {
      heading: 'Cine mai are acces la datele dumneavoastră',
      blocks: [
        'Furnizorul nostru de găzduire stochează datele în numele nostru, iar Amplitude prelucrează datele de analiză, dacă v-ați exprimat acordul; amândoi acționează în calitate de persoane împuternicite, pe baza instrucțiunilor noastre. Nu vindem și nu închiriem datele dumneavoastră și nu le divulgăm nimănui altcuiva, cu excepția cazului în care legea ne obligă. Când trimiteți o cerere, o anunțăm echipei noastre prin e-mail sau în aplicația de chat a echipei; furnizorii acestor servicii o livrează în numele nostru. Pentru a proteja formularele împotriva abuzurilor, serverul numără cererile pentru fiecare adresă IP, timp de câteva minute: în memorie sau, atunci când mai multe dintre serverele noastre împart sarcina, în baza noastră de date, sub forma unei amprente criptografice cu cheie a adresei, niciodată adresa însăși.',
      ],
    },
    {
      heading: 'Drepturile dumneavoastră',
      blocks: [
        'În calitate de persoană vizată, aveți dreptul de a solicita accesul la datele pe care le deținem despre dumneavoastră, rectificarea sau ștergerea acestora, restricționarea prelucrării, dreptul de a vă opune prelucrării (inclusiv în scop de marketing) și dreptul de a primi datele într-un format portabil. Atunci când prelucrarea se întemeiază pe consimțământul dumneavoastră, îl puteți retrage oricând. Aveți, de asemenea, dreptul de a depune o plângere la autoritatea de supraveghere a protecției datelor (în România, Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal – ANSPDCP).',
      ],
    },
    {
      heading: 'Cum puteți cere ștergerea datelor',
      blocks: [
        `Scrieți-ne la adresa de mai jos, cu subiectul „Ștergeți datele mele” și adresa de e-mail pe care ați folosit-o în formular. Vom șterge înregistrările dumneavoastră și vă vom confirma acest lucru în termen de ${days(retention.answerWithinDays)}. Dacă trebuie să verificăm că cererea vine de la dumneavoastră, vă vom întreba printr-un răspuns la acea adresă de e-mail.`,
        { contact: true },
      ],
    },
    {
      heading: 'Modificarea acestei politici',
      blocks: [
        'Vom actualiza această politică atunci când se schimbă datele pe care le stocăm; data din partea de sus a paginii indică cea mai recentă versiune.',
        // Romanian only: the English text is the original and prevails (issue 17).
        'Această politică a fost redactată în limba engleză și tradusă în limba română. În cazul oricărei neconcordanțe între cele două versiuni, prevalează versiunea în limba engleză.',
      ],
    },
  ],
};
