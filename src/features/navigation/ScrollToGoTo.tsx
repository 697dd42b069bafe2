import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { scrollToSection } from './scroll-to-section';
import { isGoToState } from './use-section-navigation';

/**
 * On the home page: scrolls to the section named by `goTo` in the navigation state,
 * then clears the state so a reload or going back does not scroll again.
 */
export function ScrollToGoTo() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isGoToState(location.state)) return;
    scrollToSection(location.state.goTo);
    navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: null,
      preventScrollReset: true,
    });
  }, [location, navigate]);

  return null;
}
