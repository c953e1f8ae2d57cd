/** Never empty: the guests' answer is the point of the page, whatever the owner has written. */
export const isEmptyRsvp = () => false;
