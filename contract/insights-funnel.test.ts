import { describe, expect, it } from 'vitest';
import { funnelOf, type GoalVisits, goalsOf } from './insights';
import { goalBit, goalsOfEvent, visitGoalNames } from './visit-events';

/** Every goal at 0 but those given. */
const goalVisits = (values: Partial<GoalVisits> = {}): GoalVisits => ({
  ...(Object.fromEntries(visitGoalNames.map((goal) => [goal, 0])) as GoalVisits),
  ...values,
});

describe('goalsOfEvent: the goals an event reaches, once per visit on the server', () => {
  it('counts any event on the contact page, in either language, as the contact page viewed', () => {
    const contact = goalBit('contact_viewed');
    expect(goalsOfEvent('pageview', '/contact')).toBe(contact);
    expect(goalsOfEvent('pageview', '/en/contact')).toBe(contact);
    expect(goalsOfEvent('pageview', '/')).toBe(0);
    expect(goalsOfEvent('pageview', '/contact-us')).toBe(0);
  });

  it('counts a form started as the contact page viewed too: the form is only there', () => {
    expect(goalsOfEvent('form_started', '/')).toBe(
      goalBit('form_started') | goalBit('contact_viewed'),
    );
  });

  it('reaches nothing with a lead_sent: the stored lead counts it (decision 220)', () => {
    expect(goalsOfEvent('lead_sent', '/')).toBe(0);
    expect(goalsOfEvent('module_opened', '/')).toBe(goalBit('module_opened'));
  });
});

describe('funnelOf', () => {
  it('gives each step its share of the visits and the drop from the step before', () => {
    const steps = funnelOf({
      visits: 200,
      leadVisits: 10,
      goalVisits: goalVisits({ contact_viewed: 50, form_started: 20 }),
    });
    expect(steps).toEqual([
      { step: 'visits', visits: 200, rate: 1, drop: null },
      { step: 'contact_viewed', visits: 50, rate: 0.25, drop: 0.75 },
      { step: 'form_started', visits: 20, rate: 0.1, drop: 0.6 },
      { step: 'lead_sent', visits: 10, rate: 0.05, drop: 0.5 },
    ]);
  });

  it('has no rate without visits and no drop after an empty step, never a negative drop', () => {
    expect(funnelOf({ visits: 0, leadVisits: 0, goalVisits: goalVisits() })).toEqual([
      { step: 'visits', visits: 0, rate: null, drop: null },
      { step: 'contact_viewed', visits: 0, rate: null, drop: null },
      { step: 'form_started', visits: 0, rate: null, drop: null },
      { step: 'lead_sent', visits: 0, rate: null, drop: null },
    ]);
    // Visits counted before the funnel existed: a lead without its form counted.
    const [, , form, lead] = funnelOf({
      visits: 4,
      leadVisits: 2,
      goalVisits: goalVisits({ contact_viewed: 2, form_started: 1 }),
    });
    expect(form?.drop).toBe(0.5);
    expect(lead?.drop).toBe(0);
  });
});

describe('goalsOf', () => {
  it('counts each goal, the visits that reached it and their share of the visits', () => {
    const events = {
      module_opened: 7,
      language_switched: 1,
      demo_clicked: 0,
      lead_sent: 0,
      whatsapp_clicked: 2,
      form_started: 4,
    };
    const goals = goalsOf({
      visits: 8,
      leads: 3,
      leadVisits: 2,
      events,
      goalVisits: goalVisits({
        module_opened: 4,
        language_switched: 1,
        whatsapp_clicked: 2,
        form_started: 3,
      }),
    });
    expect(goals.map((goal) => [goal.goal, goal.count, goal.visits, goal.conversionRate])).toEqual([
      ['module_opened', 7, 4, 0.5],
      ['demo_clicked', 0, 0, 0],
      ['language_switched', 1, 1, 0.125],
      ['whatsapp_clicked', 2, 2, 0.25],
      ['form_started', 4, 3, 0.375],
      // The leads stored, and the visits that sent one (decision 220).
      ['lead_sent', 3, 2, 0.25],
    ]);
    const none = goalsOf({ visits: 0, leads: 1, leadVisits: 0, events, goalVisits: goalVisits() });
    expect(none.every((goal) => goal.conversionRate === null)).toBe(true);
  });
});
