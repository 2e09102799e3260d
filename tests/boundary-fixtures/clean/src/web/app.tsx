import { useState } from 'react';

export const App = () => {
  const [n] = useState(0);
  return <p>{n}</p>;
};
