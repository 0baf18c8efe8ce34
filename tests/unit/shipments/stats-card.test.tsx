/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

//** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

//** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

@/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

-/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

-/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

f/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

@/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

g/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

-/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

b/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

//** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

f/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

E/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

b/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

f/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

S/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

C/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

f/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

@/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

//** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

//** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

//** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

-/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

f/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

:/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

b/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

b/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

G/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

b/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

M/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

q/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

:/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

g/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

>/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

:/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

&/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

&/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

q/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

:/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

q/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

E/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

L/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

:/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

>/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

E/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

L/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

:/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

>/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

:/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

3/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

:/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

7/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

:/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

1/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

2/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

w/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

b/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

:/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

g/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

>/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

g/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

b/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

E/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

!/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

q/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

S/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

[/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

-/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

"/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

"/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

]/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

!/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

C/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

f/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

E/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

>/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

R/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

b/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

A/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

G/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

b/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

b/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

>/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

f/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

1/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

>/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

F/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

k/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

f/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

</** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

S/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

C/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

w/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

w/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

D/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

2/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

2/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

6/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

2/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

1/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

5/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

//** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

>/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

g/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

M/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

2/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

2/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

6/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

w/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

C/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

S/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

>/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

5/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

N/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

b/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

w/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

C/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

S/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

G/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

1/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

N/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

b/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

w/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

C/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

S/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

L/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

2/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

>/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

5/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

2/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

w/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

C/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

S/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

3/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

0/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

w/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

S/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

I/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

7/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

w/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

D/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

S/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

1/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

2/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

w/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

w/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

>/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

</** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

S/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

C/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

=/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

a/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

//** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

>/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

w/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

D/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

v/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

d/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

S/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

i/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

m/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

1/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

2/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

p/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

g/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

x/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

1/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

2/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

,/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

{/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

c/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

:/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

s/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

-/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

n/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

l/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

'/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

./** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

o/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

B/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

e/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

T/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

r/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

u/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

t/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

h/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

y/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

(/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

 /** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

}/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

)/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

;/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;


/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

