// /safety: practical safety advice for farmhouse stays around Hyderabad, and how to get help.
import { Link } from 'react-router';
import { BRAND_NAME, SUPPORT_EMAIL } from '@/config/constants';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { PageSection, StaticPageLayout, type TocEntry } from './components/StaticPageLayout';
import { HELP_LAST_UPDATED } from './content/dates';
import { TELANGANA_DRINKING_AGE } from '@/config/policy';

const toc: TocEntry[] = [
  { id: 'emergency', title: 'Emergency numbers' },
  { id: 'verified-owners', title: 'Verified owners and listings' },
  { id: 'pool', title: 'Pool safety' },
  { id: 'fire', title: 'Fire, bonfires and barbecues' },
  { id: 'driving', title: 'Driving at night on rural roads' },
  { id: 'on-arrival', title: 'When you arrive' },
  { id: 'reporting', title: 'Reporting a problem' },
];

const emergencyNumbers = [
  { number: '112', label: 'All emergencies', detail: 'Single emergency number: police, fire and ambulance' },
  { number: '100', label: 'Police', detail: 'Crime, threats, harassment, road accidents' },
  { number: '108', label: 'Ambulance', detail: 'Free emergency ambulance across Telangana' },
  { number: '101', label: 'Fire', detail: 'Fire and rescue services' },
];

export default function SafetyPage() {
  const supportPhone = getRuntimeConfig().supportPhone;
  return (
    <StaticPageLayout
      title="Safety"
      lastUpdated={HELP_LAST_UPDATED}
      toc={toc}
      summary={
        <p>
          Farmhouses are a long way from the city: the nearest hospital may be 30 minutes away and the roads are dark.
          A few minutes reading this keeps a great day out from going wrong.
        </p>
      }
    >
      <PageSection id="emergency" title="Emergency numbers">
        <p>Save these before you leave the city. They work from any phone, free of charge.</p>
        <ul className="mt-4! grid list-none! gap-3 pl-0! sm:grid-cols-2">
          {emergencyNumbers.map((entry) => (
            <li key={entry.number} className="rounded-2xl border border-sand-200 bg-white p-4 pl-4!">
              <a
                href={`tel:${entry.number}`}
                className="flex items-center gap-3 no-underline!"
                aria-label={`Call ${entry.number}, ${entry.label}`}
              >
                <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-danger-50 font-display text-xl font-bold text-danger-600">
                  {entry.number}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-ink-900">{entry.label}</span>
                  <span className="text-sm font-normal text-ink-600">{entry.detail}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p>
          After calling for help, call {BRAND_NAME} on <a href={telHref(supportPhone)}>{supportPhone}</a> (09:00–21:00)
          so we can reach the owner and help you with what comes next. Share the property address from your booking
          confirmation with whoever you call.
        </p>
      </PageSection>

      <PageSection id="verified-owners" title="Verified owners and listings">
        <p>Before a property can be booked on {BRAND_NAME}, we check:</p>
        <ul>
          <li>the owner’s identity and phone number;</li>
          <li>proof that they own or lease the property and may rent it out;</li>
          <li>that the photos, rooms and amenities match the real place, through a video walkthrough or a visit;</li>
          <li>that a caretaker can be reached throughout every stay.</li>
        </ul>
        <p>
          Reviews come only from guests who stayed. Pay only through {BRAND_NAME}, or in cash at the property against
          your booking code — never into a personal account someone sends you by chat or phone.
        </p>
      </PageSection>

      <PageSection id="pool" title="Pool safety">
        <p>Most farmhouse pools have no lifeguard. The lead guest is responsible for the group in and around water.</p>
        <ul>
          <li>Children must be watched by a sober adult whenever they are near the pool, even if they can swim.</li>
          <li>Check the depth markings before getting in. Do not dive unless the pool is clearly deep enough.</li>
          <li>No swimming after drinking alcohol: alcohol is involved in many adult drownings.</li>
          <li>No swimming after dark unless the pool lights are on and someone is watching from the side.</li>
          <li>Walk, do not run, on wet tiles; keep glass bottles away from the pool edge.</li>
          <li>
            Ask the caretaker where the first-aid kit is when you arrive. If someone is pulled from the water
            unconscious, call <a href="tel:108">108</a> at once.
          </li>
        </ul>
      </PageSection>

      <PageSection id="fire" title="Fire, bonfires and barbecues">
        <ul>
          <li>Light fires only in the fire pit or barbecue the owner provides — never on dry grass or under trees.</li>
          <li>Keep a bucket of water or sand next to the fire, and one adult in charge of it all the time.</li>
          <li>Use charcoal and the firewood provided; never pour petrol or kerosene on a fire to light it.</li>
          <li>No firecrackers or sky lanterns: dry fields around farmhouses catch fire easily, especially from February to May.</li>
          <li>Before you sleep or leave, drown the fire with water and stir until the ashes are cold.</li>
          <li>
            Find the fire extinguisher when you arrive. For a fire you cannot put out in seconds, leave and call{' '}
            <a href="tel:101">101</a> or <a href="tel:112">112</a>.
          </li>
        </ul>
      </PageSection>

      <PageSection id="driving" title="Driving at night on rural roads">
        <p>
          The night slot starts at 21:00, so many guests drive out after dark. Roads beyond the Outer Ring Road are
          often unlit and narrow.
        </p>
        <ul>
          <li>Do not drink and drive. Hyderabad and Cyberabad traffic police run breath checks at night.</li>
          <li>
            Expect cattle, unmarked speed breakers, tractors without lights and people walking on the road; keep
            speed down and use high beam only when no one is coming.
          </li>
          <li>Fill fuel before you leave the city: petrol pumps near farm roads may close early.</li>
          <li>
            Download the route for offline use, as mobile signal drops on some stretches, and share your live location
            with someone staying back.
          </li>
          <li>Save the caretaker’s number from your confirmation, and call them if you cannot find the gate.</li>
          <li>If you can, arrive while it is still light, or leave in the morning rather than late at night.</li>
        </ul>
      </PageSection>

      <PageSection id="on-arrival" title="When you arrive">
        <ul>
          <li>Walk round with the caretaker: exits, first-aid kit, fire extinguisher, main power switch.</li>
          <li>Check that doors and windows lock and that outdoor lights work.</li>
          <li>
            Alcohol only for guests aged {TELANGANA_DRINKING_AGE} or over, and only where the house rules allow it.
          </li>
          <li>Keep medicines, snacks and drinking water for the group; shops may be far away.</li>
          <li>
            Cameras are never allowed in rooms or bathrooms. Outdoor cameras must be listed on the property page; if
            you find one that is not, tell us.
          </li>
        </ul>
      </PageSection>

      <PageSection id="reporting" title="Reporting a problem">
        <p>
          Tell us about anything unsafe — a broken pool fence, exposed wiring, a host who asks for money outside the
          app, harassment, or a listing that does not match the place. During your stay call{' '}
          <a href={telHref(supportPhone)}>{supportPhone}</a>; at other times write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}?subject=Safety%20report`}>{SUPPORT_EMAIL}</a> with your booking code and
          photos if you have them. We look at every safety report the same day during support hours, can pause a
          listing while we check, and never share who reported it with the owner.
        </p>
        <p>
          Our <Link to="/terms-of-service#house-rules">house rules</Link> apply on every property, and the{' '}
          <Link to="/help">Help centre</Link> explains bookings and refunds.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
