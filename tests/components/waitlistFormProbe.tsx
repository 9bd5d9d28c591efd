import type { WaitlistFormProps } from '../../src/components/waitlist/WaitlistForm';

/**
 * Stands in for the wait-list form (another issue builds it): shows the props it was given, and
 * lets a test play the form's `formSubmitted` event.
 */
export function WaitlistFormProbe(props: WaitlistFormProps) {
  const { onSubmitted, ...rest } = props;
  return (
    <div data-testid="waitlist-form" data-props={JSON.stringify(rest)}>
      <button type="button" onClick={() => onSubmitted?.()}>
        Probe: form submitted
      </button>
    </div>
  );
}

export const probeProps = (el: HTMLElement): Omit<WaitlistFormProps, 'onSubmitted'> => JSON.parse(el.dataset.props ?? '{}');
