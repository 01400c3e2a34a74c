import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore, useStoreState, type Store } from './store';

function Count({ store }: { store: Store<{ count: number }> }) {
  const { count } = useStoreState(store);
  return <output aria-label="Count">{count}</output>;
}

describe('useStoreState', () => {
  it('renders the state and follows each change', () => {
    const store = createStore({ count: 1 });
    render(<Count store={store} />);
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('1');
    act(() => store.setState({ count: 2 }));
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('2');
    act(() => store.setState((state) => ({ count: state.count * 10 })));
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('20');
  });
});
