/** Never empty: without a date it counts zeros, which the spec shows guests (spec 2, Countdown). */
export const isEmptyCountdown = () => false;
