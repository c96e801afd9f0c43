import { Link } from 'react-router';

/** A signup ticket that is unknown, spent or expired: say so and lead back to /login. */
export function SignupExpired({ message }: { message: string }) {
  return (
    <>
      <p className="form-alert" role="alert">
        {message}
      </p>
      <Link className="button button-primary button-block" to="/login" replace>
        Back to Log in
      </Link>
    </>
  );
}
