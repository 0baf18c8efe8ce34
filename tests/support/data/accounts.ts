/** Demo accounts the demo user has not linked (README): each one's code goes to its phone. */
export const LINKABLE = { number: '200400501', name: 'Olive Grove Exports', phone: '+96170400501' };
export const LINKABLE_2 = { number: '200400502', name: 'Northwind Books', phone: '+442071400502' };
