import { useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { selectIsSubmitted, selectSent } from '../../../machines/draftForm';
import { followUpMode, selectLayout } from '../../../machines/waitlist.machine';
import { waitlistActorLogic, type WaitlistLogic } from '../../actors/waitlist';
import type { FeatureValue } from '../../domain/features';
import { formPosts } from '../../domain/formPosts';
import type { WaitlistDraft } from '../../domain/waitlist';
import { readFeatures, readParam } from '../../services/featuresQuery';
import { FormActions } from '../form/FormActions';
import { useFieldsToFix } from '../form/fieldsToFix';
import { useDraftForm, useDraftFormActor } from '../form/useDraftForm';
import { ContactPanel } from './ContactPanel';
import { WaitlistFullFields, WaitlistShortFields } from './WaitlistFields';
import { WaitlistSuccess } from './WaitlistSuccess';
import { waitlistText } from './waitlistText';
import './waitlist.css';

/**
 * The wait-list form (spec sections 2-4). Inputs as the spec names them: `shortForm` (pricing:
 * email only), `showNavBar` (the form's own title bar), `showContactUsDetails` (the side panel);
 * `onSubmitted` is the spec's `formSubmitted` event. Self-contained: it saves, restores and
 * submits through its machine; placing it is all a page needs to do.
 */
export interface WaitlistFormProps {
  shortForm?: boolean;
  showNavBar?: boolean;
  showContactUsDetails?: boolean;
  onSubmitted?: () => void;
  /** Keep the feature selection in the URL's `features` parameter and read `mode`/`email` (the /demo page). */
  syncWithUrl?: boolean;
  /** The machine with its effects bound; tests pass one with fakes. */
  logic?: WaitlistLogic;
  /** Where the full form posts without JavaScript (src/domain/formPosts.ts); the short one posts as `pricing`. */
  post?: 'demo' | 'join';
}

type WaitlistRef = ActorRefFrom<WaitlistLogic>;

export function WaitlistForm({
  shortForm = false,
  showNavBar = true,
  showContactUsDetails = true,
  onSubmitted,
  syncWithUrl = false,
  logic = waitlistActorLogic,
  post = 'demo',
}: WaitlistFormProps): ReactElement {
  const search = useSearch();
  // The follow-up link's address, known from the start: a stored draft of another address is not restored.
  const linkEmail = syncWithUrl && readParam(search, 'mode') === followUpMode ? readParam(search, 'email') : null;
  const actor = useDraftFormActor(logic, { layout: shortForm ? 'short' : 'full', syncWithUrl, linkEmail });
  useSubmittedListener(actor, onSubmitted);
  useUrlQuery(actor, syncWithUrl);

  const layout = useSelector(actor, selectLayout);
  const submitted = useSelector(actor, selectIsSubmitted);
  const sent = useSelector(actor, selectSent);
  const root = useRef<HTMLDivElement>(null);
  const withPanel = showContactUsDetails && layout === 'full';

  // The form takes the place of the message: its first field takes the focus.
  const showForm = (event: { type: 'form.expand' } | { type: 'form.restart' }) => {
    flushSync(() => actor.send(event));
    root.current?.querySelector<HTMLElement>('form input')?.focus();
  };

  return (
    <div className="waitlist" data-layout={layout} ref={root}>
      {showNavBar && (
        <header className="waitlist__bar">
          <h2>{waitlistText.title}</h2>
          <p>{waitlistText.subtitle}</p>
        </header>
      )}
      {/* Without the contact panel the form has the whole width: /pricing's full form once kept the panel's column and was squeezed into 108 px. */}
      <div className={withPanel ? 'waitlist__body' : 'waitlist__body waitlist__body--alone'}>
        {submitted ? (
          <WaitlistSuccess
            layout={layout}
            sent={sent}
            onExpand={() => showForm({ type: 'form.expand' })}
            onRestart={() => showForm({ type: 'form.restart' })}
          />
        ) : (
          <WaitlistEntryForm actor={actor} post={post} />
        )}
        {withPanel && <ContactPanel headingLevel={showNavBar ? 3 : 2} />}
      </div>
    </div>
  );
}

/**
 * The `<form>` itself: fields of the current layout, Submit and the save indicator. When the
 * autosave has stopped, a message says so and Submit becomes 'Try again'.
 */
function WaitlistEntryForm({ actor, post }: { actor: WaitlistRef; post: 'demo' | 'join' }): ReactElement {
  const form = useDraftForm<WaitlistDraft>(actor);
  const layout = useSelector(actor, selectLayout);
  const toFix = useFieldsToFix(Object.keys(form.errors).length);

  const onFeatures = (features: FeatureValue[]) => actor.send({ type: 'field.change', field: 'interestedFeatures', value: features });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const element = e.currentTarget;
    form.submit();
    toFix.refused(element, Object.keys(actor.getSnapshot().context.errors).length);
  };

  const Fields = layout === 'short' ? WaitlistShortFields : WaitlistFullFields;
  return (
    <form
      className="waitlist__form"
      method="post"
      action={formPosts[layout === 'short' ? 'pricing' : post].action}
      noValidate
      aria-label={waitlistText.formName}
      onSubmit={submit}
      aria-busy={form.readOnly || undefined}
    >
      <Fields draft={form.draft} errors={form.errors} readOnly={form.readOnly} onField={form.onField} onFeatures={onFeatures} />
      <FormActions resource="waitlist-records" form={form} text={waitlistText} />
      {toFix.alert}
    </form>
  );
}

/** Calls `onSubmitted` on the machine's `formSubmitted` (e.g. the home page scrolls to the form). */
function useSubmittedListener(actor: WaitlistRef, onSubmitted: (() => void) | undefined) {
  const callback = useRef(onSubmitted);
  useEffect(() => {
    callback.current = onSubmitted;
  }, [onSubmitted]);
  useEffect(() => {
    const subscription = actor.on('formSubmitted', () => callback.current?.());
    return () => subscription.unsubscribe();
  }, [actor]);
}

/**
 * The URL is an input of the /demo form: `features` follows the visitor's navigation (a link,
 * the back button), `mode=follow-up-email-opened&email=…` prefills the email once. Read after
 * mounting, so the prerendered page and the first render in the browser stay identical.
 */
function useUrlQuery(actor: WaitlistRef, enabled: boolean) {
  const search = useSearch();
  useEffect(() => {
    if (enabled) actor.send({ type: 'features.sync', features: readFeatures(search) });
  }, [actor, enabled, search]);
  const searchAtMount = useRef(search);
  useEffect(() => {
    const mode = readParam(searchAtMount.current, 'mode');
    if (enabled && mode === followUpMode) actor.send({ type: 'mode.open', mode, email: readParam(searchAtMount.current, 'email') });
  }, [actor, enabled]);
}
