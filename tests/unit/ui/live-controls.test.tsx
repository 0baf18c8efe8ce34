import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, IconButton } from '../../../resources/js/components/ui';
import { CloseIcon } from '../../../resources/js/components/icons';
import { DropdownMenu } from '../../../resources/js/components/ui/dropdown-menu';
import { MenuSelect } from '../../../resources/js/components/ui/menu-select';
import { PasswordInput } from '../../../resources/js/components/ui/password-input';
import { SearchInput } from '../../../resources/js/components/ui/search-input';
import { SearchSelect } from '../../../resources/js/components/ui/search-select';
import { StatusChips } from '../../../resources/js/components/ui/status-chips';
import { UnavailableAction } from '../../../resources/js/components/ui/unavailable-action';

const nothing = () => {};

/**
 * The kit's controls as the server renders them into a first load: a press before the page
 * is live would do nothing (or send a form without what was typed), so every button waits
 * (`useHydrated`). The browser tests press each once it is live.
 */
const CONTROLS: Array<[string, ReactElement]> = [
  ['Button', <Button key="b">Save</Button>],
  ['IconButton', <IconButton key="i" label="Close" icon={<CloseIcon />} />],
  [
    'StatusChips',
    <StatusChips
      key="c"
      label="Status"
      value="all"
      options={[
        { value: 'all', label: 'All' },
        { value: 'delivered', label: 'Delivered' },
      ]}
      onChange={nothing}
    />,
  ],
  ["SearchInput's clear", <SearchInput key="s" label="Search" value="london" onSearch={nothing} />],
  [
    'SearchSelect',
    <SearchSelect
      key="ss"
      label="Country: Lebanon"
      buttonClassName=""
      options={['LB']}
      current="LB"
      optionKey={(o) => o}
      search={(options) => [...options]}
      renderOption={(o) => ({ name: o })}
      searchLabel="Search countries"
      listLabel="Countries"
      debounceMs={0}
      onSelect={nothing}
    >
      LB
    </SearchSelect>,
  ],
  ["PasswordInput's eye", <PasswordInput key="p" label="Password" value="" onChange={nothing} />],
  [
    'UnavailableAction',
    <UnavailableAction key="u" reason="Not now">
      Cancel
    </UnavailableAction>,
  ],
  [
    'MenuSelect',
    <MenuSelect
      key="m"
      label="Account"
      value="a"
      options={[{ value: 'a', label: 'Cedar Line Trading' }]}
      onChange={nothing}
    >
      Cedar Line Trading
    </MenuSelect>,
  ],
  [
    'DropdownMenu',
    <DropdownMenu key="d" links={[{ label: 'Edit Profile', href: '/profile' }]}>
      My Profile Menu
    </DropdownMenu>,
  ],
];

const buttonsOf = (control: ReactElement) =>
  renderToString(control).match(/<button\b[^>]*>/g) ?? [];

describe("the kit's buttons in the server's HTML", () => {
  it.each(CONTROLS)('%s is disabled until the page is live', (_, control) => {
    const buttons = buttonsOf(control);
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button).toMatch(/\sdisabled=""/);
  });

  // app.css draws a waiting control as it will be once live, not greyed out.
  it.each(CONTROLS)('%s is marked as only waiting for the page', (_, control) => {
    for (const button of buttonsOf(control)) expect(button).toMatch(/\sdata-waiting=""/);
  });

  it('does not mark a control disabled for its own reason, which keeps its disabled look', () => {
    for (const control of [
      <Button key="d" disabled>
        Save
      </Button>,
      <Button key="b" busy busyText="Saving...">
        Save
      </Button>,
      <IconButton key="i" label="Close" icon={<CloseIcon />} disabled />,
    ]) {
      const [button] = buttonsOf(control);
      expect(button).toMatch(/\sdisabled=""/);
      expect(button).not.toMatch(/data-waiting/);
    }
  });
});
