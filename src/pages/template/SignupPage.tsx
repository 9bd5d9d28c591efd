import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { CheckboxField, TextField } from '../../components/template/fields';
import { SampleForm } from '../../components/template/SampleForm';
import { SampleNote } from '../../components/template/SampleNote';
import '../../styles/template.css';

export default function SignupPage(): ReactElement {
  return (
    <section className="t-auth">
      <div className="t-card t-auth__card">
        <h1>Create your Account</h1>
        <p className="t-muted">It takes less than a minute.</p>
        <SampleForm label="Signup" className="t-form">
          <TextField label="Username" name="username" autoComplete="username" />
          <TextField label="Email" name="email" type="email" autoComplete="email" />
          <TextField label="Password" name="password" type="password" autoComplete="new-password" />
          <CheckboxField name="remember" label="Keep Me Signup" />
          {/* Spec: Signup Now links to '/'; the sample creates no account. */}
          <Link href="/" className="button button--primary t-block">
            Signup Now
          </Link>
        </SampleForm>
        <p className="t-auth__switch">
          Already have an account? <Link href="/login">Login</Link>
        </p>
        <SampleNote />
      </div>
    </section>
  );
}
