import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { listPinHolders } from '../../offline/device-unlock-store.ts';

/** 'Unlock with a device PIN', where one is set on this device: the way in when the server cannot be reached. */
export function UnlockOfflineLink() {
  const [hasHolders, setHasHolders] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void listPinHolders().then((holders) => {
      if (isCurrent) setHasHolders(holders.length > 0);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  if (!hasHolders) return null;
  return (
    <p className="login-register">
      No connection? <Link to="/unlock">Unlock with your device PIN</Link>
    </p>
  );
}
